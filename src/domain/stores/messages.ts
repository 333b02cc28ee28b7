// The Arabic texts the server sends about shops (spec 001): refusals, confirmations and field messages.
// src/domain/messages re-exports them in `errors` and `validation`, where the screens read them too
// (bakery.errors.*, bakery.validation.*).

export const storeErrors = {
  storeNotFound: 'المتجر المحدد غير موجود',
  storeCreated: 'تم إنشاء المتجر بنجاح',
  storeUpdated: 'تم تحديث المتجر بنجاح',
  storeDeleted: 'تم حذف المتجر بنجاح',
  storeActivated: 'تم تفعيل المتجر بنجاح',
  storeDeactivated: 'تم إلغاء تفعيل المتجر بنجاح',
  storeStatusChanged: 'تم تغيير حالة المتجر بنجاح',
  storesReordered: 'تم تحديث ترتيب المتاجر بنجاح',
  storeHasOrders: 'لا يمكن حذف المتجر لوجود طلبات مرتبطة به، يمكنك إلغاء تفعيله بدلاً من ذلك',
  /** {reason} is one of the geocode* reasons below or the provider's own status. */
  geocodeFailed: 'فشل في تحديد الموقع من العنوان: {reason}',
  geocodeNotFound: 'لم يتم العثور على الموقع',
  geocodeUnreachable: 'تعذر الاتصال بخدمة تحديد المواقع',
  geocodeTimeout: 'انتهت مهلة الاتصال بخدمة تحديد المواقع',
  geocodeNotConfigured: 'لم يتم إعداد خدمة تحديد المواقع',
  /** {status} is the provider's HTTP status or error code. */
  geocodeProviderError: 'خدمة تحديد المواقع أعادت خطأ ({status})',
} as const;

export const storeValidation = {
  storeNameRequired: 'اسم المتجر مطلوب',
  storeNameMin: 'اسم المتجر يجب أن يكون حرفين على الأقل',
  storeAddressRequired: 'العنوان مطلوب',
  storeAddressEditRequired: 'عنوان المتجر مطلوب',
  storeAddressMin: 'العنوان يجب أن يكون 10 أحرف على الأقل',
  coordinatesInvalid: 'إحداثيات غير صحيحة - تأكد من صحة خط العرض والطول',
  coordinatesBoth: 'يجب إدخال خط العرض وخط الطول',
  receivingTimeInvalid: 'وقت الاستلام غير صحيح، استخدم الصيغة HH:MM',
  receivingWindowOrder: 'بداية وقت الاستلام يجب أن تسبق نهايته',
  creditLimitPositive: 'الحد الائتماني يجب أن يكون رقم موجب',
  discountRateRange: 'نسبة الخصم يجب أن تكون بين 0 و100',
  displayOrderInvalid: 'ترتيب العرض يجب أن يكون عدداً صحيحاً موجباً',
  radiusInvalid: 'نصف القطر يجب أن يكون أكبر من 0 ولا يتجاوز 500 كم',
  geocodeAddressMin: 'العنوان يجب أن يكون 3 أحرف على الأقل',
} as const;
