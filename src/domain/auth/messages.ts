// The Arabic texts the server sends about the own account's security: two-factor sign-in, backup codes,
// the session length and the profile picture (issue 14). The screens read them too.

export const authErrors = {
  twoFactorRequired: 'أدخل رمز التحقق من تطبيق المصادقة',
  twoFactorCodeInvalid: 'رمز التحقق غير صحيح',
  twoFactorCodeRequired: 'يرجى إدخال رمز التحقق',
  /** {time} is mm:ss: too many wrong codes while setting two-factor up */
  twoFactorChecksLocked: 'محاولات خاطئة كثيرة لرمز التحقق، يرجى الانتظار {time}',
  twoFactorSetupStarted: 'امسح رمز QR بتطبيق المصادقة ثم أدخل الرمز الظاهر فيه',
  twoFactorEnabled: 'تم تفعيل التحقق بخطوتين، احفظ رموز الاسترداد في مكان آمن',
  twoFactorDisabled: 'تم إيقاف التحقق بخطوتين',
  twoFactorAlreadyOn: 'التحقق بخطوتين مفعّل بالفعل',
  twoFactorNotOn: 'التحقق بخطوتين غير مفعّل',
  twoFactorNoSetup: 'لا يوجد إعداد للتحقق بخطوتين بانتظار التأكيد، ابدأ الإعداد من جديد',
  twoFactorReset: 'تم إيقاف التحقق بخطوتين للموظف',
  backupCodesRegenerated: 'تم إنشاء رموز استرداد جديدة، الرموز السابقة لم تعد صالحة',
  wrongPassword: 'كلمة المرور غير صحيحة',
  passwordRequired: 'أدخل كلمة المرور الحالية للمتابعة',
  /** a half sign-in's code sent from another address than its password */
  twoFactorOtherAddress: 'يُقبل رمز التحقق من الجهاز الذي أُدخلت منه كلمة المرور فقط، سجّل الدخول من جديد',
  /** the fifth wrong code of one half sign-in ends it */
  twoFactorAttemptsSpent: 'رموز خاطئة كثيرة، أدخل كلمة المرور من جديد',
  securitySaved: 'تم حفظ إعدادات الأمان',
  /** {options} lists the allowed lengths in minutes */
  sessionTimeoutChoice: 'مدة الجلسة يجب أن تكون إحدى القيم: {options} دقيقة',
  /** {max} is the admin's maximum in minutes */
  sessionTimeoutOverMax: 'مدة الجلسة تتجاوز الحد الأقصى الذي حدده مدير النظام ({max} دقيقة)',
  avatarUpdated: 'تم تحديث الصورة الشخصية بنجاح',
  avatarRemoved: 'تم حذف الصورة الشخصية',
  avatarMissing: 'يرجى اختيار صورة لرفعها',
  avatarTooLarge: 'حجم الملف يجب أن يكون أقل من 5 ميجابايت',
  avatarInvalid: 'يرجى اختيار ملف صورة صالح (PNG أو JPG أو WEBP أو GIF)',
  noAvatar: 'لا توجد صورة شخصية',
} as const;
