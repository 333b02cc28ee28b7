import { orderValidation } from '../orders/messages';
import { productValidation } from '../products/messages';
import { storeValidation } from '../stores/messages';

// Field-level messages of the shared zod schemas: the server answers them in `errors[].message`
// and the forms show them beside their fields (bakery.validation.*).

export const validation = {
  required: 'هذا الحقل مطلوب',
  loginIdentifierRequired: 'يرجى إدخال البريد الإلكتروني أو اسم المستخدم',
  loginPasswordRequired: 'يرجى إدخال كلمة المرور',
  currentPasswordRequired: 'يرجى إدخال كلمة المرور الحالية',
  passwordMin: 'كلمة المرور يجب أن تكون 8 أحرف على الأقل',
  passwordComplexity: 'كلمة المرور يجب أن تحتوي على حرف صغير وحرف كبير ورقم',
  passwordConfirmRequired: 'يرجى تأكيد كلمة المرور',
  passwordMismatch: 'كلمتا المرور غير متطابقتين',
  passwordSameAsOld: 'كلمة المرور الجديدة يجب أن تختلف عن الحالية',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  emailRequired: 'البريد الإلكتروني مطلوب',
  fullNameMin: 'الاسم الكامل يجب أن يكون حرفين على الأقل',
  phoneRequired: 'رقم الهاتف مطلوب',
  phoneInvalid: 'رقم الهاتف غير صحيح',
  tooLong: 'النص طويل جداً',
  pageInvalid: 'رقم الصفحة يجب أن يكون عدداً صحيحاً موجباً',
  limitInvalid: 'عدد العناصر في الصفحة يجب أن يكون بين 1 و{max}',
  sortOrderInvalid: 'اتجاه الترتيب يجب أن يكون ASC أو DESC',
  sortByInvalid: 'لا يمكن الترتيب حسب هذا الحقل',
  dateInvalid: 'التاريخ غير صحيح',
  hostInvalid: 'اسم الموقع غير صحيح، مثال: example.org',
  linkNotAllowed: 'الرابط يجب أن يكون مساراً داخل التطبيق (يبدأ بـ /) أو رابط https لموقع من المواقع المسموح بها في الإعدادات',
  /** {min} and {max} are years. */
  dateOutOfRange: 'التاريخ يجب أن يكون بين عام {min} وعام {max}',
  moneyCents: 'المبلغ يكون بمنزلتين عشريتين على الأكثر (سنت واحد)',
  idInvalid: 'المعرف يجب أن يكون عدداً صحيحاً موجباً',
  valueNotAllowed: 'القيمة غير مسموحة',
  booleanInvalid: 'القيمة يجب أن تكون true أو false',
  numberInvalid: 'يجب إدخال رقم صحيح',
  // An amount typed the Belgian way (src/domain/schemas/amountText.ts).
  amountNotNumber: 'اكتب مبلغاً بالأرقام، مثل 1.500,75',
  amountAmbiguous: 'المبلغ غير واضح: الفاصلة للكسور والنقطة أو المسافة لكل ثلاثة أرقام، مثل 1.500,75 أو 12,5',
  sessionTimeoutRange: 'مدة الجلسة يجب أن تكون بين 300 و86400 ثانية',
  expenseMaxRange: 'الحد الأقصى للمصروف يجب أن يكون أكبر من صفر، بمنزلتين عشريتين على الأكثر',
  standingReturnShareRange: 'نسبة المرتجعات غير المباعة يجب أن تكون عدداً صحيحاً من 1 إلى 100 (بالمئة)',
  backupKeepRange: 'عدد النسخ الاحتياطية المحفوظة يجب أن يكون عدداً صحيحاً من 1 إلى 365',
  deliveryDelayRange: 'مدة التأخير قبل التنبيه يجب أن تكون عدداً صحيحاً من الدقائق بين 5 و720',
  logsDaysRange: 'عدد الأيام يجب أن يكون عدداً صحيحاً من 1 إلى 3650',
  exchangeRatePositive: 'سعر الصرف يجب أن يكون رقماً موجباً',
  dateRangeInvalid: 'تاريخ البداية يجب أن يسبق تاريخ النهاية',
  exportFormatInvalid: 'صيغة التصدير يجب أن تكون csv أو json',
  // zod's own issues, when a schema names no message of its own (see src/domain/schemas/zodErrors.ts).
  typeInvalid: 'نوع القيمة غير صحيح',
  textInvalid: 'يجب إدخال نص',
  listInvalid: 'يجب إرسال قائمة من القيم',
  tooSmall: 'القيمة أصغر من المسموح',
  tooBig: 'القيمة أكبر من المسموح',
  tooShort: 'النص قصير جداً',
  listTooShort: 'عدد العناصر أقل من المسموح',
  listTooLong: 'عدد العناصر أكثر من المسموح',
  /** {max} is the largest exchange rate accepted. */
  exchangeRateRange: 'سعر الصرف يجب أن يكون أكبر من صفر ولا يتجاوز {max} ليرة لليورو، بمنزلتين عشريتين على الأكثر',
  urlInvalid: 'الرابط غير صحيح، يجب أن يكون عنوان ويب كاملاً',
  portInvalid: 'رقم المنفذ يجب أن يكون عدداً صحيحاً بين 1 و65535',
  /** {max}: the longest search the settings allow, in seconds. */
  routePlanSecondsRange: 'مدة تخطيط المسارات يجب أن تكون عدداً صحيحاً من الثواني بين 1 و{max}',
  // The entities' own texts live in their modules (src/domain/<entity>/messages.ts).
  ...storeValidation,
  ...productValidation,
  ...orderValidation,
} as const;
