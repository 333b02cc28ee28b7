import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, toCsv } from '../../src/domain/csvTable';
import { bakeryDate } from '../../src/domain/dates';
import { startTestServer, type TestServer } from './helpers';
import { api, newProduct, productRows, sortedIds, upload } from './productsKit';

// GET /products/export and POST /products/import: the CSV is read as RFC 4180 says (quotes, commas and
// line breaks inside quotes, a BOM); every row is checked with the shared schema, errors are named by row
// (the header being row 1), and a file with any bad row saves nothing.

let server: TestServer;
let admin: string;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  call = api(server, admin);
});
afterAll(async () => {
  await server?.close();
});

const importCsv = (text: string, cookie = admin, name = 'products.csv') =>
  upload(server, cookie, '/api/products/import', 'file', name, 'text/csv', Buffer.from(text, 'utf8'));

const HEADER = 'name,category,unit,price_eur,stock_quantity,description,is_featured,barcode';

describe('reading CSV', () => {
  it('handles quotes, doubled quotes, commas and line breaks inside quotes, CRLF, LF and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\r\nlines'],
      ['1', '', '3'],
    ]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
    expect(() => parseCsv('a,b\n"open,c\n')).toThrow(CsvSyntaxError);
    const records = [
      ['=1+1', 'a "b", c', 'line\nbreak'],
      [1.5, true, ''],
    ];
    expect(parseCsv(toCsv(records))).toEqual(records.map((record) => record.map(String)));
  });
});

describe('import', () => {
  it('saves nothing when one row is bad and names that row (header = row 1)', async () => {
    const before = (await productRows(server)).length;
    const text = [
      HEADER,
      `استيراد جيد 1,bread,piece,1.5,10,"خبز, طازج",true,IMP-001`,
      `استيراد جيد 2,cake,box,4,,"سطر أول\nسطر ثان",false,`,
      `استيراد سيئ,bread,piece,-2,5,,,`,
      `,pastry,piece,3,,,,`,
    ].join('\r\n');
    const response = await importCsv(text);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'يحتوي الملف على أخطاء، لم يتم حفظ أي منتج',
      errors: [
        { row: 4, field: 'price_eur', message: 'السعر باليورو يجب أن يكون أكبر من صفر' },
        { row: 5, field: 'name', message: 'اسم المنتج مطلوب' },
      ],
      error_count: 2,
    });
    expect((await productRows(server)).length).toBe(before);
  });

  it('saves nothing when the database refuses a later row of a valid file', async () => {
    const before = (await productRows(server)).length;
    // Valid by every rule, but the database refuses the third row's insert after the first two went in.
    await server.database.db.execute(
      sql.raw(`create function refuse_test_insert() returns trigger language plpgsql as $$
        begin
          if new.name = 'استيراد مرفوض' then raise exception 'refused by the test'; end if;
          return new;
        end $$`),
    );
    await server.database.db.execute(
      sql.raw(
        'create trigger refuse_test_insert before insert on products for each row execute function refuse_test_insert()',
      ),
    );
    try {
      const text = [
        HEADER,
        `استيراد أول,bread,piece,1.5,10,,false,`,
        `استيراد ثان,cake,box,4,,,false,`,
        `استيراد مرفوض,bread,piece,2,5,,false,`,
      ].join('\r\n');
      const response = await importCsv(text);
      expect(response.status).toBe(500);
      expect(response.body.success).toBe(false);
    } finally {
      await server.database.db.execute(sql.raw('drop trigger refuse_test_insert on products'));
      await server.database.db.execute(sql.raw('drop function refuse_test_insert()'));
    }
    expect((await productRows(server)).length).toBe(before);
  });

  it('imports a good file: quoted commas and line breaks kept, defaults applied, opening stock recorded', async () => {
    const before = await productRows(server);
    const text = [
      HEADER,
      `"استيراد, بفاصلة",bread,piece,1.25,12,"وصف ""مقتبس""",نعم,IMP-100`,
      `استيراد بسطرين,cookies,pack,"2,75",,"السطر الأول\r\nالسطر الثاني",,`,
      '',
      `استيراد ثالث,snack,kg,9,0,,false,`,
    ].join('\r\n');
    // Importing creates products: admins and managers only (issue 12).
    const response = await importCsv(`\uFEFF${text}\r\n`, admin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'تم استيراد 3 من المنتجات بنجاح', data: { imported: 3 } });
    const after = await productRows(server);
    expect(after.length).toBe(before.length + 3);
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(
      added.map(({ name, category, price_eur, stock_quantity, description, is_featured, barcode }) => ({
        name,
        category,
        price_eur,
        stock_quantity,
        description,
        is_featured,
        barcode,
      })),
    ).toEqual([
      {
        name: 'استيراد, بفاصلة',
        category: 'bread',
        price_eur: 1.25,
        stock_quantity: 12,
        description: 'وصف "مقتبس"',
        is_featured: true,
        barcode: 'IMP-100',
      },
      {
        name: 'استيراد بسطرين',
        category: 'cookies',
        price_eur: 2.75,
        stock_quantity: null,
        description: 'السطر الأول\r\nالسطر الثاني',
        is_featured: false,
        barcode: null,
      },
      {
        name: 'استيراد ثالث',
        category: 'snack',
        price_eur: 9,
        stock_quantity: 0,
        description: null,
        is_featured: false,
        barcode: null,
      },
    ]);
    const inventory = (await call.get(`/api/products/${added[0]!.id}/inventory`)).body.data;
    expect(inventory.movements.map((m: { change: number; reason: string }) => [m.change, m.reason])).toEqual([
      [12, 'الكمية الافتتاحية'],
    ]);
  });

  it('refuses names and barcodes already in the catalogue or twice in the file, by row', async () => {
    const existing = (await productRows(server)).find((row) => row.barcode)!;
    const text = [
      HEADER,
      `${existing.name.toUpperCase()},bread,piece,1,,,,`,
      `مكرر في الملف,bread,piece,1,,,,`,
      `مكرر في الملف,bread,piece,1,,,,`,
      `باركود موجود,bread,piece,1,,,,${existing.barcode}`,
    ].join('\n');
    const inFile = await importCsv(text);
    expect(inFile.status).toBe(400);
    expect(inFile.body.errors).toEqual([{ row: 4, field: 'name', message: 'الاسم أو الباركود مكرر في الملف' }]);
    const inCatalogue = await importCsv(
      text
        .split('\n')
        .filter((_line, index) => index !== 3)
        .join('\n'),
    );
    expect(inCatalogue.body.errors).toEqual([
      { row: 2, field: 'name', message: 'يوجد منتج بنفس الاسم أو الباركود' },
      { row: 4, field: 'barcode', message: 'يوجد منتج بنفس الاسم أو الباركود' },
    ]);
  });

  it('names a missing column, an unknown category, an unclosed quote, an empty or oversized file', async () => {
    const noPrice = await importCsv('name,category\nشيء,bread\n');
    expect(noPrice.body.errors).toEqual([
      { row: 1, field: 'price_eur', message: 'العمود price_eur مفقود من السطر الأول للملف' },
    ]);
    const category = await importCsv(`${HEADER}\nفئة مجهولة,caviar,piece,1,,,,\n`);
    expect(category.body.errors).toEqual([{ row: 2, field: 'category', message: 'الفئة المحددة غير موجودة' }]);
    const quote = await importCsv(`${HEADER}\nجيد,bread,piece,1,,,,\n"مفتوح,bread,piece,1,,,,\n`);
    expect(quote.body.errors).toEqual([{ row: 3, field: '_', message: 'ملف CSV غير صالح: علامة اقتباس غير مغلقة' }]);
    const empty = await importCsv(`${HEADER}\n\n`);
    expect(empty.body).toEqual({ success: false, message: 'الملف لا يحتوي على أي منتج' });
    const big = await importCsv(`${HEADER}\n${'x'.repeat(6 * 1024 * 1024)}`);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('حجم الملف يجب أن يكون أقل من 5 ميغابايت');
    const latin1 = await upload(
      server,
      admin,
      '/api/products/import',
      'file',
      'a.csv',
      'text/csv',
      Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0xff]),
    );
    expect(latin1.body.message).toBe('يجب أن يكون الملف نصاً بترميز UTF-8');
    const missing = await upload(
      server,
      admin,
      '/api/products/import',
      'csv',
      'a.csv',
      'text/csv',
      Buffer.from(HEADER),
    );
    expect(missing.body).toEqual({
      success: false,
      message: 'يرجى اختيار ملف CSV',
      errors: [{ field: 'file', message: 'يرجى اختيار ملف CSV' }],
    });
  });
});

describe('export', () => {
  it('writes the filtered catalogue as CSV with a BOM, a dated name and neutralised formulas', async () => {
    const tricky = newProduct('=HYPERLINK("http://x")', {
      description: '+33 قطعة, "مميزة"\nسطر',
      barcode: 'EXP-1',
      status: 'inactive',
    });
    const id = (await call.send('POST', '/api/products', tricky)).body.data.id;
    const response = await call.get('/api/products/export?format=csv&status=inactive');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="products_${bakeryDate()}.csv"`);
    expect(response.raw.startsWith('\uFEFFid,name,description,category,')).toBe(true);
    const [header, ...records] = parseCsv(response.raw);
    const column = (name: string) => header!.indexOf(name);
    const expected = (await productRows(server)).filter((row) => row.archived_at === null && row.status === 'inactive');
    expect(records.map((record) => Number(record[column('id')])).sort((a, b) => a - b)).toEqual(sortedIds(expected));
    const mine = records.find((record) => Number(record[column('id')]) === id)!;
    expect(mine[column('name')]).toBe(`'${tricky.name}`);
    expect(mine[column('description')]).toBe(`'+33 قطعة, "مميزة"\nسطر`);
    expect(mine[column('status')]).toBe('inactive');
  });

  it('writes JSON with the list fields, refuses an unknown format, and round-trips through import', async () => {
    const json = await call.get('/api/products/export?format=json&category=cake&sortBy=price_eur&sortOrder=DESC');
    expect(json.headers['content-disposition']).toBe(`attachment; filename="products_${bakeryDate()}.json"`);
    const list = (await call.get('/api/products?category=cake&sortBy=price_eur&sortOrder=DESC&limit=500')).body.data
      .products;
    expect(json.body).toEqual(list);
    expect((await call.get('/api/products/export?format=xml')).body.errors).toEqual([
      { field: 'format', message: 'صيغة التصدير يجب أن تكون csv أو json' },
    ]);

    // Export two products, remove them, import the file: they come back as they were.
    const originals = [
      (
        await call.send(
          'POST',
          '/api/products',
          newProduct('-رحلة ذهاب', {
            description: '@تنبيه, "مهم"',
            supplier_info: { name: 'مورد', contact: '+32 2 000 00 00' },
            stock_quantity: 6,
          }),
        )
      ).body.data,
      (
        await call.send(
          'POST',
          '/api/products',
          newProduct('رحلة عودة', { nutritional_info: 'نص', unit: 'kg', cost_eur: 1.1, vat_rate: 12, units_per_crate: 24 }),
        )
      ).body.data,
    ];
    const ids = originals.map((product) => product.id).join(',');
    const file = (await call.get(`/api/products/export?format=csv&ids=${ids}`)).raw;
    expect(
      (
        await call.send('POST', '/api/products/bulk', {
          product_ids: originals.map((product) => product.id),
          action: 'delete',
        })
      ).body.data.deleted,
    ).toBe(2);
    const imported = await importCsv(file);
    expect(imported.body.data).toEqual({ imported: 2 });
    const fields = [
      'name',
      'description',
      'category',
      'unit',
      'price_eur',
      'price_syp',
      'cost_eur',
      'stock_quantity',
      'supplier_info',
      'nutritional_info',
      'vat_rate',
      'units_per_crate',
    ];
    const pick = (product: Record<string, unknown>) =>
      Object.fromEntries(fields.map((field) => [field, product[field]]));
    for (const original of originals) {
      const found = (await call.get(`/api/products/search?q=${encodeURIComponent(original.name)}`)).body.data.products;
      expect(found).toHaveLength(1);
      expect(pick(found[0])).toEqual(pick(original));
    }
  });
});
