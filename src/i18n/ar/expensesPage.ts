import { addTexts } from '../catalogue';

// Texts of the vehicle expenses page (issue 15, spec 002 /vehicles/expenses). The form's field messages
// are the server's own (src/domain/vehicles/messages.ts); the spec's toasts are repeated here word for word.

export const expensesPage = {
  title: 'مصروفات المركبات',
  own_title: 'مصروفاتي',
  subtitle: 'سجل مصروفات الوقود والصيانة والإصلاح والغسيل',
  add: 'إضافة مصروف',
  tiles_title: 'تسجيل مصروف سريع',
  cards: {
    scope: 'أرقام المصروفات المطابقة للبحث وعوامل التصفية',
    month_total: 'إجمالي هذا الشهر',
    count: 'عدد المصروفات',
    last_date: 'آخر مصروف',
    daily_average: 'المتوسط اليومي',
  },
  history: 'سجل المصروفات',
  empty: 'لا توجد مصروفات مسجلة بعد',
  empty_hint: 'اختر نوع المصروف أعلاه لتسجيل أول مصروف',
  load_error: 'خطأ في تحميل البيانات',
  columns: {
    date: 'التاريخ',
    type: 'النوع',
    amount: 'المبلغ',
    litres: 'الكمية (لتر)',
    km: 'العداد (كم)',
    description: 'الوصف',
    vehicle: 'المركبة',
    distributor: 'الموزع',
    actions: 'إجراءات',
  },
  /** Beside an amount in SYP: its EUR value at the day's rate. */
  amount_in_eur: '≈ %{amount}',
  litres_value: '%{litres} لتر',
  km_value: '%{km} كم',
  filters: {
    vehicle: 'المركبة',
    distributor: 'الموزع',
    type: 'نوع المصروف',
    date_from: 'من تاريخ',
    date_to: 'إلى تاريخ',
  },
  export_failed: 'خطأ في تصدير البيانات',
  exported: 'تم تصدير المصروفات بنجاح',
  dialog: {
    title: 'إضافة مصروف جديد',
    vehicle: 'المركبة',
    type: 'نوع المصروف',
    amount: 'المبلغ',
    currency: 'العملة',
    description: 'الوصف',
    description_placeholder: 'مثال: تعبئة وقود في محطة المدينة',
    date: 'تاريخ المصروف',
    km: 'قراءة العداد (كم)',
    km_hint: 'اختياري: لا يمكن أن تكون أقل من عداد المركبة الحالي',
    litres: 'كمية الوقود (لتر)',
    submit: 'حفظ المصروف',
    cancel: 'إلغاء',
    saved: 'تم تسجيل المصروف بنجاح',
    failed: 'خطأ في تسجيل المصروف',
    own_vehicle: 'المركبة: %{plate} (%{model})',
  },
  no_vehicle: 'لا توجد مركبة مُعيّنة لك، لا يمكنك تسجيل مصروف. تواصل مع الإدارة لتعيين مركبة.',
  own_vehicle_error: 'تعذر التحقق من مركبتك',
  own_vehicle_line: 'مركبتك: %{plate} (%{model})',
  delete_title: 'حذف المصروف',
  delete_content: 'هل أنت متأكد من حذف هذا المصروف؟',
  deleted: 'تم حذف المصروف بنجاح',
  delete_failed: 'خطأ في حذف المصروف',
};

/** The area's place in the catalogue, added when a screen that shows it loads (src/i18n/catalogue.ts). */
export const expensesPageTexts = { bakery: { expenses: expensesPage } };
addTexts(expensesPageTexts);
