import type { TranslationMessages } from 'react-admin';

/*
 * react-admin's own interface texts (every key of ra-language-english 5.15) in Modern Standard Arabic.
 * This file holds data only and imports nothing at run time, so the catalogue (./index.ts) can spread
 * it without pulling react-admin in where only texts are needed.
 *
 * Plurals. ra-i18n-polyglot hands the messages to node-polyglot with the locale 'ar', and polyglot's
 * `pluralTypes.arabic` (node_modules/node-polyglot/index.js) picks the form by index:
 *
 *   n < 3                      -> index n: 0 = zero, 1 = one, 2 = two
 *   n % 100 in 3..10           -> 3 = few   (3-10, 103-110, ...)
 *   n % 100 in 11..99          -> 4 = many  (11-99, 111-199, ...)
 *   anything else (100-102...) -> 5 = other (100, 101, 102, 200, ...)
 *
 * So every message that is counted (has %{smart_count}) carries six forms separated by ' |||| ' in the
 * order zero | one | two | few | many | other; polyglot trims the spaces around the chosen form and
 * falls back to the first form when a form is missing.
 *
 * Counted nouns follow Arabic number agreement: 3-10 take the genitive plural (5 عناصر), 11-99 the
 * accusative singular (15 عنصراً) and 100+ the genitive singular (100 عنصر). In the bulk messages
 * %{name} is the resource name that react-admin translated with the same smart_count, and the resource
 * names (./plural's resourceName) are written as exactly those counted forms, so 'حذف %{smart_count} %{name}' reads
 * 'حذف 5 طلبات', 'حذف 15 طلباً', 'حذف 100 طلب'. The two-form of a resource name is the menu title
 * ('الطلبات'), hence the two-forms below say 'عنصرين من %{name}' instead of using the name as a noun.
 */
export const raMessages = {
  ra: {
    action: {
      add_filter: 'إضافة عامل تصفية',
      add: 'إضافة',
      back: 'رجوع',
      bulk_actions:
        'لم يتم تحديد أي عنصر |||| تم تحديد عنصر واحد |||| تم تحديد عنصرين |||| تم تحديد %{smart_count} عناصر |||| تم تحديد %{smart_count} عنصراً |||| تم تحديد %{smart_count} عنصر',
      cancel: 'إلغاء',
      clear_array_input: 'مسح القائمة',
      clear_input_value: 'مسح القيمة',
      clone: 'استنساخ',
      confirm: 'تأكيد',
      create: 'إنشاء',
      create_item: 'إنشاء %{item}',
      delete: 'حذف',
      edit: 'تعديل',
      export: 'تصدير',
      list: 'القائمة',
      refresh: 'تحديث',
      remove_filter: 'إزالة عامل التصفية',
      remove_all_filters: 'إزالة جميع عوامل التصفية',
      remove: 'إزالة',
      reset: 'إعادة تعيين',
      save: 'حفظ',
      search: 'بحث',
      search_columns: 'البحث في الأعمدة',
      select_all: 'تحديد الكل',
      select_all_button: 'تحديد الكل',
      select_row: 'تحديد هذا الصف',
      show: 'عرض',
      sort: 'ترتيب',
      undo: 'تراجع',
      unselect: 'إلغاء التحديد',
      expand: 'توسيع',
      close: 'إغلاق',
      open_menu: 'فتح القائمة',
      close_menu: 'إغلاق القائمة',
      update: 'تحديث',
      move_up: 'نقل إلى الأعلى',
      move_down: 'نقل إلى الأسفل',
      open: 'فتح',
      toggle_theme: 'التبديل بين الوضع الفاتح والداكن',
      select_columns: 'الأعمدة',
      update_application: 'إعادة تحميل التطبيق',
    },
    boolean: {
      true: 'نعم',
      false: 'لا',
      // NullableBooleanInput shows it as the "no value" choice.
      null: 'غير محدد',
    },
    page: {
      create: 'إنشاء %{name}',
      dashboard: 'لوحة التحكم',
      edit: 'تعديل %{name} %{recordRepresentation}',
      error: 'حدث خطأ ما',
      list: '%{name}',
      loading: 'جارٍ التحميل',
      not_found: 'غير موجود',
      show: '%{name} %{recordRepresentation}',
      // %{name} is the resource name at smart_count 0 (genitive plural: طلبات، موظفين).
      empty: 'لم تتم إضافة أي %{name} بعد.',
      invite: 'هل تريد إضافة عنصر جديد؟',
      access_denied: 'تم رفض الوصول',
      authentication_error: 'خطأ في المصادقة',
    },
    input: {
      file: {
        upload_several: 'أفلت بعض الملفات هنا لرفعها، أو انقر لاختيار ملف.',
        upload_single: 'أفلت ملفاً هنا لرفعه، أو انقر لاختياره.',
      },
      image: {
        upload_several: 'أفلت بعض الصور هنا لرفعها، أو انقر لاختيار صورة.',
        upload_single: 'أفلت صورة هنا لرفعها، أو انقر لاختيارها.',
      },
      references: {
        all_missing: 'تعذر العثور على البيانات المرتبطة.',
        many_missing: 'يبدو أن أحد المراجع المرتبطة على الأقل لم يعد متاحاً.',
        single_missing: 'يبدو أن المرجع المرتبط لم يعد متاحاً.',
      },
      password: {
        toggle_visible: 'إخفاء كلمة المرور',
        toggle_hidden: 'إظهار كلمة المرور',
      },
    },
    message: {
      about: 'حول',
      access_denied: 'ليست لديك الصلاحيات اللازمة للوصول إلى هذه الصفحة',
      are_you_sure: 'هل أنت متأكد؟',
      authentication_error: 'أعاد خادم المصادقة خطأً وتعذر التحقق من بيانات الدخول الخاصة بك.',
      auth_error: 'حدث خطأ أثناء التحقق من رمز المصادقة.',
      bulk_delete_content:
        'لم يتم تحديد أي عنصر للحذف |||| هل أنت متأكد من رغبتك في حذف هذا العنصر (%{name})؟ |||| هل أنت متأكد من رغبتك في حذف هذين العنصرين من %{name}؟ |||| هل أنت متأكد من رغبتك في حذف %{smart_count} %{name}؟ |||| هل أنت متأكد من رغبتك في حذف %{smart_count} %{name}؟ |||| هل أنت متأكد من رغبتك في حذف %{smart_count} %{name}؟',
      bulk_delete_title:
        'حذف %{name} |||| حذف %{name} |||| حذف عنصرين من %{name} |||| حذف %{smart_count} %{name} |||| حذف %{smart_count} %{name} |||| حذف %{smart_count} %{name}',
      bulk_update_content:
        'لم يتم تحديد أي عنصر للتحديث |||| هل أنت متأكد من رغبتك في تحديث %{name} %{recordRepresentation}؟ |||| هل أنت متأكد من رغبتك في تحديث هذين العنصرين من %{name}؟ |||| هل أنت متأكد من رغبتك في تحديث %{smart_count} %{name}؟ |||| هل أنت متأكد من رغبتك في تحديث %{smart_count} %{name}؟ |||| هل أنت متأكد من رغبتك في تحديث %{smart_count} %{name}؟',
      bulk_update_title:
        'تحديث %{name} |||| تحديث %{name} %{recordRepresentation} |||| تحديث عنصرين من %{name} |||| تحديث %{smart_count} %{name} |||| تحديث %{smart_count} %{name} |||| تحديث %{smart_count} %{name}',
      clear_array_input: 'هل أنت متأكد من رغبتك في مسح القائمة بأكملها؟',
      delete_content: 'هل أنت متأكد من رغبتك في حذف هذا العنصر (%{name})؟',
      delete_title: 'حذف %{name} %{recordRepresentation}',
      details: 'التفاصيل',
      error: 'حدث خطأ في التطبيق وتعذر إكمال طلبك.',
      // Every form's refused submit (issue 23: one wording), spec 002's expense form text.
      invalid_form: 'يرجى تصحيح الأخطاء في النموذج',
      loading: 'يرجى الانتظار',
      no: 'لا',
      not_found: 'إما أنك كتبت عنواناً خاطئاً، أو اتبعت رابطاً غير صالح.',
      select_all_limit_reached: 'العناصر أكثر من أن تُحدَّد كلها. تم تحديد أول %{max} من العناصر فقط.',
      unsaved_changes: 'لم يتم حفظ بعض التغييرات. هل أنت متأكد من رغبتك في تجاهلها؟',
      yes: 'نعم',
      placeholder_data_warning: 'مشكلة في الشبكة: فشل تحديث البيانات.',
    },
    navigation: {
      clear_filters: 'مسح عوامل التصفية',
      no_filtered_results: 'لم يتم العثور على %{name} باستخدام عوامل التصفية الحالية.',
      no_results: 'لم يتم العثور على %{name}',
      no_more_results: 'رقم الصفحة %{page} خارج النطاق. جرّب الصفحة السابقة.',
      page_out_of_boundaries: 'رقم الصفحة %{page} خارج النطاق',
      page_out_from_end: 'لا يمكن الانتقال بعد الصفحة الأخيرة',
      page_out_from_begin: 'لا يمكن الانتقال قبل الصفحة 1',
      page_range_info: '%{offsetBegin}-%{offsetEnd} من %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} من أكثر من %{offsetEnd}',
      current_page: 'الصفحة %{page}',
      page: 'الانتقال إلى الصفحة %{page}',
      first: 'الانتقال إلى الصفحة الأولى',
      last: 'الانتقال إلى الصفحة الأخيرة',
      next: 'التالي',
      previous: 'السابق',
      page_rows_per_page: 'عدد الصفوف في الصفحة:',
      skip_nav: 'تخطي إلى المحتوى',
    },
    sort: {
      sort_by: 'الترتيب حسب %{field_lower_first} %{order}',
      ASC: 'تصاعدياً',
      DESC: 'تنازلياً',
    },
    auth: {
      auth_check_error: 'يرجى تسجيل الدخول للمتابعة',
      user_menu: 'الملف الشخصي',
      username: 'اسم المستخدم',
      password: 'كلمة المرور',
      email: 'البريد الإلكتروني',
      sign_in: 'تسجيل الدخول',
      sign_in_error: 'فشلت المصادقة، يرجى المحاولة مرة أخرى',
      logout: 'تسجيل الخروج',
    },
    notification: {
      updated:
        'لم يتم تحديث أي عنصر |||| تم تحديث العنصر |||| تم تحديث عنصرين |||| تم تحديث %{smart_count} عناصر |||| تم تحديث %{smart_count} عنصراً |||| تم تحديث %{smart_count} عنصر',
      created: 'تم إنشاء العنصر',
      deleted:
        'لم يتم حذف أي عنصر |||| تم حذف العنصر |||| تم حذف عنصرين |||| تم حذف %{smart_count} عناصر |||| تم حذف %{smart_count} عنصراً |||| تم حذف %{smart_count} عنصر',
      bad_item: 'عنصر غير صحيح',
      item_doesnt_exist: 'العنصر غير موجود',
      http_error: 'خطأ في الاتصال بالخادم',
      data_provider_error: 'خطأ في مزوّد البيانات. راجع وحدة تحكم المتصفح للاطلاع على التفاصيل.',
      i18n_error: 'تعذر تحميل الترجمات للغة المحددة',
      canceled: 'تم إلغاء الإجراء',
      logged_out: 'انتهت جلستك، يرجى تسجيل الدخول مجدداً.',
      not_authorized: 'غير مصرح لك بالوصول إلى هذا المورد.',
      application_update_available: 'يتوفر إصدار جديد من التطبيق.',
      offline: 'لا يوجد اتصال بالإنترنت. تعذر جلب البيانات.',
    },
    validation: {
      required: 'هذا الحقل مطلوب',
      minLength: 'يجب ألا يقل الطول عن %{min} من الأحرف',
      maxLength: 'يجب ألا يزيد الطول على %{max} من الأحرف',
      minValue: 'يجب أن تكون القيمة %{min} على الأقل',
      maxValue: 'يجب أن تكون القيمة %{max} أو أقل',
      number: 'يجب أن تكون القيمة رقماً',
      email: 'يجب إدخال بريد إلكتروني صحيح',
      oneOf: 'يجب أن تكون القيمة أحد الخيارات التالية: %{options}',
      regex: 'يجب أن تطابق القيمة تنسيقاً محدداً (تعبير نمطي): %{pattern}',
      unique: 'يجب أن تكون القيمة فريدة',
    },
    saved_queries: {
      label: 'الاستعلامات المحفوظة',
      query_name: 'اسم الاستعلام',
      new_label: 'حفظ الاستعلام الحالي...',
      new_dialog_title: 'حفظ الاستعلام الحالي باسم',
      remove_label: 'إزالة الاستعلام المحفوظ',
      remove_label_with_name: 'إزالة الاستعلام "%{name}"',
      remove_dialog_title: 'إزالة الاستعلام المحفوظ؟',
      remove_message: 'هل أنت متأكد من رغبتك في إزالة هذا العنصر من قائمة الاستعلامات المحفوظة؟',
      help: 'قم بتصفية القائمة واحفظ هذا الاستعلام لاستخدامه لاحقاً',
    },
    guesser: {
      empty: {
        title: 'لا توجد بيانات لعرضها',
        message: 'يرجى التحقق من مزوّد البيانات',
      },
    },
    configurable: {
      customize: 'تخصيص',
      configureMode: 'تهيئة هذه الصفحة',
      inspector: {
        title: 'أداة الفحص',
        content: 'مرّر المؤشر فوق عناصر واجهة التطبيق لتهيئتها',
        reset: 'إعادة تعيين الإعدادات',
        hideAll: 'إخفاء الكل',
        showAll: 'إظهار الكل',
      },
      Datagrid: {
        title: 'جدول البيانات',
        unlabeled: 'عمود بلا عنوان #%{column}',
      },
      SimpleForm: {
        title: 'النموذج',
        unlabeled: 'حقل بلا عنوان #%{input}',
      },
      SimpleList: {
        title: 'القائمة',
        primaryText: 'النص الأساسي',
        secondaryText: 'النص الثانوي',
        tertiaryText: 'النص الثالث',
      },
    },
  },
} satisfies TranslationMessages;
