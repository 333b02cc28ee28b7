// Employees, distributors and the distributor's own day.

import { resourceName } from './plural';
import { commonFields } from './common';

export const usersResource = {
  name: resourceName({ title: 'الموظفون', one: 'موظف', plural: 'موظفين', many: 'موظفاً' }),
  fields: {
    ...commonFields,
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    password_confirm: 'تأكيد كلمة المرور',
    current_password: 'كلمة المرور الحالية',
    new_password: 'كلمة المرور الجديدة',
    full_name: 'الاسم الكامل',
    name: 'الاسم',
    phone: 'رقم الهاتف',
    address: 'العنوان',
    role: 'الدور',
    salary_eur: 'الراتب (يورو)',
    hired_date: 'تاريخ التعيين',
    last_login: 'آخر تسجيل دخول',
    permissions: 'الصلاحيات',
    work_status: 'حالة العمل',
    license_number: 'رقم رخصة القيادة',
    employee_id: 'الرقم الوظيفي',
    nationality: 'الجنسية',
    date_of_birth: 'تاريخ الميلاد',
    education_level: 'المستوى التعليمي',
    languages: 'اللغات',
    emergency_contact_name: 'اسم جهة الاتصال للطوارئ',
    emergency_contact_phone: 'هاتف الطوارئ',
    emergency_contact_relation: 'صلة القرابة',
    avatar_url: 'الصورة الشخصية',
    bio: 'نبذة',
    latitude: 'خط العرض',
    longitude: 'خط الطول',
    location_updated_at: 'آخر تحديث للموقع',
    performance_rating: 'تقييم الأداء',
    password_changed_at: 'تاريخ تغيير كلمة المرور',
    vehicle_id: 'المركبة',
  },
};

export const distributorsResource = {
  name: resourceName({ title: 'الموزعون', one: 'موزع', plural: 'موزعين', many: 'موزعاً' }),
  fields: {
    ...commonFields,
    full_name: 'الاسم الكامل',
    phone: 'رقم الهاتف',
    work_status: 'حالة العمل',
    vehicle_id: 'المركبة',
  },
};

export const distributorArea = {
  greeting: 'مرحباً %{name}',
  today_title: 'توصيلات اليوم',
  today_date: 'توصيلات يوم %{date}',
  no_deliveries: 'لا توجد توصيلات مقررة لك اليوم',
  orders_count: 'الطلبات',
  delivered_count: 'تم تسليمها',
  remaining_count: 'المتبقية',
  to_collect: 'المبلغ المتبقي للتحصيل',
  order_total: 'قيمة الطلب',
  paid: 'المدفوع',
  call_store: 'اتصال بالمتجر',
  open_order: 'تفاصيل الطلب',
  load_error: 'تعذر تحميل توصيلات اليوم',
};
