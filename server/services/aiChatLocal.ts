import { answerTexts, normalizeArabic } from '../../src/domain/aiChat';
import { runTool, type ToolContext } from './aiChatTools';

// The built-in answerer (issue 28): without a Gemini key, or when Gemini fails, it recognises the
// suggested questions and common ways of asking them, in normalised Arabic (hamza, taa marbuta, alef
// maqsura and diacritics read alike), and answers from the same tools as the model, as the same user.
// Anything else gets an honest reply saying what it can answer.

export interface Intent {
  tool: string;
  args: Record<string, unknown>;
}

const has = (text: string, ...stems: string[]) => stems.some((stem) => text.includes(normalizeArabic(stem)));

function periodOf(text: string): string | undefined {
  if (has(text, 'أمس', 'البارحة')) return 'yesterday';
  if (has(text, 'اليوم')) return 'today';
  if (has(text, 'أسبوع', 'اسبوع', 'أيام')) return 'week';
  if (has(text, 'شهر')) return 'month';
  if (has(text, 'سنة', 'عام')) return 'year';
  return undefined;
}

function statusesOf(text: string): string[] {
  if (has(text, 'تنفيذ', 'قيد التوزيع', 'في الطريق', 'جاري')) return ['in_progress'];
  if (has(text, 'معلق', 'انتظار')) return ['confirmed', 'in_progress'];
  if (has(text, 'مؤكد', 'تأكيد')) return ['confirmed'];
  if (has(text, 'مسود')) return ['draft'];
  if (has(text, 'ملغ', 'إلغاء')) return ['cancelled'];
  if (has(text, 'مسلم', 'تسليم', 'سلمت')) return ['delivered'];
  return [];
}

/** What a question asks, or null when the answerer does not know it. Order matters: the narrower first. */
export function intentOf(question: string): Intent | null {
  const text = normalizeArabic(question);
  if (!text) return null;
  if (has(text, 'الأكثر مبيع', 'اكثر مبيع', 'أفضل المنتجات', 'افضل المنتجات', 'الأعلى مبيع'))
    return { tool: 'top_products', args: { period: periodOf(text) ?? 'month' } };
  if (has(text, 'مركب', 'سيار', 'شاحن', 'وقود', 'الفان'))
    return { tool: 'vehicle_costs', args: { period: periodOf(text) ?? 'month' } };
  if (has(text, 'لم تدفع', 'لم يدفع', 'غير مدفوع', 'غير المدفوع', 'ديون', 'مديون', 'رصيد', 'أرصدة', 'مستحق', 'المتأخر'))
    return { tool: 'unpaid_balances', args: {} };
  if (has(text, 'مخزون', 'المخزن', 'نفد', 'نفاد', 'ناقص'))
    return { tool: 'stock_status', args: { low_only: !has(text, 'كل', 'جميع') } };
  if (has(text, 'جدول', 'جولة', 'جولات', 'مسار', 'أين وصل', 'اين وصل', 'المحطة'))
    return { tool: 'schedule_today', args: {} };
  if (has(text, 'مبيع', 'بعنا', 'بعت', 'إيراد', 'ايراد', 'دخل')) {
    const group = has(text, 'محل', 'متجر', 'متاجر', 'زبون', 'زبائن') ? 'shop' : has(text, 'منتج') ? 'product' : has(text, 'موزع') ? 'distributor' : 'none';
    return { tool: 'sales_summary', args: { period: periodOf(text) ?? 'today', group_by: group } };
  }
  if (has(text, 'طلب', 'طلبات', 'أوردر')) return { tool: 'orders_by_status', args: { status: statusesOf(text) } };
  return null;
}

const GREETINGS = ['مرحبا', 'أهلا', 'السلام عليكم', 'صباح الخير', 'مساء الخير', 'هاي'];

/** The built-in answer to a question, read from the tools as the asking user. */
export async function answerLocally(ctx: ToolContext, question: string): Promise<string> {
  const intent = intentOf(question);
  if (intent) return (await runTool(ctx, intent.tool, intent.args)).text;
  const text = normalizeArabic(question);
  if (GREETINGS.some((greeting) => text.startsWith(normalizeArabic(greeting)))) return answerTexts.greeting;
  return answerTexts.unknown;
}
