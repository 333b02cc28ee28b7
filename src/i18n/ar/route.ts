import { addTexts } from '../catalogue';

// Texts of the distributor's route on the road (issue 16, /distributor/schedule). The server's messages
// (delay reason required, receiver required, delivered...) are src/domain/schedule's scheduleMessages.

export const route = {
  title: 'جولتي اليوم',
  subtitle: 'جولة يوم %{date}',
  empty: 'لا توجد جولة لهذا اليوم',
  empty_hint: 'ستظهر هنا محطاتك عندما يُنشئ المكتب جدول التوزيع',
  load_error: 'خطأ في تحميل الجولة',
  retry: 'إعادة المحاولة',
  all_done: 'اكتملت جولة اليوم، أحسنت!',
  estimate_note: 'المسافات والأوقات تقديرية (خط مستقيم بين المحطات)',
  summary: {
    stops: 'المحطات',
    stops_value: '%{done} / %{total}',
    distance: 'المسافة',
    estimated_end: 'الانتهاء المتوقع',
  },
  km: '%{value} كم',
  metres: '%{value} م',
  next_stop: 'المحطة التالية',
  stop_number: 'المحطة %{number}',
  window: 'وقت الاستلام: %{from} – %{to}',
  window_from: 'وقت الاستلام: من %{from}',
  window_to: 'وقت الاستلام: حتى %{to}',
  planned_arrival: 'الوصول المتوقع: %{time}',
  late: 'بعد انتهاء وقت الاستلام',
  from_previous: 'تبعد %{distance}',
  arrived_at: 'وصلت الساعة %{time}',
  delay_reason: 'سبب التأخير: %{reason}',
  call: 'اتصال',
  navigate: 'التنقل',
  open_map: 'الخريطة',
  no_place: 'لا يوجد عنوان أو موقع لهذا المتجر',
  orders: 'الطلبات',
  order_amount: 'المبلغ: %{amount}',
  order_remaining: 'المتبقي: %{amount}',
  to_collect: 'المتبقي للتحصيل',
  arrive: 'وصلت',
  delay: 'تأخير',
  deliver: 'تسليم',
  rest: 'باقي المحطات',
  delivered_to: 'استلمها %{name} الساعة %{time}',
  delay_dialog: {
    title: 'تأخير الزيارة',
    reason: 'سبب التأخير',
    confirm: 'تسجيل التأخير',
  },
  deliver_dialog: {
    title: 'تسليم طلبات %{store}',
    receiver: 'اسم المستلم',
    signature: 'توقيع المستلم',
    signature_hint: 'وقّع بإصبعك داخل المربع',
    clear: 'مسح',
    cash: 'المبلغ المحصّل (€)',
    cash_hint: 'المتبقي للتحصيل: %{amount}. اتركه فارغاً إن لم تحصّل شيئاً',
    cash_all: 'حصّلت المبلغ كاملاً (%{amount})',
    position_pending: 'جارٍ تحديد موقعك…',
    position_found: 'سيُرفق موقعك بالتسليم',
    position_none: 'سيتم التسليم بدون موقعك',
    confirm: 'تأكيد التسليم',
  },
  cancel: 'إلغاء',
  sharing: {
    label: 'مشاركة موقعي أثناء الجولة',
    hint: 'يُرسل موقعك إلى المكتب مرة كل دقيقة ما دامت جولتك جارية',
    last_sent: 'آخر إرسال: %{time}',
    denied: 'تم رفض الوصول إلى موقعك. اسمح للمتصفح بتحديد الموقع من إعداداته ثم شغّل المشاركة من جديد',
    unsupported: 'هذا الجهاز لا يدعم تحديد الموقع',
    unavailable: 'تعذّر تحديد موقعك الآن، ستتم المحاولة بعد دقيقة',
  },
};

/** The area's place in the catalogue, added when a screen that shows it loads (src/i18n/catalogue.ts). */
export const routeTexts = { bakery: { route } };
addTexts(routeTexts);
