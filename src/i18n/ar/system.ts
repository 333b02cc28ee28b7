// Notifications, the audit log and the system service.

import { resourceName } from './plural';
import { commonFields } from './common';
import { errors } from '../../domain/messages';
import { addTexts } from '../catalogue';

export const notificationsResource = {
  name: resourceName({ title: 'الإشعارات', one: 'إشعار', plural: 'إشعارات', many: 'إشعاراً' }),
  fields: {
    ...commonFields,
    user_id: 'المستخدم',
    role: 'الدور',
    type: 'النوع',
    title: 'العنوان',
    message: 'الرسالة',
    link: 'الرابط',
    read_at: 'تاريخ القراءة',
  },
};

export const logsResource = {
  name: resourceName({ title: 'سجل التدقيق', one: 'سجل', plural: 'سجلات', many: 'سجلاً' }),
  fields: {
    ...commonFields,
    user_id: 'المستخدم',
    action: 'الإجراء',
    entity: 'الكيان',
    entity_id: 'معرف الكيان',
    changes: 'التغييرات',
    ip: 'عنوان IP',
  },
};

// Spec 000 section 8: the system service's messages.
export const system = {
  not_authenticated: 'المستخدم غير مصادق عليه',
  settings_saved_locally: 'تعذر الاتصال بالخادم، تم حفظ الإعدادات محلياً',
  settings_saved: errors.settingsSaved,
};

/** The area's place in the catalogue, added when a screen that shows it loads (src/i18n/catalogue.ts). */
export const systemTexts = { resources: { notifications: notificationsResource, logs: logsResource }, bakery: { system } };
addTexts(systemTexts);
