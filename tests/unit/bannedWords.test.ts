import { describe, expect, it } from 'vitest';
import * as domainMessages from '../../src/domain/messages';
import { ar } from '../../src/i18n/ar';

type Tree = { [key: string]: Tree | string | undefined };

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree as Tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

// 'محل' and 'دكان' with their article and prepositions (المحل، للمحل، بالمحل، محلات، دكاكين), as whole
// words: 'محلياً' (locally) is another word and stays.
const OTHER_WORD_FOR_SHOP = /(?<!\p{L})(?:و|ف)?(?:ب|ل|ك)?(?:ال|ل)?(?:محل|محلات|دكان|دكاكين)(?!\p{L})/u;
const TECHNICAL_NAMES = /PGlite|Leaflet|PostgreSQL|Postgres|Drizzle|Fastify|SQL/i;

// Every area's texts: the catalogue, the domain's shared messages and each entity's (the assistant's
// answers and suggested questions among them).
const areaMessages = import.meta.glob('../../src/domain/**/messages.ts', { eager: true });
const texts = [
  ...leaves(ar, 'ar'),
  ...leaves(domainMessages, 'domain'),
  ...Object.entries(areaMessages).flatMap(([file, module]) => leaves(module, file.replace('../../src/domain/', ''))),
];

describe('the words staff read', () => {
  it('reads the whole catalogue', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it("calls a shop 'متجر' everywhere, never 'محل' or 'دكان'", () => {
    expect(texts.filter(([, text]) => OTHER_WORD_FOR_SHOP.test(text))).toEqual([]);
  });

  it('names no library or database engine', () => {
    expect(texts.filter(([, text]) => TECHNICAL_NAMES.test(text))).toEqual([]);
  });

  it('would catch the old wordings', () => {
    for (const old of ['اسم المحل مطلوب', 'إضافة محل جديد', 'للمحل', 'محلات الحي', 'دكان']) {
      expect(OTHER_WORD_FOR_SHOP.test(old), old).toBe(true);
    }
    expect(OTHER_WORD_FOR_SHOP.test('تم حفظ الإعدادات محلياً')).toBe(false);
    expect(TECHNICAL_NAMES.test('PGlite (مدمجة)')).toBe(true);
  });
});
