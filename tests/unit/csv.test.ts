import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeCell, safeRow } from '../../src/domain/csv';
import { exportStores, storeExportFileName, storeExportRow, storesCsv, storesJson } from '../../src/resources/stores/storeExport';

const shops = [
  { id: 1, name: 'سوبرماركت الوسط', address: 'شارع الملك 12، أنتويرب', phone: '+32 470 11 22 33', email: 'centre@shop.be', status: 'active', total_orders: 14, total_purchases_eur: 1234.5, tax_number: 'BE0123' },
  { id: 2, name: '=HYPERLINK("http://evil.example","اضغط")', address: null, phone: null, email: '@attacker', status: 'inactive', total_orders: 0, total_purchases_eur: '0' },
];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('safeCell', () => {
  it('prefixes a quote to text that a spreadsheet would run as a formula', () => {
    expect(safeCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(safeCell('+32 470 11 22 33')).toBe("'+32 470 11 22 33");
    expect(safeCell('-5')).toBe("'-5");
    expect(safeCell('@SUM(1)')).toBe("'@SUM(1)");
    expect(safeCell('\t=1')).toBe("'\t=1");
    expect(safeCell('\r=1')).toBe("'\r=1");
  });

  it('leaves other text, numbers and booleans alone, and empties missing values', () => {
    expect(safeCell('مخبز = سعيد')).toBe('مخبز = سعيد');
    expect(safeCell('a-b')).toBe('a-b');
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(12.5)).toBe(12.5);
    expect(safeCell(Number.NaN)).toBe('');
    expect(safeCell(true)).toBe(true);
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
    expect(safeCell(new Date('2026-11-22T06:00:00.000Z'))).toBe('2026-11-22T06:00:00.000Z');
  });

  it('makes every cell of a row safe, keeping the keys in order', () => {
    expect(safeRow({ b: '=1', a: 2, c: null })).toEqual({ b: "'=1", a: 2, c: '' });
    expect(Object.keys(safeRow({ b: 1, a: 2 }))).toEqual(['b', 'a']);
  });
});

describe('the stores export (spec 001 section 7)', () => {
  it('has the spec fields, total_revenue taken from total_purchases_eur', () => {
    expect(storeExportRow(shops[0]!)).toEqual({
      id: 1,
      name: 'سوبرماركت الوسط',
      address: 'شارع الملك 12، أنتويرب',
      phone: '+32 470 11 22 33',
      email: 'centre@shop.be',
      status: 'active',
      total_orders: 14,
      total_revenue: 1234.5,
    });
    expect(storeExportRow(shops[1]!)).toMatchObject({ address: '', phone: '', total_revenue: 0 });
  });

  it('writes CSV with the field names as header and neutralised cells', async () => {
    const csv = await storesCsv(shops);
    const lines = csv.split('\n');
    expect(lines[0]).toBe('id,name,address,phone,email,status,total_orders,total_revenue');
    // The Arabic comma needs no quoting; an ASCII one would.
    expect(lines[1]).toBe("1,سوبرماركت الوسط,شارع الملك 12، أنتويرب,'+32 470 11 22 33,centre@shop.be,active,14,1234.5");
    expect(lines[2]).toBe(`2,"'=HYPERLINK(""http://evil.example"",""اضغط"")",,,'@attacker,inactive,0,0`);
    expect(lines).toHaveLength(3);
  });

  it('writes JSON with the same fields, values untouched', () => {
    const rows = JSON.parse(storesJson(shops)) as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'name', 'address', 'phone', 'email', 'status', 'total_orders', 'total_revenue']);
    expect(rows[1]!.name).toBe('=HYPERLINK("http://evil.example","اضغط")');
  });

  it('names the file after the bakery day: stores_YYYY-MM-DD', () => {
    // 23:30 UTC on the 21st is already the 22nd in Brussels.
    expect(storeExportFileName(new Date('2026-11-21T23:30:00.000Z'))).toBe('stores_2026-11-22');
  });

  it('downloads stores_{date}.csv (UTF-8 with a byte-order mark) and stores_{date}.json', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', { ...URL, createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:fake')), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.getAttribute('download') ?? '');
    });

    await exportStores(shops, 'csv');
    await exportStores(shops, 'json');
    expect(names).toEqual(['stores_2026-11-22.csv', 'stores_2026-11-22.json']);
    const csvBytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...csvBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(csvBytes.slice(3));
    expect(csv.split('\n')[0]).toBe('id,name,address,phone,email,status,total_orders,total_revenue');
    expect(JSON.parse(await blobs[1]!.text())).toHaveLength(2);
  });
});
