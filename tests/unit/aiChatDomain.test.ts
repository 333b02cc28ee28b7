import { describe, expect, it } from 'vitest';
import { aiConversationUpdate, aiMessageBody, answerDay, answerMoney, normalizeArabic, wordsOf } from '../../src/domain/aiChat';
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
    expect(answerMoney(1234.5)).toContain('1,234.50');
    expect(answerMoney(1234.5)).toContain('€');
    expect(answerDay('2026-03-07')).toBe('07/03/2026');
  });
});
