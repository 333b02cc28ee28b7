import { inArray, or, sql } from 'drizzle-orm';
import { safeCell } from '../../src/domain/csv';
import { CsvSyntaxError, isBlankRecord, parseCsv, toCsv } from '../../src/domain/csvTable';
import { MONEY_KEYS, seesMoney } from '../../src/domain/fieldRights';
import type { ImportRowError } from '../../src/domain/products/rules';
import { productCreateSchema, type ExportFormat, type ProductCreate } from '../../src/domain/products/schemas';
import { errors as messages, format, validation } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { productCategories, products, stockMovements } from '../db/schema';
import { ApiError } from '../lib/errors';
import { checkInput } from '../lib/inputCheck';
import { requireFields, requireRight, withoutMoney } from '../lib/rights';
import { audit } from './audit';
import {
  defaultPriceSyp,
  findProducts,
  openingMovements,
  productValues,
  translateWriteError,
  type ProductFilters,
} from './products';
import type { Actor, Auth } from '../lib/actor';

// GET /products/export and POST /products/import. The CSV's first line names the columns by their API
// field names; an exported file imports again (read-only columns such as id, totals and dates are
// ignored), each row a new product. An import is all or nothing: every row is checked with the shared
// create schema first, then all are saved in one transaction.

export const EXPORT_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'category_name',
  'unit',
  'barcode',
  'is_featured',
  'status',
  'price_eur',
  'price_syp',
  'cost_eur',
  'cost_syp',
  'stock_quantity',
  'minimum_stock',
  'weight_grams',
  'shelf_life_days',
  'production_date',
  'expiry_date',
  'storage_conditions',
  'supplier_info',
  'nutritional_info',
  'allergen_info',
  'image_url',
  'vat_rate',
  'units_per_crate',
  'total_sold',
  'total_revenue_eur',
  'total_revenue_syp',
  'created_by_name',
  'archived_at',
  'created_at',
  'updated_at',
] as const;

/** The columns an import reads; the others of an exported file are figures the server computes. */
export const IMPORT_COLUMNS = [
  'name',
  'description',
  'category',
  'unit',
  'barcode',
  'is_featured',
  'status',
  'price_eur',
  'price_syp',
  'cost_eur',
  'cost_syp',
  'stock_quantity',
  'minimum_stock',
  'weight_grams',
  'shelf_life_days',
  'production_date',
  'expiry_date',
  'storage_conditions',
  'supplier_info',
  'nutritional_info',
  'allergen_info',
  'image_url',
  'vat_rate',
  'units_per_crate',
] as const;
const REQUIRED_COLUMNS = ['name', 'category', 'price_eur'] as const;
const INFO_COLUMNS = new Set(['supplier_info', 'nutritional_info', 'allergen_info']);

export const MAX_IMPORT_ROWS = 5000;
/** Rows per INSERT: far below the 65535 bind parameters of one statement. */
const INSERT_BATCH = 500;
/** The reply names at most this many errors; the file has them all fixed before anything is saved. */
const MAX_REPORTED_ERRORS = 200;

function exportCell(value: unknown): string | number | boolean {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return safeCell(JSON.stringify(value));
  return safeCell(value);
}

/** The file of GET /products/export: every product the filters keep, in the list's order. */
export async function exportProducts(
  db: Db,
  query: ProductFilters,
  fileFormat: ExportFormat,
  today: string,
  auth: Auth,
) {
  const rows = withoutMoney(auth, 'products', await findProducts(db, query, { all: true }));
  // The file's columns follow what the user may see: no empty cost or revenue columns for a distributor.
  const columns = EXPORT_COLUMNS.filter((column) => !(MONEY_KEYS.products as readonly string[]).includes(column) || seesMoney(auth.user.role, 'products'));
  const filename = `products_${today}.${fileFormat}`;
  if (fileFormat === 'json') {
    return { filename, contentType: 'application/json; charset=utf-8', body: JSON.stringify(rows, null, 2) };
  }
  const records = [
    [...columns],
    ...rows.map((row) =>
      columns.map((column) => exportCell((row as unknown as Record<string, unknown>)[column])),
    ),
  ];
  return { filename, contentType: 'text/csv; charset=utf-8', body: toCsv(records) };
}

/** Undoes the export's protection of cells that would run as spreadsheet formulas ('=1+1 -> =1+1). */
function importCell(column: string, raw: string): unknown {
  const text = /^'[=+\-@\t\r]/.test(raw) ? raw.slice(1) : raw;
  if (INFO_COLUMNS.has(column) && text.trim().startsWith('{')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

const rowError = (row: number, field: string, message: string): ImportRowError => ({ row, field, message });

function refuse(errors: ImportRowError[]): never {
  throw new ApiError(400, messages.importRowsInvalid, errors.slice(0, MAX_REPORTED_ERRORS), {
    error_count: errors.length,
  });
}

interface ParsedRow {
  row: number;
  input: ProductCreate;
}

/** Every data row checked: the shared schema, a known category, no name or barcode twice in the file. */
function checkRows(records: string[][], knownCategories: Set<string>): ParsedRow[] {
  const header = records[0]!.map((cell) => cell.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length)
    refuse(missing.map((column) => rowError(1, column, format(messages.importMissingColumn, { column }))));
  const readable = header.map((column) => ((IMPORT_COLUMNS as readonly string[]).includes(column) ? column : null));

  const data = records
    .map((record, index) => ({ record, row: index + 1 }))
    .slice(1)
    .filter(({ record }) => !isBlankRecord(record));
  if (!data.length) throw new ApiError(400, messages.importEmpty);
  if (data.length > MAX_IMPORT_ROWS)
    throw new ApiError(400, format(messages.importTooManyRows, { max: MAX_IMPORT_ROWS }));

  const errors: ImportRowError[] = [];
  const parsed: ParsedRow[] = [];
  const names = new Set<string>();
  const barcodes = new Set<string>();
  for (const { record, row } of data) {
    const values: Record<string, unknown> = {};
    let unreadable = false;
    readable.forEach((column, index) => {
      if (!column) return;
      values[column] = importCell(column, record[index] ?? '');
      try {
        // A NUL or a lone surrogate (also one a JSON cell spells as an escape) would reach PostgreSQL and answer 500.
        checkInput(values[column], column, false);
      } catch (error) {
        errors.push(rowError(row, column, (error as Error).message));
        unreadable = true;
      }
    });
    if (unreadable) continue;
    const result = productCreateSchema.safeParse(values);
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const field = issue.path.map(String).join('.') || '_';
        if (!seen.has(field)) errors.push(rowError(row, field, issue.message));
        seen.add(field);
      }
      continue;
    }
    const input = result.data;
    if (!knownCategories.has(input.category)) errors.push(rowError(row, 'category', validation.productCategoryUnknown));
    const name = input.name.toLowerCase();
    if (names.has(name)) errors.push(rowError(row, 'name', messages.importDuplicateInFile));
    names.add(name);
    if (input.barcode) {
      if (barcodes.has(input.barcode)) errors.push(rowError(row, 'barcode', messages.importDuplicateInFile));
      barcodes.add(input.barcode);
    }
    parsed.push({ row, input });
  }
  if (errors.length) refuse(errors);
  return parsed;
}

/** POST /products/import: the CSV's rows as new products, all of them or none. */
export async function importProducts(db: Db, text: string, actor: Actor): Promise<{ imported: number }> {
  // Every imported row is a new product with a price and maybe a stock: refused before the file is read.
  requireRight(actor.auth, 'products', 'create');
  requireFields(actor.auth, 'products', ['price_eur', 'stock_quantity']);
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) refuse([rowError(error.row, '_', messages.importFileInvalid)]);
    throw error;
  }
  if (!records.length || isBlankRecord(records[0]!)) throw new ApiError(400, messages.importEmpty);
  const categories = await db.select({ code: productCategories.code }).from(productCategories);
  const rows = checkRows(records, new Set(categories.map((category) => category.code)));
  const priceSyp = await defaultPriceSyp(db);
  const userId = actor.auth.user.id;

  await db
    .transaction(async (tx) => {
      // Names and barcodes the catalogue already has: named by row, and nothing is saved.
      const names = rows.map(({ input }) => input.name.toLowerCase());
      const barcodes = rows.flatMap(({ input }) => (input.barcode ? [input.barcode] : []));
      const taken = await tx
        .select({ name: sql<string>`lower(${products.name})`, barcode: products.barcode })
        .from(products)
        .where(
          or(
            inArray(sql`lower(${products.name})`, names),
            barcodes.length ? inArray(products.barcode, barcodes) : undefined,
          ),
        );
      if (taken.length) {
        const takenNames = new Set(taken.map((row) => row.name));
        const takenBarcodes = new Set(taken.map((row) => row.barcode));
        refuse(
          rows.flatMap(({ row, input }) => [
            ...(takenNames.has(input.name.toLowerCase()) ? [rowError(row, 'name', messages.productDuplicate)] : []),
            ...(input.barcode && takenBarcodes.has(input.barcode)
              ? [rowError(row, 'barcode', messages.productDuplicate)]
              : []),
          ]),
        );
      }
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        const batch = rows.slice(start, start + INSERT_BATCH);
        const inserted = await tx
          .insert(products)
          .values(batch.map(({ input }) => productValues(input, userId, priceSyp)))
          .returning({ id: products.id, stock_quantity: products.stock_quantity });
        const openings = openingMovements(inserted, userId);
        if (openings.length) await tx.insert(stockMovements).values(openings);
      }
      await audit(tx, {
        userId,
        action: 'import',
        entity: 'product',
        changes: { imported: rows.length },
        ip: actor.ip,
      });
    })
    .catch(translateWriteError);
  return { imported: rows.length };
}
