import { plural } from './plural';
import { authErrors } from '../../domain/auth/messages';
import { errors, validation } from '../../domain/messages';

export const login = {
  title: 'تسجيل الدخول',
  // The public settings (siteName) cannot be read before sign-in: the login card names the bakery from here.
  bakery_name: 'مخبز بروكسل',
  subtitle: 'نظام إدارة المخبز والتوزيع',
  identifier: 'البريد الإلكتروني أو اسم المستخدم',
  password: 'كلمة المرور',
  show_password: 'إظهار كلمة المرور',
  hide_password: 'إخفاء كلمة المرور',
  submit: 'تسجيل الدخول',
  submitting: 'جارٍ تسجيل الدخول...',
  // passwordStrength() of src/domain/auth.ts scores 0 to 5; 0 and 1 both read weak.
  strength: {
    label: 'قوة كلمة المرور',
    0: 'ضعيفة',
    1: 'ضعيفة',
    2: 'متوسطة',
    3: 'جيدة',
    4: 'قوية',
    5: 'ممتازة',
    weak: 'ضعيفة',
    medium: 'متوسطة',
    good: 'جيدة',
    strong: 'قوية',
    excellent: 'ممتازة',
    hint: 'مؤشر للاسترشاد فقط',
  },
  identifier_required: validation.loginIdentifierRequired,
  password_required: validation.loginPasswordRequired,
  /** %{time} is mm:ss (formatCountdown of src/domain/auth.ts). */
  locked: 'الحساب مقفل مؤقتاً، يرجى الانتظار %{time}',
  attempts_left: plural(
    'لم تتبقَّ أي محاولة',
    'تبقّت محاولة واحدة',
    'تبقّت محاولتان',
    'تبقّت %{smart_count} محاولات',
    'تبقّت %{smart_count} محاولة',
    'تبقّت %{smart_count} محاولة',
  ),
  success: errors.loggedIn,
  welcome: 'مرحباً بك! يرجى تسجيل الدخول للمتابعة',
  // The code step after the password, for an account with two-factor on (issue 14).
  two_factor: {
    code: 'رمز التحقق',
    backup_code: 'رمز احتياطي',
    hint: 'أدخل رمز التحقق المكوّن من 6 أرقام من تطبيق المصادقة',
    backup_hint: 'أدخل أحد الرموز الاحتياطية التي حفظتها عند تفعيل التحقق بخطوتين، ويُستخدم كل رمز مرة واحدة',
    code_required: authErrors.twoFactorCodeRequired,
    code_format: 'رمز التحقق يتكون من 6 أرقام',
    backup_format: 'الرمز الاحتياطي بالشكل xxxx-xxxx',
    verify: 'تحقق',
    verifying: 'جارٍ التحقق...',
    use_backup: 'استخدام رمز احتياطي',
    use_app: 'استخدام رمز تطبيق المصادقة',
    back: 'رجوع',
  },
  // Spec 000 section 8: the login failure texts by HTTP status.
  errors: {
    401: errors.invalidLogin,
    404: 'المستخدم غير موجود',
    422: errors.invalidData,
    429: errors.tooManyRequests,
    500: errors.serverError,
    network: 'خطأ في الاتصال بالخادم',
    default: 'فشل تسجيل الدخول',
  },
};
