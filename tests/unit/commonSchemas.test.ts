import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decimalInput,
  decimalNumber,
  idNumber,
  idParam,
  integerInRange,
  isoDate,
  listQuery,
  MAX_ID,
  MAX_MONEY,
  moneyAmount,
  parseRecordId,
} from '../../src/domain/schemas/common';
import { orderCreateSchema } from '../../src/domain/orders/schemas';
import { productCreateSchema, stockAdjustSchema } from '../../src/domain/products/schemas';
import { storeCreateSchema } from '../../src/domain/stores/schemas';
import { MAX_EXCHANGE_RATE, settingsUpdateSchema } from '../../src/domain/settings';
import { validation } from '../../src/i18n/ar';
import { isAllowedLink } from '../../src/domain/links';
import { userCreateSchema } from '../../src/domain/users/schemas';

// The number rules the server and the forms share (issue 12): what a form accepts today still parses,
// and what Number() would misread ("0x10", true, [1], "1e3", Infinity) is refused with an Arabic message.

const ARABIC = /[\u0600-\u06FF]/;

describe('decimalInput', () => {
  it('reads numbers and plain decimal text, with a decimal comma when asked', () => {
    expect(decimalInput(12)).toBe(12);
    expect(decimalInput(' 12.50 ')).toBe(12.5);
    expect(decimalInput('-3')).toBe(-3);
    expect(decimalInput('.5')).toBe(0.5);
    expect(decimalInput('7.')).toBe(7);
    expect(decimalInput('2,75', true)).toBe(2.75);
    expect(decimalInput('2,75')).toBe('2,75');
  });

  it('leaves everything Number() would misread for the schema to refuse', () => {
    for (const value of ['0x10', '0b11', '0o7', '1e3', 'Infinity', '', ' ', '1,2,3', '12abc', true, false, [1], {}, null])
      expect(decimalInput(value, true)).toEqual(value);
    expect(decimalInput(Infinity)).toBe('Infinity');
    expect(decimalInput(Number.NaN)).toBe('NaN');
  });
});

describe('decimalNumber, integerInRange, idNumber and moneyAmount', () => {
  const message = 'رسالة';
  it('refuses the misread shapes with the given message', () => {
    for (const schema of [decimalNumber(message), integerInRange(message), idNumber(message), moneyAmount(message)]) {
      for (const value of ['0x10', true, [1], '1e3', Infinity, 'abc', '']) {
        const result = schema.safeParse(value);
        expect(result.success, `${String(value)}`).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(message);
      }
    }
  });

  it('bounds ids to a positive int4', () => {
    expect(idNumber().parse('2147483647')).toBe(MAX_ID);
    expect(idNumber().parse(1)).toBe(1);
    for (const value of ['2147483648', 2 ** 31, 1e20, 0, -1, 1.5, '1.5'])
      expect(idNumber().safeParse(value).success, String(value)).toBe(false);
    expect(idParam.safeParse({ id: '2147483648' }).error?.issues[0]?.message).toBe(validation.idInvalid);
  });

  it('bounds integers to their column and money to numeric(14,2)', () => {
    expect(integerInRange(message).safeParse(2_147_483_648).success).toBe(false);
    expect(integerInRange(message, 1, 50).parse('50')).toBe(50);
    expect(moneyAmount(message).parse('999999999999.99')).toBe(MAX_MONEY);
    expect(moneyAmount(message).safeParse(1e12).success).toBe(false);
    expect(moneyAmount(message).safeParse(1.005).success).toBe(false);
    expect(moneyAmount(message, { exclusiveMin: true }).safeParse(0).success).toBe(false);
    expect(moneyAmount(message, { comma: true }).parse('3,25')).toBe(3.25);
  });
});

describe('the shared schemas', () => {
  it('list queries take decimal pages and ids and refuse the rest', () => {
    const query = listQuery(['id'], 'id');
    expect(query.parse({ page: '2', limit: '50', ids: '1, 2,2147483647' })).toMatchObject({ page: 2, limit: 50, ids: [1, 2, MAX_ID] });
    for (const bad of [{ page: '0x10' }, { limit: 'true' }, { ids: '1,2147483648' }, { ids: '0x10' }, { page: '1e3' }])
      expect(query.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('the product form still takes numbers as typed, with a comma, and refuses hex', () => {
    const base = { name: 'خبز', category: 'bread', unit: 'piece' };
    expect(productCreateSchema.parse({ ...base, price_eur: '2,50', stock_quantity: '10', cost_eur: '' })).toMatchObject({
      price_eur: 2.5,
      stock_quantity: 10,
      cost_eur: null,
    });
    expect(productCreateSchema.safeParse({ ...base, price_eur: '0x10' }).error?.issues[0]?.message).toBe(validation.priceEurPositive);
    expect(stockAdjustSchema.safeParse({ quantity_change: '1e3', reason: 'جرد' }).success).toBe(false);
  });

  it('the order form reads decimal ids and quantities only', () => {
    const items = [{ product_id: '3', quantity: '2' }];
    expect(orderCreateSchema.parse({ store_id: '1', items }).items[0]).toMatchObject({ product_id: 3, quantity: 2 });
    for (const store_id of ['0x10', true, [1], 2147483648])
      expect(orderCreateSchema.safeParse({ store_id, items }).success, JSON.stringify(store_id)).toBe(false);
  });

  it('the shop wizard still takes typed coordinates and a decimal comma', () => {
    const shop = storeCreateSchema.parse({ name: 'محل', address: 'شارع', phone: '+32 470 12 34 56', latitude: '50.85', longitude: '4,35' });
    expect(shop).toMatchObject({ latitude: 50.85, longitude: 4.35 });
    expect(storeCreateSchema.safeParse({ name: 'محل', address: 'شارع', phone: '+32 470 12 34 56', credit_limit_eur: '0x10' }).success).toBe(false);
  });

  it('bounds the exchange rate and names web addresses only', () => {
    expect(settingsUpdateSchema.parse({ exchangeRate: '15000.5' }).exchangeRate).toBe(15000.5);
    expect(settingsUpdateSchema.parse({ exchangeRate: MAX_EXCHANGE_RATE }).exchangeRate).toBe(MAX_EXCHANGE_RATE);
    for (const exchangeRate of [1e20, MAX_EXCHANGE_RATE + 1, 0, 15000.001, '0x10', true])
      expect(settingsUpdateSchema.safeParse({ exchangeRate }).success, String(exchangeRate)).toBe(false);
    for (const geocoderUrl of ['javascript:alert(1)', 'file:///etc/passwd', 'http://', 'http://user:pw@example.org/'])
      expect(settingsUpdateSchema.safeParse({ geocoderUrl }).success, geocoderUrl).toBe(false);
    expect(settingsUpdateSchema.parse({ mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).mapTileUrl).toContain('{z}');
  });
});

describe("zod's own messages", () => {
  it('are Arabic where a schema names none', () => {
    const schema = z.object({ text: z.string().min(3), count: z.number().max(2), list: z.array(z.string()), kind: z.enum(['a', 'b']) });
    const result = schema.safeParse({ text: 'x', count: 9, list: 'no', kind: 'c' });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(message).toMatch(ARABIC);
      expect(message).not.toMatch(/[A-Za-z]{3,}/);
    }
    expect(z.object({ a: z.string() }).safeParse({}).error?.issues[0]?.message).toBe(validation.required);
  });
});

describe('parseRecordId', () => {
  it("reads an address's id the way the server's idNumber does, and nothing else", () => {
    expect(parseRecordId('12')).toBe(12);
    expect(parseRecordId(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of ['abc', '0', '-1', '+1', '007', '01', '1.5', '1e3', ' 12', '', String(MAX_ID + 1), '99999999999999999999', null, undefined]) {
      expect(parseRecordId(bad)).toBeNull();
      if (typeof bad === 'string') expect(idNumber().safeParse(bad).success, bad).toBe(false);
    }
    for (const good of ['12', String(MAX_ID)]) expect(idNumber().parse(good)).toBe(parseRecordId(good));
  });
});

describe('issue 23: dates, money precision and stored links', () => {
  it('takes dates from 2000 to 2100 unless a field says otherwise', () => {
    for (const day of ['2000-01-01', '2026-11-26', '2100-12-31']) expect(isoDate.parse(day)).toBe(day);
    for (const day of ['1999-12-31', '0202-05-01', '2101-01-01']) {
      const result = isoDate.safeParse(day);
      expect(result.success, day).toBe(false);
      expect(result.error!.issues[0]!.message).toContain('2000');
    }
    const user = { username: 'baker1', email: 'baker1@bakery.be', password: 'Bakery123!x', full_name: 'خباز', role: 'cashier' };
    const born = userCreateSchema.safeParse({ ...user, date_of_birth: '1961-03-04', hired_date: '1990-06-01' });
    expect(born.success, JSON.stringify(born.error?.issues)).toBe(true);
  });

  it('refuses money below a cent, which the database would round away', () => {
    const bread = { name: 'خبز', category: 'bread', unit: 'piece' };
    for (const price_eur of [0.004, 0.001, '0.005', 2.555]) {
      const result = productCreateSchema.safeParse({ ...bread, price_eur });
      expect(result.success, String(price_eur)).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(ARABIC);
    }
    expect(productCreateSchema.safeParse({ ...bread, price_eur: 2.5, cost_eur: 0.001 }).success).toBe(false);
    expect(productCreateSchema.parse({ ...bread, price_eur: 0.01 }).price_eur).toBe(0.01);
    expect(storeCreateSchema.safeParse({ name: 'محل', address: 'شارع', phone: '+32 470 12 34 56', credit_limit_eur: 10.001 }).success).toBe(false);
  });

  it('keeps stored links to paths of the app and https hosts of the allow-list', () => {
    for (const link of ['/orders/12', '/orders?payment_status=overdue', 'https://docs.bakery.be/guide'])
      expect(isAllowedLink(link, ['docs.bakery.be']), link).toBe(true);
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'http://docs.bakery.be/',
      'https://evil.example/',
      'https://docs.bakery.be@evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'orders/12',
      '/orders /12',
    ])
      expect(isAllowedLink(link, ['docs.bakery.be']), link).toBe(false);
    expect(settingsUpdateSchema.parse({ linkHosts: ['Docs.Bakery.be', 'docs.bakery.be'] }).linkHosts).toEqual(['docs.bakery.be']);
    for (const host of ['https://x.be', 'x', 'a b.be', 'x.be:8080'])
      expect(settingsUpdateSchema.safeParse({ linkHosts: [host] }).success, host).toBe(false);
  });
});
