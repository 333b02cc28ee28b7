// The Arabic texts the server sends about returns taken back at a delivery (issue 29).

export const returnErrors = {
  orderNotFound: 'لم يتم العثور على الطلب',
  notYourDelivery: 'يمكنك تسجيل المرتجعات على توصيلاتك فقط',
  /** {status} the order's status in Arabic. */
  orderNotDelivered: 'لا يمكن تسجيل مرتجع على طلب حالته «{status}»، يجب أن يكون قيد التوصيل أو مُسلَّماً',
  /** {product} its name. */
  productNotInOrder: 'المنتج «{product}» ليس في هذا الطلب',
  productNotInOrderId: 'المنتج المختار ليس في هذا الطلب',
  /** {product}, {max} what may still be returned. */
  quantityTooLarge: 'كمية «{product}» المرتجعة أكبر من المُسلَّمة: يمكن إرجاع {max} على الأكثر',
  duplicateProduct: 'المنتج مكرر في المرتجع، اجمع الكميات في سطر واحد',
  linesRequired: 'أضف منتجاً واحداً على الأقل إلى المرتجع',
  quantityInvalid: 'الكمية يجب أن تكون عدداً صحيحاً أكبر من صفر',
  reasonInvalid: 'سبب الإرجاع يجب أن يكون: غير مباع أو تالف أو منتج خاطئ',
  returnNotFound: 'لم يتم العثور على المرتجع',
  alreadyApproved: 'تمت الموافقة على هذا المرتجع من قبل',
  returnRecorded: 'تم تسجيل المرتجع، وهو بانتظار موافقة الإدارة',
  returnApproved: 'تمت الموافقة على المرتجع',
  returnApprovedCredited: 'تمت الموافقة على المرتجع وإصدار إشعار دائن',
  returnApprovedWaiting: 'تمت الموافقة على المرتجع، وسيُصدر الإشعار الدائن عند فوترة الطلب',
  noteTooLong: 'الملاحظة طويلة جداً (500 حرف على الأكثر)',
} as const;
