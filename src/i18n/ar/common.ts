// Texts several screens share: record fields, yes/no, counts, the clock.

import { plural } from './plural';

/** The one label for 'pending' orders (confirmed or in progress), on the dashboard and the orders list. */
export const PENDING_ORDERS = 'الطلبات قيد الانتظار';

export const commonFields = {
  id: 'المعرف',
  created_at: 'تاريخ الإنشاء',
  updated_at: 'تاريخ التحديث',
  created_by: 'أنشئ بواسطة',
  notes: 'ملاحظات',
  status: 'الحالة',
} as const;

export const common = {
  yes: 'نعم',
  no: 'لا',
  all: 'الكل',
  none: 'لا يوجد',
  loading: 'جارٍ التحميل...',
  retry: 'إعادة المحاولة',
  actions: 'الإجراءات',
  details: 'التفاصيل',
  total: 'الإجمالي',
  eur: 'يورو',
  syp: 'ليرة سورية',
  items_count: plural(
    'لا توجد عناصر',
    'عنصر واحد',
    'عنصران',
    '%{smart_count} عناصر',
    '%{smart_count} عنصراً',
    '%{smart_count} عنصر',
  ),
  /** The lists' shared parts (src/ui/ListPager, ListFilterFold, ExportFileButton). */
  list: {
    showing: 'عرض %{from} إلى %{to} من أصل %{total}',
    page_of: 'الصفحة %{page} من %{pages}',
    pagination: 'التنقل بين الصفحات',
    /** The phone's button that unfolds the filters; count is how many of the folded ones are on. */
    filters_toggle: 'عوامل التصفية (%{count})',
    // Every list's empty state while a search or a filter is on.
    empty_filtered: 'لا توجد نتائج تطابق البحث أو عوامل التصفية الحالية',
    /** An export button: 'تصدير CSV', 'تصدير JSON', 'تصدير PDF'. */
    export_file: 'تصدير %{format}',
  },
  // The date picker's own texts (src/ui/DateInput): MUI X ships no Arabic ones for its pickers.
  /** The charts of src/ui/charts (MUI X Charts' overlays). */
  charts: {
    no_data: 'لا أرقام لرسمها',
    loading: 'جارٍ تحميل الأرقام...',
    /** Above a table wider than its box, which then scrolls sideways. */
    scroll_hint: 'الجدول أعرض من مساحته: مرّره أفقياً لرؤية بقية الأعمدة',
  },
  date_picker: {
    previous_month: 'الشهر السابق',
    next_month: 'الشهر التالي',
    open_previous_view: 'العرض السابق',
    open_next_view: 'العرض التالي',
    year_view_open: 'عرض السنوات مفتوح، الانتقال إلى التقويم',
    calendar_view_open: 'التقويم مفتوح، الانتقال إلى عرض السنوات',
    cancel: 'إلغاء',
    clear: 'مسح',
    ok: 'موافق',
    today: 'اليوم',
    next: 'التالي',
    toolbar_title: 'اختر التاريخ',
    choose_date: 'اختر التاريخ',
    /** %{date} is the chosen day as DD/MM/YYYY. */
    choose_date_selected: 'اختر التاريخ، التاريخ المحدد %{date}',
    date_table: 'اختيار التاريخ',
    year: 'السنة',
    month: 'الشهر',
    day: 'اليوم',
    week_day: 'يوم الأسبوع',
    empty: 'فارغ',
    // What an empty field shows in each section, in place of DD/MM/YYYY.
    day_placeholder: 'يوم',
    month_placeholder: 'شهر',
    year_placeholder: 'سنة',
  },
  // A delivery's proof as the office reads it (src/ui/DeliveryProof): order page, schedule card and dialog.
  delivery_proof: {
    title: 'إثبات التسليم',
    receiver: 'المستلم',
    signed_at: 'وقت التسليم',
    place: 'مكان التسليم',
    no_place: 'لم يُرسل الهاتف موقعه',
    open_map: 'عرض على الخريطة',
    recorded_by: 'سجّله',
    signature: 'التوقيع',
    signature_alt: 'توقيع %{name}',
    summary: 'استلمها %{name} في %{time}',
  },
};

// Time-ago labels (spec 000 section 9): under one minute 'now', then minutes, hours, days (up to 7,
// then a date: see formatTimeAgo in ./format). `now` is not counted and has a single form.
export const time = {
  now: 'الآن',
  minutes_ago: plural(
    'منذ أقل من دقيقة',
    'منذ دقيقة',
    'منذ دقيقتين',
    'منذ %{smart_count} دقائق',
    'منذ %{smart_count} دقيقة',
    'منذ %{smart_count} دقيقة',
  ),
  hours_ago: plural(
    'منذ أقل من ساعة',
    'منذ ساعة',
    'منذ ساعتين',
    'منذ %{smart_count} ساعات',
    'منذ %{smart_count} ساعة',
    'منذ %{smart_count} ساعة',
  ),
  days_ago: plural(
    'اليوم',
    'منذ يوم',
    'منذ يومين',
    'منذ %{smart_count} أيام',
    'منذ %{smart_count} يوماً',
    'منذ %{smart_count} يوم',
  ),
};
