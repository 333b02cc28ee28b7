// Texts of the vehicle add and edit forms (issue 15, spec 002 sections 2, 5, 8 and 9).

import { vehicleErrors } from '../../domain/vehicles/messages';
import { addTexts } from '../catalogue';

export const vehicleForm = {
  create_title: 'إضافة مركبة',
  edit_title: 'تعديل المركبة %{plate}',
  edit_title_plain: 'تعديل المركبة',
  create: 'إضافة المركبة',
  save: 'حفظ التغييرات',
  cancel: 'إلغاء',
  sections: {
    basic: 'المعلومات الأساسية',
    technical: 'المواصفات الفنية',
    finance: 'المعلومات المالية',
    insurance: 'التأمين والترخيص',
    extra: 'معلومات إضافية',
  },
  /** Under fuel consumption, the usual range for the chosen fuel (section 9). */
  consumption_hint: 'المعدل المعتاد (%{fuel}): %{range} لتر/100 كم',
  status_read_only: 'تُغيَّر الحالة من قائمة المركبات',
  price_hint: 'بالعملة المختارة',
  price_in_eur: 'محفوظ بما يعادل %{amount}',
  created: vehicleErrors.vehicleCreated,
  updated: vehicleErrors.vehicleUpdated,
  create_failed: 'خطأ في إضافة المركبة',
  update_failed: 'خطأ في تحديث المركبة',
  load_failed: 'خطأ في تحميل بيانات المركبة',
  invalid_id: vehicleErrors.vehicleIdInvalid,
  not_found: vehicleErrors.vehicleNotFound,
  not_found_hint: 'ربما حُذفت المركبة أو أن الرابط غير صحيح.',
  back_to_list: 'العودة إلى قائمة المركبات',
  loading: 'جارٍ تحميل بيانات المركبة...',
};

/** The area's place in the catalogue, added when a screen that shows it loads (src/i18n/catalogue.ts). */
export const vehicleFormTexts = { bakery: { vehicle_form: vehicleForm } };
addTexts(vehicleFormTexts);
