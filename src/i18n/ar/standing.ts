import { standingMessages } from '../../domain/standing';
import { addTexts } from '../catalogue';

// Texts of the standing orders (the shop page's card), the bake sheet and the packing lists (issue 30).
// The server's own words (src/domain/standing/messages.ts) are repeated by reference.

export const standing = {
  title: 'الطلب الدائم',
  subtitle: 'كميات كل منتج في كل يوم من أيام الأسبوع، تُنشأ منها طلبات اليوم التالي عند موعد الإغلاق (%{cutoff} من اليوم السابق)',
  loading: 'جارٍ تحميل الطلب الدائم...',
  load_failed: 'تعذّر تحميل الطلب الدائم',
  none_yet: 'لا يوجد طلب دائم لهذا المحل بعد: أدخل الكميات واحفظ',
  product: 'المنتج',
  add_product: 'إضافة منتج إلى الأسبوع',
  remove_product: 'حذف %{name} من الأسبوع',
  quantity_of: 'كمية %{name} يوم %{day}',
  valid_from: 'ساري من',
  valid_until: 'حتى (اختياري)',
  paused_from: 'إيقاف من',
  paused_to: 'إيقاف حتى',
  add_pause: 'إضافة فترة إيقاف',
  remove_pause: 'حذف فترة الإيقاف',
  save: 'حفظ الطلب الدائم',
  saved: standingMessages.saved,
  save_failed: 'تعذّر حفظ الطلب الدائم',
  total: 'المجموع',
  weekdays: {
    1: 'الاثنين',
    2: 'الثلاثاء',
    3: 'الأربعاء',
    4: 'الخميس',
    5: 'الجمعة',
    6: 'السبت',
    7: 'الأحد',
  },
  exceptions: {
    title: 'تغيير ليوم واحد',
    hint: 'الكمية الجديدة لذلك اليوم فقط (0 = لا شيء ذلك اليوم)، قبل موعد الإغلاق',
    date: 'اليوم',
    quantity: 'الكمية',
    add: 'تسجيل التغيير',
    saved: standingMessages.exceptionSaved,
    list: 'التغييرات القادمة',
    none: 'لا توجد تغييرات قادمة',
    item: '%{date}: %{name} ← %{quantity}',
  },
  suggestions: {
    figures: 'اقتراح من المرتجعات: أعاد المحل %{returned} غير مباعة من %{taken} أخذها بين %{from} و%{to} (%{share}٪، والحد %{limit}٪)',
    day: '%{day}: %{suggested} بدل %{quantity} (غير المباع %{returned} في %{deliveries} من التسليمات)',
    apply: 'تطبيق الاقتراح',
    apply_of: 'تطبيق اقتراح %{name} على الأسبوع',
    applied: 'طُبّق على الأسبوع: لا يتغير شيء حتى تحفظ',
  },
};

export const production = {
  bake_title: 'ورقة الخَبز',
  bake_subtitle: 'ما يجب خبزه ليوم التسليم: الطلبات المؤكدة والطلبات الدائمة التي لم تُنشأ بعد',
  packing_title: 'قوائم التحميل',
  packing_subtitle: 'ما تحمله كل سيارة، محلاً بعد محل بترتيب المسار',
  date: 'يوم التسليم',
  print: 'طباعة',
  generate: 'إنشاء طلبات اليوم من الطلبات الدائمة',
  generated: 'أُنشئ %{created} طلب، وكان %{already} موجوداً من قبل',
  generated_failed: 'تعذّر إنشاء طلب المحل %{store}: %{message}',
  load_failed: 'تعذّر تحميل البيانات',
  closed: 'المخبز مغلق في هذا اليوم',
  empty: 'لا شيء للخبز في هذا اليوم',
  empty_packing: 'لا توجد طلبات مؤكدة للتحميل في هذا اليوم',
  category: 'الفئة',
  no_category: 'بلا فئة',
  product: 'المنتج',
  quantity: 'للخبز',
  from_orders: 'من الطلبات',
  from_standing: 'من الطلبات الدائمة',
  previous: 'الأسابيع السابقة (نفس اليوم)',
  total: 'المجموع',
  van: 'السيارة',
  no_distributor: 'طلبات بلا موزع',
  stop: 'المحطة %{stop}',
  unplanned: 'خارج المسار',
  orders: 'الطلبات: %{orders}',
  van_total: 'حمولة السيارة',
};

/** The area's place in the catalogue, added when a screen that shows it loads (src/i18n/catalogue.ts). */
export const standingTexts = { bakery: { standing, production } };
addTexts(standingTexts);
