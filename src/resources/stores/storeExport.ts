import Papa from 'papaparse';
import { downloadCSV, type RaRecord } from 'react-admin';
import { safeRow } from '../../domain/csv';
import { bakeryDate } from '../../domain/dates';

// The stores export of spec 001 section 7: client-side, these fields, saved as stores_{date}.

export const STORE_EXPORT_FIELDS = ['id', 'name', 'address', 'phone', 'email', 'status', 'total_orders', 'total_revenue'] as const;
export type StoreExportRow = Record<(typeof STORE_EXPORT_FIELDS)[number], string | number>;
export type ExportFormat = 'csv' | 'json';

/** The most rows one export asks for: the API's largest page. */
export const EXPORT_MAX_ROWS = 500;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const amount = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

export function storeExportRow(record: RaRecord): StoreExportRow {
  return {
    id: record.id as number,
    name: text(record.name),
    address: text(record.address),
    phone: text(record.phone),
    email: text(record.email),
    status: text(record.status),
    total_orders: amount(record.total_orders),
    total_revenue: amount(record.total_purchases_eur),
  };
}

/** 'stores_2026-11-22': the bakery's calendar day (Brussels). */
export function storeExportFileName(at: Date = new Date()): string {
  return `stores_${bakeryDate(at)}`;
}

/**
 * A role without stores:money (a distributor) gets no revenue from the server: the export leaves the
 * column out instead of writing zeros.
 */
function exportRow(record: RaRecord, withMoney: boolean): Partial<StoreExportRow> {
  const { total_revenue, ...rest } = storeExportRow(record);
  return withMoney ? { ...rest, total_revenue } : rest;
}

const exportFields = (withMoney: boolean) => STORE_EXPORT_FIELDS.filter((field) => withMoney || field !== 'total_revenue');

/** The CSV text: a header of the field names, then one line per shop, formula-like cells neutralised. */
export function storesCsv(records: readonly RaRecord[], withMoney = true): string {
  const rows = records.map((record) => safeRow(exportRow(record, withMoney)));
  return Papa.unparse({ fields: exportFields(withMoney), data: rows }, { newline: '\n' });
}

export function storesJson(records: readonly RaRecord[], withMoney = true): string {
  return JSON.stringify(
    records.map((record) => exportRow(record, withMoney)),
    null,
    2,
  );
}

function downloadJSON(json: string, filename: string) {
  const link = document.createElement('a');
  link.style.display = 'none';
  document.body.appendChild(link);
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json;charset=utf-8' }));
  link.setAttribute('href', url);
  link.setAttribute('download', `${filename}.json`);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Saves the shops as stores_{date}.csv or .json. The CSV starts with a byte-order mark so spreadsheet
 * programs read its Arabic as UTF-8.
 */
export async function exportStores(records: readonly RaRecord[], format: ExportFormat, withMoney = true): Promise<void> {
  if (format === 'json') {
    downloadJSON(storesJson(records, withMoney), storeExportFileName());
    return;
  }
  downloadCSV(`\uFEFF${storesCsv(records, withMoney)}`, storeExportFileName());
}
