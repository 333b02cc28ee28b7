// The Arabic texts the server sends about the day's distribution schedule (spec 001 section 8, and the
// rules issue 16 decided). The screens show the same words.

export const scheduleMessages = {
  fetchFailed: 'فشل في جلب جداول التوزيع',
  generateFailed: 'فشل في إنشاء جداول التوزيع',
  generated: 'تم إنشاء جداول التوزيع بنجاح',
  refreshed: 'تم تحديث البيانات بنجاح',
  empty: 'لا توجد جداول توزيع',
  noResults: 'لا توجد نتائج',
  scheduleDateRequired: 'تاريخ الجدول مطلوب',
  /** {min} the first order's date, {max} a year from today. */
  scheduleDateRange: 'تاريخ الجدول يجب أن يكون بين {min} و{max}',
  noOrdersToSchedule: 'لا توجد طلبات مؤكدة أو قيد التوزيع بتاريخ التسليم هذا',
  dayChangedWhilePlanning: 'تغيّرت طلبات هذا اليوم أو زياراته أثناء التخطيط عدة مرات، يرجى إعادة إنشاء الجدول',
  visitNotFound: 'لم يتم العثور على الزيارة',
  visitStatusUpdated: 'تم تحديث حالة الزيارة بنجاح',
  visitStatusInvalid: 'حالة الزيارة غير صحيحة',
  /** {from} and {to} are the statuses' Arabic names. */
  visitMoveRefused: 'لا يمكن نقل الزيارة من حالة "{from}" إلى حالة "{to}"',
  delayReasonRequired: 'سبب التأخير مطلوب',
  visitMoved: 'تم نقل الزيارة بنجاح',
  visitStartedNoMove: 'لا يمكن نقل زيارة بدأت أو اكتملت',
  visitPositionInvalid: 'ترتيب الزيارة غير صحيح',
  targetHasShop: 'لدى هذا الموزع زيارة لهذا المتجر في اليوم نفسه',
  distributorInvalid: 'يجب اختيار موزع نشط',
  delivered: 'تم تسليم الطلبات بنجاح',
  visitAlreadyCompleted: 'تم تسليم هذه الزيارة من قبل',
  receiverRequired: 'اسم المستلم مطلوب',
  signatureRequired: 'توقيع المستلم مطلوب',
  signatureInvalid: 'التوقيع يجب أن يكون صورة PNG أو JPEG أو WebP',
  signatureTooLarge: 'حجم صورة التوقيع كبير جداً (الحد الأقصى 2 ميغابايت)',
  cashInvalid: 'المبلغ المحصّل يجب أن يكون أكبر من صفر',
  /** {remaining} what the visit's orders still owe, EUR. */
  cashTooLarge: 'المبلغ المحصّل يزيد على المتبقي من طلبات الزيارة ({remaining} €)',
  cashNotAllowed: 'لا يحق لك تسجيل المبالغ المحصّلة',
  noRouteInProgress: 'لا توجد جولة توزيع جارية',
  positionSaved: 'تم تحديث الموقع',
  sharingStopped: 'تم إيقاف مشاركة الموقع',
} as const;

/** The visit statuses' Arabic names (spec 001 section 4). */
export const visitStatusNames = {
  scheduled: 'مجدولة',
  in_progress: 'قيد التنفيذ',
  completed: 'مكتملة',
  delayed: 'متأخرة',
} as const;
