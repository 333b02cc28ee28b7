import { authErrors } from '../auth/messages';
import { orderErrors } from '../orders/messages';
import { productErrors } from '../products/messages';
import { storeErrors } from '../stores/messages';

// What the API answers when it refuses or fails, in Arabic. The screens show the same texts
// (src/i18n/ar/index.ts serves them as bakery.errors.*), so an API client reads the words staff see.

export const errors = {
  notSignedIn: 'يجب تسجيل الدخول أولاً',
  sessionExpired: 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى',
  forbidden: 'غير مصرح لك بالوصول إلى هذه البيانات',
  notFound: 'البيانات المطلوبة غير موجودة',
  routeNotFound: 'المسار المطلوب غير موجود',
  invalidData: 'البيانات المدخلة غير صحيحة',
  conflict: 'تعارض مع بيانات موجودة',
  serverError: 'خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً',
  tooManyRequests: 'طلبات كثيرة، يرجى الانتظار قليلاً',
  invalidLogin: 'بيانات تسجيل الدخول غير صحيحة',
  accountInactive: 'الحساب غير مفعّل، يرجى التواصل مع مدير النظام',
  accountSuspended: 'الحساب موقوف، يرجى التواصل مع مدير النظام',
  /** {time} is mm:ss */
  accountLocked: 'الحساب مقفل مؤقتاً، يرجى الانتظار {time}',
  /** {time} is mm:ss: too many failed sign-ins from one address across accounts */
  sourceLocked: 'محاولات دخول فاشلة كثيرة من هذا الجهاز، يرجى الانتظار {time}',
  /** {time} is mm:ss: too many wrong current passwords on change-password */
  passwordChecksLocked: 'محاولات خاطئة كثيرة لكلمة المرور الحالية، يرجى الانتظار {time}',
  wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة',
  passwordChanged: 'تم تغيير كلمة المرور بنجاح، يرجى تسجيل الدخول مجدداً على الأجهزة الأخرى',
  loggedOut: 'تم تسجيل الخروج بنجاح',
  loggedIn: 'تم تسجيل الدخول بنجاح',
  sessionRefreshed: 'تم تجديد الجلسة بنجاح',
  sessionRevoked: 'تم إنهاء الجلسة',
  sessionsRevoked: 'تم إنهاء جميع الجلسات الأخرى',
  sessionNotFound: 'الجلسة غير موجودة',
  profileUpdated: 'تم تحديث الملف الشخصي بنجاح',
  emailTaken: 'البريد الإلكتروني مستخدم من قبل',
  emailAvailable: 'البريد الإلكتروني متاح',
  usernameTaken: 'اسم المستخدم مستخدم من قبل',
  loginAttemptsCleared: 'تم مسح سجل محاولات الدخول',
  userNotFound: 'الموظف غير موجود',
  vehicleNotFound: 'لم يتم العثور على المركبة',
  invalidId: 'المعرف غير صحيح',
  settingsSaved: 'تم حفظ إعدادات النظام بنجاح',
  databaseDown: 'قاعدة البيانات غير متاحة',
  notificationNotFound: 'الإشعار غير موجود',
  fileNotFound: 'الملف غير موجود',
  crossSiteRefused: 'تم رفض الطلب لأنه صادر من موقع آخر',
  contentTypeRefused: 'نوع محتوى الطلب غير مقبول، يجب إرسال البيانات بصيغة JSON',
  // Hostile input (issue 12): what the input guard and Fastify's own client errors answer.
  textHasControlChars: 'النص يحتوي على رموز غير مسموحة',
  bodyNotObject: 'صيغة البيانات المرسلة غير صحيحة، يجب إرسال الحقول المطلوبة',
  payloadTooLarge: 'حجم البيانات المرسلة كبير جداً',
  uriTooLong: 'عنوان الطلب طويل جداً',
  // Node's own refusals, before any route (issue 23).
  headersTooLarge: 'ترويسات الطلب كبيرة جداً',
  requestMalformed: 'صيغة الطلب غير صحيحة ولا يمكن قراءته',
  requestTimeout: 'انتهت مهلة استلام الطلب، يرجى المحاولة مرة أخرى',
  methodNotAllowed: 'طريقة الطلب غير مسموحة لهذا المسار',
  unsupportedMediaType: 'نوع محتوى الطلب غير مدعوم',
  /** {max} is the largest amount a money column holds, in EUR. */
  amountTooLarge: 'المبلغ المحسوب يتجاوز الحد المسموح ({max})',
  urlNotPublic: 'لا يمكن أن يشير الرابط إلى عنوان داخلي أو محلي',
  // The entities' own texts live in their modules (src/domain/<entity>/messages.ts).
  ...storeErrors,
  ...productErrors,
  ...orderErrors,
  ...authErrors,
} as const;
