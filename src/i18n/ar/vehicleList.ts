import { addTexts } from '../catalogue';

// Texts of the vehicles list (/vehicles, issue 15, spec 002 sections 2, 4 and 8). The success toasts of
// the writes are the server's own words (vehicleErrors in src/domain/vehicles/messages.ts).

export const vehicleList = {
  title: 'المركبات',
  add: 'إضافة مركبة',
  expenses_link: 'المصروفات',
  search: 'البحث برقم اللوحة أو الطراز',
  cards: {
    scope: 'أرقام كل الأسطول: لا تتبع البحث ولا عوامل التصفية',
    total: 'إجمالي المركبات',
    active: 'المركبات النشطة',
    assigned: 'المركبات المُعيّنة',
    maintenance: 'في الصيانة',
  },
  statistics_error: 'خطأ في تحميل إحصائيات المركبات',
  /** Above the cards when some vehicle has reached its next maintenance km. */
  maintenance_due_count: 'مركبات وصلت إلى موعد الصيانة: %{count}',
  show_due: 'عرضها',
  filters: {
    assigned: 'التعيين',
    assigned_yes: 'مُعيّنة لموزع',
    assigned_no: 'غير مُعيّنة',
    maintenance_due: 'موعد الصيانة',
    due_yes: 'تستحق الصيانة',
    due_no: 'لا تستحق الصيانة',
  },
  load_error: 'خطأ في تحميل البيانات',
  empty: 'لا توجد مركبات',
  empty_fleet: 'لم تُضف أي مركبة بعد',
  add_first: 'إضافة أول مركبة',
  card: {
    distributor: 'الموزع',
    unassigned: 'غير مُعيّنة',
    maintenance_due: 'الصيانة مستحقة',
    status: 'حالة المركبة',
  },
  show: 'عرض تفاصيل المركبة',
  edit: 'تعديل المركبة',
  delete: 'حذف المركبة',
  delete_title: 'حذف المركبة %{plate}',
  delete_content: 'هل أنت متأكد من حذف هذه المركبة؟',
  delete_confirm: 'حذف',
  delete_failed: 'خطأ في حذف المركبة',
  conflict_title: 'لا يمكن حذف المركبة',
  retire_instead: 'إخراجها من الخدمة',
  status_failed: 'خطأ في تحديث الحالة',
  assign: 'تعيين موزع',
  assign_title: 'تعيين موزع للمركبة %{plate}',
  assign_distributor: 'الموزع',
  assign_choose: 'اختر موزعاً',
  assign_hint: 'تظهر هنا فقط أسماء الموزعين النشطين الذين لا يقودون مركبة.',
  assign_none: 'لا يوجد موزع نشط بلا مركبة',
  assign_submit: 'تعيين',
  select_distributor: 'يرجى اختيار موزع',
  assign_failed: 'خطأ في تعيين المركبة',
  distributors_error: 'خطأ في تحميل قائمة الموزعين',
  unassign: 'إلغاء التعيين',
  unassign_title: 'إلغاء تعيين المركبة %{plate}',
  unassign_content: 'سيصبح كل من المركبة والموزع متاحاً للتعيين من جديد. هل تريد المتابعة؟',
  unassign_failed: 'خطأ في إلغاء التعيين',
  export_done: 'تم تصدير بيانات المركبات',
  export_failed: 'خطأ في تصدير البيانات',
};

/** The area's place in the catalogue, added when a screen that shows it loads (src/i18n/catalogue.ts). */
export const vehicleListTexts = { bakery: { vehicle_list: vehicleList } };
addTexts(vehicleListTexts);
