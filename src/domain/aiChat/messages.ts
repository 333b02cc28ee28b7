// The Arabic texts the server sends about the assistant (issue 28; spec 000 sections 8 and 9 where
// quoted). The built-in answerer's sentences are here too: {name} marks are filled by format().

export const aiChatErrors = {
  messageRequired: 'الرسالة مطلوبة',
  messageTooLong: 'الرسالة طويلة جداً. الحد الأقصى {max} حرف',
  titleRequired: 'عنوان المحادثة مطلوب',
  titleTooLong: 'عنوان المحادثة طويل جداً. الحد الأقصى {max} حرف',
  searchTooLong: 'نص البحث طويل جداً',
  nothingToChange: 'لم يُرسل أي تغيير للمحادثة',
  conversationNotFound: 'المحادثة غير موجودة',
  tooManyQuestions: 'لقد أرسلت أسئلة كثيرة خلال دقيقة واحدة (الحد {max} سؤالاً). يرجى الانتظار {seconds} ثانية ثم المحاولة مرة أخرى',
  reportTypeInvalid: 'نوع التقرير غير معروف',
  turnInvalid: 'رقم مجموعة الاقتراحات غير صحيح',
  failed: 'عذراً، حدث خطأ أثناء معالجة رسالتك. يرجى المحاولة مرة أخرى.',
} as const;

export const aiChatTexts = {
  botName: 'مساعد المخبز الذكي',
  welcome: 'أهلاً وسهلاً! كيف يمكنني مساعدتك اليوم؟',
  /** A new conversation's title: 'دردشة جديدة' and the day (spec 000 section 3). */
  defaultTitle: 'دردشة جديدة {date}',
  conversationCreated: 'تم إنشاء المحادثة',
  renamed: 'تم تغيير اسم المحادثة',
  archived: 'تم الأرشفة',
  unarchived: 'تم إلغاء الأرشفة',
  starred: 'تم تمييز المحادثة',
  unstarred: 'تم إلغاء تمييز المحادثة',
  cleared: 'تم مسح المحادثة',
  deleted: 'تم حذف المحادثة',
  cacheCleared: 'تم مسح الذاكرة المؤقتة بنجاح',
} as const;

/** The built-in answerer's sentences. */
export const answerTexts = {
  unknown:
    'عذراً، لم أفهم سؤالك. يمكنني الإجابة عن: المبيعات (اليوم، هذا الأسبوع، هذا الشهر، حسب المتجر أو المنتج أو الموزع)، ' +
    'الطلبات حسب الحالة، المتاجر التي لم تدفع وأرصدتها، المخزون والمنتجات قليلة المخزون، جدول التوزيع اليوم وتقدم الجولات، ' +
    'تكاليف المركبات، والمنتجات الأكثر مبيعاً.',
  notAllowed: 'عذراً، هذه المعلومات ليست ضمن صلاحياتك.',
  greeting: 'أهلاً بك! اسألني مثلاً: كم مبيعات اليوم؟ أو ما المنتجات قليلة المخزون؟',
  salesTotal: 'مبيعات {period}: {amount} من {orders} ({from} – {to}).',
  ownSales: 'مبيعاتك {period}: {amount} من {orders} ({from} – {to}).',
  salesGroupHeader: 'مبيعات {period} حسب {group}:',
  salesLine: '• {label}: {amount} ({orders})',
  noSales: 'لا توجد مبيعات مسلّمة {period}.',
  lowStockHeader: 'المنتجات قليلة المخزون ({count}):',
  lowStockLine: '• {name}: المتوفر {stock} والحد الأدنى {minimum}',
  noLowStock: 'لا توجد منتجات قليلة المخزون حالياً.',
  stockHeader: 'المخزون الحالي ({count}):',
  unpaidHeader: 'المتاجر التي عليها مبالغ غير مدفوعة ({count})، المجموع {total}:',
  unpaidLine: '• {name}: {amount}',
  noUnpaid: 'لا توجد مبالغ غير مدفوعة على المتاجر.',
  ownUnpaidHeader: 'طلباتك المسلّمة غير المدفوعة بالكامل ({count})، المتبقي {total}:',
  ownUnpaidLine: '• {number} – {shop}: المتبقي {amount}',
  ordersHeader: 'الطلبات {status}: {count}',
  ordersByStatus: 'الطلبات حسب الحالة:',
  ordersStatusLine: '• {status}: {count}',
  orderLine: '• {number} – {shop} – {amount} – {day}',
  noOrders: 'لا توجد طلبات {status}.',
  scheduleHeader: 'جدول التوزيع ليوم {day}: {done} من {total} زيارة منجزة.',
  routeLine: '• {name}: {done} من {total} زيارة، {status}{next}',
  routeNext: '، المحطة التالية: {shop}',
  noSchedule: 'لا يوجد جدول توزيع ليوم {day}.',
  vehicleHeader: 'تكاليف المركبات {period}: {total}',
  vehicleLine: '• {plate}: {amount}',
  noVehicleCosts: 'لا توجد مصروفات مركبات {period}.',
  topHeader: 'المنتجات الأكثر مبيعاً {period}:',
  topLine: '{rank}. {label}: {quantity} وحدة، {amount}',
} as const;

/** Periods as the answers name them. */
export const periodTexts = {
  today: 'اليوم',
  yesterday: 'أمس',
  week: 'آخر 7 أيام',
  month: 'آخر 30 يوماً',
  year: 'آخر سنة',
} as const;

export const groupTexts = { shop: 'المتجر', product: 'المنتج', distributor: 'الموزع' } as const;

export const routeStatusTexts = { scheduled: 'لم تبدأ', in_progress: 'جارية', completed: 'منتهية' } as const;

/** Suggested questions, each with what it asks (the built-in answerer and the role filter read `tool`). */
export const SUGGESTED_QUESTIONS = [
  { text: 'كم مبيعات اليوم؟', tool: 'sales_summary' },
  { text: 'ما المنتجات قليلة المخزون؟', tool: 'stock_status' },
  { text: 'ما المتاجر التي لم تدفع بعد؟', tool: 'unpaid_balances' },
  { text: 'ما الطلبات قيد التنفيذ؟', tool: 'orders_by_status' },
  { text: 'ما المنتجات الأكثر مبيعاً هذا الشهر؟', tool: 'top_products' },
  { text: 'أين وصلت جولات التوزيع اليوم؟', tool: 'schedule_today' },
  { text: 'كم تكاليف المركبات هذا الشهر؟', tool: 'vehicle_costs' },
  { text: 'ما مبيعات هذا الأسبوع حسب المتجر؟', tool: 'sales_summary' },
  { text: 'كم عدد الطلبات حسب الحالة؟', tool: 'orders_by_status' },
  { text: 'ما مبيعات هذا الشهر حسب المنتج؟', tool: 'sales_summary' },
] as const;

/**
 * The counted nouns of the answers (src/domain/arabicCount.ts): after 'من' the noun is genitive and its
 * adjective or verb agrees with it ('من طلبين مسلّمين', 'من 5 طلبات مسلّمة', 'من 15 طلباً مسلّماً').
 */
export const answerCounts = {
  deliveredOrders: { zero: '{n} طلب مسلّم', one: 'طلب واحد مسلّم', two: 'طلبين مسلّمين', few: '{n} طلبات مسلّمة', many: '{n} طلباً مسلّماً', other: '{n} طلب مسلّم' },
  ownDeliveredOrders: { zero: '{n} طلب سلّمته', one: 'طلب واحد سلّمته', two: 'طلبين سلّمتهما', few: '{n} طلبات سلّمتها', many: '{n} طلباً سلّمتها', other: '{n} طلب سلّمته' },
  orders: { zero: '{n} طلب', one: 'طلب واحد', two: 'طلبان', few: '{n} طلبات', many: '{n} طلباً', other: '{n} طلب' },
  products: { zero: '{n} منتج', one: 'منتج واحد', two: 'منتجان', few: '{n} منتجات', many: '{n} منتجاً', other: '{n} منتج' },
} as const;
