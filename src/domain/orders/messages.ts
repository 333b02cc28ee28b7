// The Arabic texts the server sends about orders and their payments (issue 6): refusals, confirmations
// and field messages. src/domain/messages re-exports them in `errors` and `validation`, where the
// screens read them too (bakery.errors.*, bakery.validation.*).

export const orderErrors = {
  orderNotFound: 'الطلب غير موجود',
  orderCreated: 'تم إنشاء الطلب بنجاح',
  orderUpdated: 'تم تحديث الطلب بنجاح',
  orderDeleted: 'تم حذف الطلب بنجاح',
  orderStatusUpdated: 'تم تحديث حالة الطلب بنجاح',
  orderPaymentRecorded: 'تم تسجيل الدفعة بنجاح',
  orderDistributorAssigned: 'تم تعيين الموزع بنجاح',
  orderDistributorUnassigned: 'تم إلغاء تعيين الموزع بنجاح',
  orderVersionConflict: 'تم تعديل هذا الطلب من قبل مستخدم آخر. يرجى إعادة تحميل الطلب ثم المحاولة مرة أخرى.',
  /** {from} and {to} are the Arabic names of the statuses. */
  orderMoveRefused: 'لا يمكن نقل الطلب من حالة "{from}" إلى حالة "{to}"',
  /** {status} is the Arabic name of the order's status. */
  orderNotEditable: 'لا يمكن تعديل محتوى الطلب في حالة "{status}"، يمكن التعديل في حالتي المسودة والمؤكد فقط',
  orderNotDeletable: 'لا يمكن حذف الطلب في حالته الحالية',
  orderCancelledNoPayment: 'لا يمكن تسجيل دفعة على طلب ملغي',
  orderDistributorCashOnly: 'يسجّل الموزع الدفعات النقدية فقط',
  orderHasPayments: 'لا يمكن حذف طلب سُجّلت عليه دفعات، يمكنك إلغاؤه بدلاً من ذلك',
  /** {paid} is the amount already paid, in EUR. */
  orderTotalBelowPaid: 'لا يمكن أن يصبح إجمالي الطلب أقل من المبلغ المدفوع ({paid} €)',
  /** {limit} is the shop's credit limit, {over} how far the order would take it above, both in EUR. */
  orderCreditExceeded: 'يتجاوز هذا الطلب حد الائتمان للمتجر ({limit} €) بمبلغ {over} €',
  /** Added to orderCreditExceeded for an admin or manager, who may confirm the order anyway. */
  orderCreditOverrideHint: 'للتأكيد رغم ذلك اكتب سبب تجاوز الحد',
  idempotencyKeyReused: 'مفتاح عدم التكرار مستخدم لدفعة طلب آخر',
  idempotencyKeyOtherBody:
    'سبق إرسال هذا الطلب ببيانات مختلفة. حدّث الصفحة وتحقق مما حُفظ قبل المحاولة من جديد',
  /** {status} is the Arabic name of the shop's status. */
  orderStoreInactive: 'لا يمكن إنشاء طلب لمتجر في حالة "{status}"',
  /** {name} is the product's name. */
  orderProductInactive: 'المنتج "{name}" غير نشط ولا يمكن طلبه',
  /** {name} is the product's name. */
  orderProductArchived: 'المنتج "{name}" مؤرشف ولا يمكن طلبه',
  /** {list} names each product with its requested and available amounts (orderShortageLine, joined). */
  orderStockShort: 'الكمية المطلوبة غير متوفرة في المخزون: {list}',
  /** {name}, {requested}, {available}: one product of orderStockShort. */
  orderShortageLine: '{name} (المطلوب {requested}، المتوفر {available})',
  orderDistributorInvalid: 'يجب اختيار مستخدم نشط بدور موزع',
  /** {number} is the order number. */
  orderStockReason: 'الطلب {number}',
  /** {number} is the order number. */
  orderStockReturnReason: 'إرجاع إلى المخزون من الطلب {number}',
} as const;

export const orderValidation = {
  orderStoreRequired: 'يرجى اختيار المتجر',
  orderItemsRequired: 'يرجى إضافة منتج واحد على الأقل',
  /** {max} is the largest number of lines one order may hold. */
  orderItemsMax: 'لا يمكن أن يحتوي الطلب على أكثر من {max} منتج',
  orderProductRequired: 'يرجى اختيار منتج',
  orderQuantityPositive: 'يجب أن تكون الكمية أكبر من الصفر',
  orderQuantityInteger: 'الكمية يجب أن تكون عدداً صحيحاً',
  orderQuantityTooLarge: 'الكمية كبيرة جداً',
  orderDiscountInvalid: 'الخصم يجب أن يكون مبلغاً غير سالب',
  /** {max} is quantity x unit price of the line, in EUR. */
  orderDiscountTooLarge: 'الخصم لا يمكن أن يتجاوز قيمة السطر ({max} €)',
  orderGiftInvalid: 'كمية الهدية يجب أن تكون عدداً صحيحاً غير سالب',
  orderDuplicateProduct: 'هذا المنتج موجود في سطر آخر من الطلب، يرجى تعديل كمية ذلك السطر بدلاً من تكراره',
  orderLineUnknown: 'هذا السطر لا ينتمي إلى هذا الطلب',
  orderLineRepeated: 'هذا السطر مكرر في قائمة المنتجات',
  orderCurrencyInvalid: 'العملة يجب أن تكون EUR أو SYP',
  orderStatusInvalid: 'حالة الطلب غير صحيحة',
  deliveryBeforeOrder: 'تاريخ التسليم لا يمكن أن يسبق تاريخ الطلب',
  orderVersionRequired: 'رقم نسخة الطلب مطلوب، يرجى إعادة تحميل الطلب',
  orderDistributorRequired: 'يرجى اختيار الموزع',
  paymentAmountPositive: 'مبلغ الدفعة يجب أن يكون أكبر من صفر',
  paymentAmountCents: 'مبلغ الدفعة يجب ألا يتجاوز منزلتين عشريتين',
  /** {remaining} is what is left to pay, in EUR. */
  paymentAmountTooLarge: 'مبلغ الدفعة يتجاوز المبلغ المتبقي ({remaining} €)',
  paymentMethodInvalid: 'طريقة الدفع غير صحيحة',
  paymentDateFuture: 'تاريخ الدفعة لا يمكن أن يكون في المستقبل',
  paymentDateTooOld: 'تاريخ الدفعة يجب أن يكون خلال آخر 31 يوماً',
  paymentBackdateReasonRequired: 'اذكر سبب تسجيل دفعة بتاريخ أقدم من 31 يوماً',
  idempotencyKeyInvalid: 'مفتاح عدم التكرار غير صالح',
} as const;
