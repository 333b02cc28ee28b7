import { describe, expect, it } from 'vitest';
import { answerCounts } from '../../src/domain/aiChat';
import { arabicCount } from '../../src/domain/arabicCount';

// Issue 28: the assistant once wrote '2 طلباً' and '1 طلباً'; the noun follows the number's category.
describe('a count with its noun', () => {
  it.each([
    [0, '0 طلب'],
    [1, 'طلب واحد'],
    [2, 'طلبان'],
    [3, '3 طلبات'],
    [10, '10 طلبات'],
    [11, '11 طلباً'],
    [99, '99 طلباً'],
    [100, '100 طلب'],
    [102, '102 طلب'],
    [103, '103 طلبات'],
    [1111, '1,111 طلباً'],
  ])('%i orders: %s', (count, text) => {
    expect(arabicCount(count, answerCounts.orders)).toBe(text);
  });

  it('makes the adjective agree after من', () => {
    expect(arabicCount(2, answerCounts.deliveredOrders)).toBe('طلبين مسلّمين');
    expect(arabicCount(5, answerCounts.deliveredOrders)).toBe('5 طلبات مسلّمة');
    expect(arabicCount(15, answerCounts.deliveredOrders)).toBe('15 طلباً مسلّماً');
  });
});
