// The Arabic texts the server sends about bank statements (CAMT.053, CODA) and their matching (issue 29).
// The screens show the same words.

export const statementErrors = {
  fileMissing: 'يرجى إرفاق ملف كشف الحساب البنكي',
  /** {max} the limit in MB. */
  fileTooLarge: 'ملف كشف الحساب أكبر من الحد المسموح ({max} ميغابايت)',
  fileEmpty: 'ملف كشف الحساب فارغ',
  unknownFormat: 'صيغة الملف غير معروفة: يُقبل كشف CAMT.053 (XML) أو CODA فقط',
  doctypeRefused: 'الملف يحتوي على تعريف DOCTYPE أو ENTITY، وهذا غير مقبول في كشف الحساب لأسباب أمنية',
  /** {detail} one of the xml* kinds below, {line} the line number. */
  xmlMalformed: 'ملف XML غير سليم في السطر {line}: {detail}',
  xmlUnreadable: 'ملف XML غير سليم: بنيته غير صالحة',
  xmlTag: 'وسم غير صالح أو غير مغلق أو غير مطابق',
  xmlAttribute: 'خاصية غير صالحة في أحد الوسوم',
  xmlCharacter: 'رمز غير مسموح به',
  xmlStructure: 'بنية غير صالحة',
  notCamt053: 'ملف XML ليس كشف حساب CAMT.053 (العنصر BkToCstmrStmt غير موجود)',
  noStatement: 'لا يحتوي الملف على أي كشف (Stmt)',
  /** {entry} the entry's position, {field} what is missing or wrong. */
  camtEntryInvalid: 'القيد رقم {entry} في الكشف غير صالح: {field}',
  /** {line} the line number, {length} its length. */
  codaLineLength: 'السطر {line} من ملف CODA طوله {length} حرفاً، والمطلوب 128 حرفاً',
  /** {line} the line number, {type} the record type found. */
  codaRecordUnknown: 'السطر {line} من ملف CODA يحمل نوع سجل غير معروف ({type})',
  codaNoHeader: 'ملف CODA لا يبدأ بسجل الترويسة (النوع 0)',
  codaNoTrailer: 'ملف CODA لا ينتهي بسجل الختام (النوع 9)',
  /** {line} the line number, {field} what is wrong. */
  codaFieldInvalid: 'السطر {line} من ملف CODA: {field} غير صالح',
  /** {expected} the trailer's count, {found} the records read. */
  codaCountMismatch: 'عدد السجلات في ختام ملف CODA ({expected}) لا يطابق عدد السجلات الموجودة ({found})',
  /** {expected} the trailer's credit total, {found} the sum of the credit movements. */
  codaCreditMismatch: 'مجموع الإيداعات في ختام ملف CODA ({expected}) لا يطابق مجموع الحركات ({found})',
  /** {line} the globalised movement's line, {expected} its amount, {found} the sum of its detail records. */
  codaGlobalisedMismatch: 'الحركة المجمّعة في السطر {line} من ملف CODA مبلغها {expected} ومجموع تفاصيلها {found}، ولا يتطابقان',
  fieldAmount: 'المبلغ',
  fieldDate: 'التاريخ',
  fieldSign: 'إشارة الحركة',
  fieldCurrency: 'العملة',
  fieldReference: 'مرجع البنك',
  statementNotFound: 'لم يتم العثور على كشف الحساب',
  lineNotFound: 'لم يتم العثور على سطر الكشف',
  lineAlreadyMatched: 'هذا السطر مطابق لفاتورة بالفعل',
  lineNotCredit: 'لا يمكن مطابقة سطر بعملة غير اليورو',
  invoiceNotFound: 'لم يتم العثور على الفاتورة',
  statementImported: 'تم استيراد كشف الحساب',
  statementAlreadyImported: 'تم استيراد هذا الكشف من قبل، ولم يُسجَّل أي شيء مرة ثانية',
  lineMatched: 'تمت مطابقة السطر وتسجيل الدفعة',
} as const;
