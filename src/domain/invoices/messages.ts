// The Arabic texts the server sends about invoices and credit notes (issue 29). The documents themselves
// (PDF, UBL) are in the shop's language, French or Dutch: see ./documentTexts.ts.

export const invoiceErrors = {
  invoiceNotFound: 'الفاتورة غير موجودة',
  creditNoteNotFound: 'الإشعار الدائن غير موجود',
  invoiceIssued: 'تم إصدار الفاتورة {number}',
  creditNoteIssued: 'تم إصدار الإشعار الدائن {number}',
  invoiceImmutable: 'لا يمكن تعديل فاتورة صادرة أو حذفها، صحّحها بإشعار دائن',
  creditNoteImmutable: 'لا يمكن تعديل إشعار دائن صادر أو حذفه',
  nothingToInvoice: 'لا توجد طلبات مسلّمة غير مفوترة لهذا المتجر في هذه الفترة',
  storeNotFound: 'المتجر المحدد غير موجود',
  /** {missing} lists what the shop lacks, joined by "، ". */
  storeNotInvoiceable: 'لا يمكن فوترة هذا المتجر، ينقصه: {missing}',
  /** {missing} lists what the bakery's settings lack. */
  bakeryNotInvoiceable: 'لا يمكن إصدار فاتورة قبل إكمال بيانات المخبز في الإعدادات: {missing}',
  missingEnterpriseNumber: 'رقم المؤسسة (KBO/BCE)',
  missingVatNumber: 'رقم ضريبة القيمة المضافة',
  missingLanguage: 'لغة الفاتورة (متاجر بروكسل تختار الفرنسية أو الهولندية)',
  missingIban: 'رقم الحساب المصرفي IBAN',
  missingLegalName: 'الاسم القانوني للمخبز',
  missingAddress: 'عنوان المخبز',
  invoiceFullyCredited: 'هذه الفاتورة دائنة بالكامل، لا يبقى ما يمكن إرجاعه',
  /** {product} is the product id. */
  creditProductNotOnInvoice: 'المنتج {product} غير موجود في هذه الفاتورة',
  /** {product}, {left}: the product id and the quantity still creditable. */
  creditQuantityTooLarge: 'الكمية المطلوب إرجاعها من المنتج {product} أكبر من المتبقي في الفاتورة ({left})',
  paymentAmountInvalid: 'مبلغ الدفعة يجب أن يكون أكبر من صفر',
  invoiceCredited: 'هذه الفاتورة دائنة بالكامل ولا تقبل دفعات',
  exportRangeTooLong: 'فترة التصدير لا تتجاوز 366 يوماً',
} as const;

export const invoiceValidation = {
  enterpriseNumberInvalid: 'رقم المؤسسة غير صحيح: عشرة أرقام تبدأ بـ 0 أو 1 وآخر رقمين للتحقق (mod 97)، مثل 0403.170.701',
  vatNumberInvalid: 'رقم ضريبة القيمة المضافة غير صحيح: BE ثم رقم المؤسسة، مثل BE0403170701',
  vatNumberMismatch: 'رقم ضريبة القيمة المضافة يجب أن يطابق رقم المؤسسة',
  ibanInvalid: 'رقم IBAN غير صحيح (خانات التحقق لا تطابق)',
  bicInvalid: 'رمز BIC غير صحيح، مثل GEBABEBB',
  vatRateInvalid: 'نسبة الضريبة يجب أن تكون 0 أو 6 أو 12 أو 21',
  invoiceLanguageInvalid: 'لغة الفاتورة يجب أن تكون الفرنسية (fr) أو الهولندية (nl)',
  invoiceRhythmInvalid: 'وتيرة الفوترة يجب أن تكون لكل توصيل أو أسبوعية أو شهرية',
  storeIdRequired: 'اختر المتجر',
  invoiceIdRequired: 'اختر الفاتورة',
  creditReasonRequired: 'سبب الإشعار الدائن مطلوب',
  creditLinesEmpty: 'أضف منتجاً واحداً على الأقل أو اترك الأسطر فارغة لإرجاع الفاتورة كلها',
  creditLineDuplicate: 'هذا المنتج مذكور أكثر من مرة',
  quantityInvalid: 'الكمية يجب أن تكون عدداً صحيحاً موجباً',
  periodOrder: 'بداية الفترة يجب ألا تتجاوز نهايتها',
} as const;
