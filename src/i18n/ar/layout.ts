import { errors } from '../../domain/messages';

export const layout = {
  offline_banner: 'لا يوجد اتصال بالإنترنت',
  maintenance_banner: 'النظام في وضع الصيانة: يمكنك الاطلاع على البيانات، والتعديل متاح لمدير النظام فقط',
  offline_toast: 'فقد الاتصال بالإنترنت',
  online_toast: 'تم استعادة الاتصال بالإنترنت',
  system_loaded: 'تم تحميل النظام بنجاح',
  loading: 'جارٍ التحميل...',
  clock: 'الساعة',
  home: 'الرئيسية',
  breadcrumbs: 'مسار التنقل',
  /** %{time} is the remaining time, e.g. 14:59 or 1:05:00. */
  session_countdown: 'تنتهي الجلسة خلال %{time}',
  session_expired: errors.sessionExpired,
  session_warning: {
    title: 'جلستك على وشك الانتهاء',
    message: 'ستنتهي جلستك خلال %{time}. هل تريد تجديدها للمتابعة؟',
    renew: 'تجديد الجلسة',
    renewing: 'جارٍ تجديد الجلسة...',
    logout: 'تسجيل الخروج',
    dismiss: 'إغلاق التنبيه',
    renewed: errors.sessionRefreshed,
    renew_failed: 'فشل تجديد الجلسة، سيتم تسجيل خروجك',
  },
  // A role the app does not know; known roles read their one label, bakery.enums.role.
  role_other: 'مستخدم النظام',
  not_found: {
    title: 'الصفحة غير موجودة',
    message: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    back: 'العودة إلى لوحة التحكم',
  },
  access_denied: 'ليست لديك صلاحية الوصول إلى هذه الصفحة',
  error: {
    title: 'عذراً، حدث خطأ',
    message: 'حدث خطأ غير متوقع أثناء عرض هذه الصفحة.',
    error_id: 'رقم الخطأ: %{id}',
    retry: 'إعادة المحاولة',
    reload: 'إعادة تحميل الصفحة',
    go_home: 'العودة إلى الصفحة الرئيسية',
    copy_report: 'نسخ تقرير الخطأ',
    copied: 'تم نسخ تقرير الخطأ إلى الحافظة',
    copy_failed: 'فشل في نسخ تقرير الخطأ',
  },
  // The breadcrumb trail's last parts: a new record, an edited one, a record by its id.
  breadcrumb_create: 'إنشاء',
  breadcrumb_edit: 'تعديل',
  breadcrumb_record: '#%{id}',
  main_menu: 'القائمة الرئيسية',
  distributor_nav: 'قائمة الموزع',
  user_panel: 'المستخدم الحالي',
};
