// The Arabic texts the server sends about price lists, price changes, variants, images and
// recommendations (issue 30). The screens show them as the server's message.

export const pricingMessages = {
  priceListNotFound: 'قائمة الأسعار غير موجودة',
  priceListCreated: 'تم إنشاء قائمة الأسعار بنجاح',
  priceListUpdated: 'تم تحديث قائمة الأسعار بنجاح',
  priceListDeleted: 'تم حذف قائمة الأسعار بنجاح',
  priceListDuplicate: 'توجد قائمة أسعار بنفس الاسم',
  /** {ids} lists the shop ids that do not exist. */
  priceListStoresUnknown: 'بعض المتاجر المحددة غير موجودة: {ids}',
  /** {ids} lists the product ids that do not exist. */
  priceListProductsUnknown: 'بعض المنتجات المحددة غير موجودة: {ids}',
  priceListCategoryUnknown: 'الفئة المحددة غير موجودة',
  pricesPreviewed: 'معاينة الأسعار الجديدة، لم يتم حفظ أي تغيير',
  /** {count} is the number of products whose price changed. */
  pricesChanged: 'تم تغيير أسعار {count} من المنتجات',
  /** {name} is the product whose price would fall to zero or below. */
  bulkPriceNotPositive: 'السعر الجديد للمنتج {name} يجب أن يكون أكبر من صفر',
  bulkNoProducts: 'لا توجد منتجات مطابقة للتحديد',
  /** {name} is the product whose SYP price, moved with the EUR price, a money column cannot hold. */
  bulkSypTooLarge: 'السعر بالليرة السورية للمنتج {name} سيتجاوز الحد المسموح بعد هذا التغيير، يرجى تعديله يدوياً أولاً',
  bulkProductsUnknown: 'بعض المنتجات المحددة غير موجودة، لم يتم تغيير أي سعر',
  variantNotFound: 'المتغير غير موجود',
  variantCreated: 'تم إضافة المتغير بنجاح',
  variantUpdated: 'تم تحديث المتغير بنجاح',
  variantDeleted: 'تم حذف المتغير بنجاح',
  variantDuplicate: 'يوجد متغير بنفس الرمز أو الاسم',
  variantNotOfProduct: 'المتغير المحدد لا يخص هذا المنتج',
  variantInactive: 'المتغير المحدد غير نشط',
  variantInOpenOrders: 'لا يمكن حذف المتغير لأنه في طلبات لم تُسلَّم بعد، ويمكن جعله غير نشط بدلاً من ذلك',
  /** {shops}: the shops whose standing orders name the variant, comma-separated. */
  variantInStandingOrders: 'لا يمكن إيقاف المتغير أو حذفه لأن الطلبات الدائمة لهذه المتاجر تطلبه: {shops}. عدّل طلباتها الدائمة أولاً',
  /** {name} is the product: it has variants, and a line must name one of them. */
  variantRequired: 'يرجى اختيار الحجم أو الوزن للمنتج {name}',
  imageNotFound: 'الصورة غير موجودة',
  imagesAdded: 'تمت إضافة الصور بنجاح',
  imageDeleted: 'تم حذف الصورة بنجاح',
  imagesReordered: 'تم حفظ ترتيب الصور',
  imagesOrderMismatch: 'يجب أن يذكر الترتيب كل صور المنتج مرة واحدة',
  /** {max} is the largest number of images a product keeps. */
  imagesTooMany: 'لا يمكن أن يتجاوز عدد صور المنتج {max} صورة',
  imagesMissing: 'يرجى اختيار صورة واحدة على الأقل',
  // Why there are no reviews: the README's "Pricing" part says the same.
  reviewsNone:
    'لا توجد تقييمات للمنتجات: المخبز يبيع للمتاجر لا للمستهلكين، ولا يوجد مصدر للتقييمات في هذا النظام',
  /** GET /stores/{id}/prices of a shop that does not exist. */
  storeNotFound: 'المتجر غير موجود',
} as const;

export const pricingValidation = {
  priceListNameRequired: 'اسم قائمة الأسعار مطلوب',
  priceListStoresRequired: 'يرجى اختيار متجر واحد على الأقل',
  priceListStoresMax: 'لا يمكن أن تشمل القائمة أكثر من 500 متجر',
  priceListRulesRequired: 'يرجى إضافة سعر أو خصم واحد على الأقل',
  priceListRulesMax: 'لا يمكن أن تشمل القائمة أكثر من 500 قاعدة',
  ruleTargetOne: 'حدد منتجاً أو فئة لكل قاعدة، وليس الاثنين',
  ruleAmountOne: 'حدد سعراً أو نسبة خصم لكل قاعدة، وليس الاثنين',
  ruleDuplicate: 'المنتج أو الفئة مذكور أكثر من مرة في القائمة',
  rulePriceInvalid: 'السعر يجب أن يكون أكبر من صفر وبسنتات كاملة',
  ruleDiscountInvalid: 'نسبة الخصم يجب أن تكون أكبر من 0 وأقل من 100',
  validUntilBeforeFrom: 'تاريخ الانتهاء يجب أن يكون بعد تاريخ البدء أو مساوياً له',
  bulkTargetOne: 'حدد المنتجات أو الفئة، وليس الاثنين',
  bulkChangeOne: 'حدد نسبة مئوية أو مبلغاً، وليس الاثنين',
  bulkPercentInvalid: 'النسبة يجب أن تكون بين -90 و1000 ولا تساوي صفراً',
  bulkAmountInvalid: 'المبلغ يجب ألا يساوي صفراً وبسنتات كاملة',
  bulkFromPast: 'تاريخ السريان لا يمكن أن يكون قبل اليوم',
  variantNameRequired: 'اسم المتغير مطلوب',
  variantCodeInvalid: 'رمز المتغير يجب أن يتكون من أحرف لاتينية وأرقام وشرطات فقط',
  variantPriceInvalid: 'سعر المتغير يجب أن يكون أكبر من صفر وبسنتات كاملة',
  variantStockInvalid: 'الكمية في المخزون يجب أن تكون عدداً صحيحاً غير سالب',
  variantWeightInvalid: 'الوزن يجب أن يكون أكبر من صفر',
  imageIdsRequired: 'يرجى ذكر الصور بالترتيب المطلوب',
  limitInvalid: 'العدد يجب أن يكون بين 1 و50',
} as const;
