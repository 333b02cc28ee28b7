import { PENDING_ORDERS } from './common';
import { plural } from './plural';
import { errors } from '../../domain/messages';
import { addTexts } from '../catalogue';

export const dashboard = {
  pending_orders: PENDING_ORDERS,
  title: 'لوحة التحكم',
  greeting: {
    morning: 'صباح الخير، %{name}',
    afternoon: 'نهارك سعيد، %{name}',
    evening: 'مساء الخير، %{name}',
    night: 'مساء الخير، %{name}',
    subtitle: 'إليك ملخص نشاط المخبز اليوم',
  },
  refresh: 'تحديث',
  refreshing: 'جارٍ التحديث...',
  last_updated: 'آخر تحديث: %{time}',
  connected: 'متصل',
  error_status: 'خطأ في الاتصال',
  total_orders: 'إجمالي الطلبات',
  completed_orders: 'الطلبات المكتملة',
  revenue: 'الإيرادات',
  /** A distributor's dashboard: their own orders of the day instead of the company's revenue. */
  own_day_orders: 'طلباتي اليوم',
  own_day_amount: 'مبلغ توصيلات اليوم',
  active_distributors: 'الموزعون النشطون',
  products: 'المنتجات',
  stores: 'المتاجر',
  users: 'الموظفون',
  vehicles: 'المركبات',
  active_vehicles: 'المركبات النشطة',
  recent_activity: 'النشاطات الأخيرة',
  activity_type: { order: 'طلب', product: 'منتج', user: 'موظف' },
  quick_actions: 'إجراءات سريعة',
  system_health: 'صحة النظام',
  sample_data: 'بيانات توضيحية',
  database_status: 'حالة قاعدة البيانات',
  database_ok: 'تعمل بشكل طبيعي',
  database_down: errors.databaseDown,
  database_size: 'حجم قاعدة البيانات',
  uptime: 'مدة التشغيل',
  record_counts: 'عدد السجلات',
  retry: 'إعادة المحاولة',
  load_error: 'فشل في تحميل بيانات لوحة التحكم',
  pending_count: plural(
    'لا توجد طلبات قيد الانتظار',
    'طلب واحد قيد الانتظار',
    'طلبان قيد الانتظار',
    '%{smart_count} طلبات قيد الانتظار',
    '%{smart_count} طلباً قيد الانتظار',
    '%{smart_count} طلب قيد الانتظار',
  ),
  completed_count: plural(
    'لا توجد طلبات مكتملة',
    'طلب واحد مكتمل',
    'طلبان مكتملان',
    '%{smart_count} طلبات مكتملة',
    '%{smart_count} طلباً مكتملاً',
    '%{smart_count} طلب مكتمل',
  ),
  orders_count: plural(
    'لا توجد طلبات',
    'طلب واحد',
    'طلبان',
    '%{smart_count} طلبات',
    '%{smart_count} طلباً',
    '%{smart_count} طلب',
  ),
  records_count: plural(
    'لا توجد سجلات',
    'سجل واحد',
    'سجلان',
    '%{smart_count} سجلات',
    '%{smart_count} سجلاً',
    '%{smart_count} سجل',
  ),
  /** The greeting line's clock: %{day} is the weekday, %{date} DD/MM/YYYY, %{time} HH:mm. */
  clock: '%{day} %{date}، الساعة %{time}',
  orders: 'الطلبات',
  no_activity: 'لا توجد نشاطات حديثة',
  database_kind: 'نوع قاعدة البيانات',
  database_kinds: { pglite: 'قاعدة بيانات مدمجة', postgres: 'خادم قاعدة بيانات' },
  response_time: 'زمن الاستجابة',
  server_time: 'وقت الخادم',
  uptime_days: plural(
    'صفر يوم',
    'يوم واحد',
    'يومان',
    '%{smart_count} أيام',
    '%{smart_count} يوماً',
    '%{smart_count} يوم',
  ),
  uptime_hours: plural(
    'صفر ساعة',
    'ساعة واحدة',
    'ساعتان',
    '%{smart_count} ساعات',
    '%{smart_count} ساعة',
    '%{smart_count} ساعة',
  ),
  uptime_minutes: plural(
    'أقل من دقيقة',
    'دقيقة واحدة',
    'دقيقتان',
    '%{smart_count} دقائق',
    '%{smart_count} دقيقة',
    '%{smart_count} دقيقة',
  ),
  // Spec 000 section 8: a block that fails shows zeros or '—' and the banner names it.
  blocks: { overview: 'الإحصائيات', activity: 'النشاطات الأخيرة', health: 'صحة النظام' },
  block_failed: 'تعذر تحميل %{block}: %{message}',
  // Issue 15: vans whose odometer has reached their next maintenance.
  maintenance_due: {
    title: 'مركبات تحتاج إلى صيانة',
    line: '%{plate} (%{model}): العداد %{current} كم، الصيانة كانت مستحقة عند %{next} كم',
  },
};

/** The area's place in the catalogue, added when a screen that shows it loads (src/i18n/catalogue.ts). */
export const dashboardTexts = { bakery: { dashboard } };
addTexts(dashboardTexts);
