import { addTexts } from '../catalogue';

// Texts of the invoices pages (issue 29). The documents themselves are French or Dutch (the server's);
// the office reads them in Arabic here. The server's refusals are src/domain/invoices/messages.ts.

export const invoices = {
  title: 'الفواتير',
  credit_notes_title: 'الإشعارات الدائنة',
  number: 'الرقم',
  shop: 'المتجر',
  shop_id: 'رقم المتجر',
  issue_date: 'تاريخ الإصدار',
  due_date: 'تاريخ الاستحقاق',
  total: 'الإجمالي (شامل الضريبة)',
  net: 'الصافي (دون الضريبة)',
  vat: 'الضريبة',
  paid: 'المدفوع',
  credited: 'الدائن',
  due: 'المتبقي',
  status_label: 'الحالة',
  reference: 'البلاغ المهيكل',
  invoice: 'الفاتورة',
  reason: 'السبب',
  applied: 'المخصوم من الرصيد',
  all: 'الكل',
  status: {
    open: 'مفتوحة',
    partly_paid: 'مدفوعة جزئياً',
    paid: 'مدفوعة',
    overdue: 'متأخرة',
    credited: 'دائنة بالكامل',
  },
  pdf: 'عرض PDF',
  ubl: 'تنزيل UBL',
  lines: 'الأسطر',
  product: 'المنتج',
  quantity: 'الكمية',
  rate: 'نسبة الضريبة',
  payments: 'الدفعات',
  no_rows: 'لا توجد بيانات',
  issue: 'إصدار فاتورة',
  issue_shop: 'المتجر',
  issue_from: 'من تاريخ',
  issue_to: 'إلى تاريخ',
  issue_send: 'إصدار',
  issue_cancel: 'إلغاء',
  load_failed: 'تعذر تحميل الفواتير',
  issued: 'تم إصدار الفاتورة %{number}',
  issue_shop_required: 'اختر المتجر الذي تصدر له الفاتورة',
  issue_period_order: 'يجب ألا يسبق تاريخ النهاية تاريخ البداية',
  filter_shop: 'المتجر',
  filter_from: 'صادرة من تاريخ',
  filter_to: 'صادرة حتى تاريخ',
};

/** The area's place in the catalogue, added when a screen that shows it loads (src/i18n/catalogue.ts). */
export const invoicesTexts = { bakery: { invoices } };
addTexts(invoicesTexts);
