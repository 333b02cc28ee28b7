// The Arabic texts the server sends about reports, analytics and the dashboard's calls (issue 26): the
// refusals of a bad query, the 501 of the topical dashboard calls that have no data here, the alerts'
// titles and the CSV exports' headers. The report pages show the same words.

export const reportErrors = {
  rangeInvalid: 'تاريخ البداية يجب أن يسبق تاريخ النهاية أو يساويه',
  rangeTooLong: 'الفترة المطلوبة طويلة جداً: {max} يوماً على الأكثر',
  groupByInvalid: 'طريقة التجميع غير معروفة',
  reportInvalid: 'التقرير المطلوب غير معروف',
  windowInvalid: 'عدد أيام المتوسط المتحرك يجب أن يكون بين {min} و{max}',
  limitInvalid: 'العدد المطلوب يجب أن يكون بين 1 و{max}',
  currencyInvalid: 'العملة يجب أن تكون EUR أو SYP',
  periodInvalid: 'الفترة غير معروفة',
  metricInvalid: 'المؤشر المطلوب غير معروف',
  kindInvalid: 'النوع المطلوب غير معروف',
  alertTypeInvalid: 'نوع التنبيه غير معروف',
  severityInvalid: 'درجة التنبيه غير معروفة',
  paymentMethodInvalid: 'طريقة الدفع غير معروفة',
  exportTypeInvalid: 'نوع التصدير غير معروف',
  formatInvalid: 'صيغة الملف يجب أن تكون csv أو pdf',
  shopsPageInvalid: 'رقم صفحة المتاجر يجب أن يكون عدداً صحيحاً من 1 إلى {max}',
  shopsPerPageInvalid: 'عدد المتاجر في الصفحة يجب أن يكون بين 1 و{max}',
  cardsInvalid: 'قائمة البطاقات غير صحيحة: كل بطاقة مرة واحدة ومن البطاقات المعروفة',
  preferencesSaved: 'تم حفظ تفضيلات لوحة التحكم',
  configSaved: 'تم حفظ إعدادات لوحة التحكم',
  /** The topical dashboard calls (weather, traffic, ...): this product keeps no data for them. */
  noDataSource: 'لا تتوفر في هذا النظام بيانات لهذا القسم ({topic})، لذلك لا يمكن عرضه',
} as const;

/** The topics of the 501 calls, as the message names them. */
export const topicNames = {
  weather: 'الطقس',
  traffic: 'حركة المرور',
  sustainability: 'الاستدامة',
  quality: 'الجودة',
  compliance: 'الامتثال',
  training: 'التدريب',
  equipment: 'المعدات',
  communication: 'التواصل',
  emergency: 'الطوارئ',
  satisfaction: 'رضا العملاء',
} as const;

/** GET /dashboard/alerts: each alert's title; the message names the record. */
export const alertTexts = {
  low_stock: { title: 'مخزون منخفض', message: '{name}: المتبقي {stock} والحد الأدنى {minimum}' },
  unpaid_past_terms: { title: 'مبالغ متأخرة عن موعد الدفع', message: '{name}: {amount} € متأخرة منذ {days} يوماً' },
  maintenance_due: { title: 'صيانة مستحقة', message: '{plate}: العداد {km} كم وموعد الصيانة عند {due} كم' },
  unassigned_tomorrow: { title: 'طلبات الغد دون موزع', message: '{count} طلبات للتسليم في {date} لم يُعيَّن لها موزع' },
  shop_without_coordinates: { title: 'متجر دون موقع على الخريطة', message: '{name}: لا إحداثيات له، لا يظهر على الخريطة ولا في المسارات' },
  over_credit_limit: { title: 'متجر تجاوز حد الائتمان', message: '{name}: المستحق {owed} € والحد {limit} €' },
} as const;

/** The CSV exports' column headers, per report (the same words as the tables on the pages). */
export const reportCsvHeaders = {
  label: 'البند',
  quantity: 'الكمية',
  gift_quantity: 'الهدايا',
  amount_eur: 'المبلغ (€)',
  orders: 'عدد الطلبات',
  previous_quantity: 'الكمية (الفترة السابقة)',
  previous_amount_eur: 'المبلغ (€) (الفترة السابقة)',
  previous_orders: 'عدد الطلبات (الفترة السابقة)',
  store: 'المتجر',
  payment_terms: 'شروط الدفع',
  balance_eur: 'الرصيد المستحق (€)',
  open_orders_eur: 'الطلبات المفتوحة (€)',
  credit_limit_eur: 'حد الائتمان (€)',
  not_due_eur: 'غير مستحق بعد (€)',
  d0_30_eur: '0-30 يوماً (€)',
  d31_60_eur: '31-60 يوماً (€)',
  d61_90_eur: '61-90 يوماً (€)',
  d90_plus_eur: 'أكثر من 90 يوماً (€)',
  revenue_eur: 'الإيرادات (€)',
  cost_eur: 'التكلفة (€)',
  margin_eur: 'الهامش الإجمالي (€)',
  margin_pct: 'نسبة الهامش (%)',
  vehicle: 'المركبة',
  expenses_eur: 'المصروفات (€)',
  km: 'المسافة (كم)',
  deliveries: 'التسليمات',
  litres: 'الوقود (لتر)',
  cost_per_km_eur: 'التكلفة لكل كم (€)',
  cost_per_delivery_eur: 'التكلفة لكل تسليم (€)',
  fuel_l_per_100km: 'استهلاك الوقود (لتر/100 كم)',
  distributor: 'الموزع',
  visits_completed: 'الزيارات المنجزة',
  visits_on_time: 'الزيارات في الموعد',
  on_time_pct: 'نسبة الالتزام بالموعد (%)',
  km_planned: 'المسافة المخططة (كم)',
  collected_eur: 'المحصّل (€)',
  outstanding_eur: 'المستحق على المتاجر (€)',
  overdue_eur: 'المتأخر عن موعد الدفع (€)',
  total: 'الإجمالي',
} as const;

/** Labels the server writes into rows: a missing distributor or category, the total row. */
export const reportLabels = {
  noDistributor: 'دون موزع',
  noVehicle: 'دون مركبة',
  weekOf: 'أسبوع {date}',
  total: 'الإجمالي',
} as const;

/** The PDF exports' texts (the report pages' words): title, period, comparison, headline figures, pages. */
export const reportPdfTexts = {
  titles: {
    summary: 'التقارير: الأرقام الرئيسية',
    sales: 'تقرير المبيعات',
    payments: 'تقرير المدفوعات والمستحقات',
    margin: 'تقرير هامش الربح',
    vehicles: 'تقرير تكاليف المركبات',
    distribution: 'تقرير التوزيع',
  },
  groupedBy: {
    day: 'حسب اليوم',
    week: 'حسب الأسبوع',
    month: 'حسب الشهر',
    shop: 'حسب المتجر',
    product: 'حسب المنتج',
    category: 'حسب الفئة',
    distributor: 'حسب الموزع',
  },
  period: 'الفترة: من {from} إلى {to}',
  comparedWith: 'مقارنة بالفترة من {from} إلى {to}',
  previous: 'السابقة: {value}',
  asOf: 'الأعمار والأرصدة حتى {date}',
  headline: 'الأرقام الرئيسية',
  page: 'صفحة {page} من {pages}',
  empty: 'لا بيانات في هذه الفترة',
} as const;
