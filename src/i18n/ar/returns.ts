import { addTexts } from '../catalogue';

// Texts of the returns (issue 29): the distributor's step at a delivery, the office's list to approve, and
// the bank statement import with its matching table. The server's refusals are its own Arabic messages
// (src/domain/returns/messages.ts, src/domain/statements/messages.ts).

const returns = {
  record: 'تسجيل مرتجع',
  dialog_title: 'مرتجعات %{store}',
  step_hint: 'هل أعاد المتجر بضاعة؟ أدخل الكمية المرتجعة لكل منتج وسببها، أو اختر «لا مرتجعات».',
  delivered: 'المُسلَّم: %{quantity}',
  quantity: 'الكمية المرتجعة',
  reason: 'السبب',
  reasons: { unsold: 'غير مباع', damaged: 'تالف', wrong_item: 'منتج خاطئ' },
  note: 'ملاحظة (اختياري)',
  none: 'لا مرتجعات',
  cancel: 'إلغاء',
  submit: 'تسجيل المرتجع',
  quantity_invalid: 'الكمية يجب أن تكون عدداً صحيحاً بين 0 و%{max}',
  nothing: 'أدخل كمية مرتجعة لمنتج واحد على الأقل، أو اختر «لا مرتجعات»',
  recorded: 'تم تسجيل المرتجع، وهو بانتظار موافقة الإدارة',
  // The office's list.
  list_title: 'المرتجعات',
  to_approve: 'بانتظار الموافقة',
  approved_tab: 'تمت الموافقة',
  empty: 'لا توجد مرتجعات',
  load_error: 'تعذر تحميل المرتجعات',
  approve: 'موافقة',
  approved: 'تمت الموافقة',
  credited: 'إشعار دائن',
  waiting_invoice: 'بانتظار الفاتورة',
  columns: {
    date: 'التاريخ',
    order: 'الطلب',
    store: 'المتجر',
    distributor: 'الموزع',
    lines: 'المنتجات',
    total: 'القيمة',
    status: 'الحالة',
  },
  status: { pending: 'بانتظار الموافقة', approved: 'تمت الموافقة' },
};

const statements = {
  title: 'كشوف الحساب البنكية',
  subtitle: 'استيراد كشف CAMT.053 أو CODA ومطابقة الدفعات مع الفواتير',
  choose: 'اختيار ملف الكشف',
  import: 'استيراد',
  importing: 'جارٍ الاستيراد…',
  history: 'الكشوف المستوردة',
  empty: 'لم يُستورد أي كشف بعد',
  load_error: 'تعذر تحميل كشف الحساب',
  summary: 'الأسطر: %{lines} · مطابق: %{matched} · جزئي: %{partial} · زائد: %{excess} · غير مطابق: %{unmatched} · المسجّل: %{recorded}',
  duplicates: 'أسطر مستوردة من قبل ولم تُسجَّل مرة ثانية: %{count}',
  columns: {
    date: 'التاريخ',
    payer: 'المُرسِل',
    communication: 'البيان',
    amount: 'المبلغ',
    status: 'الحالة',
    invoice: 'الفاتورة',
    recorded: 'المسجّل',
  },
  status: { matched: 'مطابق', partial: 'دفع جزئي', excess: 'دفع زائد', unmatched: 'غير مطابق' },
  excess: 'زائد %{amount}',
  suggestions: 'اقتراحات',
  no_suggestion: 'لا اقتراح',
  reason_amount: 'المبلغ نفسه',
  reason_name: 'اسم المتجر',
  match: 'مطابقة',
  matched: 'تمت مطابقة السطر وتسجيل الدفعة',
  open: 'عرض',
};

/** The area's place in the catalogue, added when a screen that shows it loads (src/i18n/catalogue.ts). */
export const returnsTexts = { bakery: { returns, statements } };
addTexts(returnsTexts);
