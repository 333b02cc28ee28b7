import { describe, expect, it } from 'vitest';
import { aiConversationUpdate, aiMessageBody, normalizeArabic, wordsOf } from '../../src/domain/aiChat';
import { dayText, moneyText } from '../../src/domain/format';
import { canAccess } from '../../src/domain/access';
import { ROLES } from '../../src/domain/enums';

describe('the assistant: Arabic normalisation', () => {
  it('reads hamza forms, taa marbuta, alef maqsura, diacritics and tatweel alike', () => {
    expect(normalizeArabic('كَمْ مَبيعاتُ اليومِ؟')).toBe(normalizeArabic('كم مبيعات اليوم'));
    expect(normalizeArabic('أإآا')).toBe('اااا');
    expect(normalizeArabic('قليلة')).toBe('قليله');
    expect(normalizeArabic('مستوى')).toBe('مستوي');
    expect(normalizeArabic('مـــبيعات')).toBe('مبيعات');
    expect(normalizeArabic('مسؤول شاطئ')).toBe('مسوول شاطي');
    expect(normalizeArabic('٢٠٢٦')).toBe('2026');
  });

  it('drops the article and a leading "and" from the words', () => {
    expect(wordsOf('والمنتجات المخزون')).toEqual(['منتجات', 'مخزون']);
  });
});

describe('the assistant: the question body', () => {
  it('refuses an empty, blank or too long message in Arabic', () => {
    for (const message of ['', '   ', 'x'.repeat(1001)]) {
      const result = aiMessageBody.safeParse({ message });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/الرسالة (مطلوبة|طويلة جداً\. الحد الأقصى 1000 حرف)/);
    }
    expect(aiMessageBody.parse({ message: ` ${'x'.repeat(1000)} ` }).message).toHaveLength(1000);
    expect(aiMessageBody.parse({ message: 'سؤال' }).context).toEqual({});
  });

  it('refuses a conversation change that changes nothing', () => {
    expect(aiConversationUpdate.safeParse({}).success).toBe(false);
    expect(aiConversationUpdate.safeParse({ starred: true }).success).toBe(true);
  });
});

describe('the assistant: access and formats', () => {
  it('is open to every signed-in role, its cache cleared by admins only', () => {
    for (const role of ROLES) for (const action of ['list', 'show', 'create', 'edit', 'delete'] as const) expect(canAccess(role, 'ai-chat', action)).toBe(true);
    expect(ROLES.filter((role) => canAccess(role, 'system', 'edit'))).toEqual(['admin']);
  });

  it('writes money and days as the app does', () => {
    expect(moneyText(1234.5)).toContain('1,234.50');
    expect(moneyText(1234.5)).toContain('€');
    expect(dayText('2026-03-07')).toBe('07/03/2026');
  });
});

describe('the chat screen: message parts and the stream', () => {
  it('turns web links into links, app paths into app links and newlines into breaks', async () => {
    const { messageParts, previewOf } = await import('../../src/custom/aiChat/messageParts');
    expect(messageParts('انظر https://example.be/a?b=1.\nالطلب /orders/12 جاهز')).toEqual([
      { kind: 'text', text: 'انظر ' },
      { kind: 'link', href: 'https://example.be/a?b=1', external: true },
      { kind: 'text', text: '.' },
      { kind: 'break' },
      { kind: 'text', text: 'الطلب ' },
      { kind: 'link', href: '/orders/12', external: false },
      { kind: 'text', text: ' جاهز' },
    ]);
    expect(messageParts('javascript:alert(1) و http:/x')).toEqual([{ kind: 'text', text: 'javascript:alert(1) و http:/x' }]);
    expect(previewOf('س'.repeat(41), 40)).toBe(`${'س'.repeat(40)}...`);
    expect(previewOf('قصير\nجداً', 40)).toBe('قصير جداً');
  });

  it('reads server-sent events across chunk boundaries', async () => {
    const { readEvents } = await import('../../src/providers/data/aiChatCalls');
    const first = readEvents('event: start\ndata: {}\n\nevent: delta\ndata: {"text":"مر');
    expect(first.events).toEqual([{ event: 'start', data: {} }]);
    const second = readEvents(`${first.rest}حبا"}\n\nevent: done\ndata: {"message":"مرحبا"}\n\n`);
    expect(second.events).toEqual([
      { event: 'delta', data: { text: 'مرحبا' } },
      { event: 'done', data: { message: 'مرحبا' } },
    ]);
    expect(second.rest).toBe('');
  });
});
