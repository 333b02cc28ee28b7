import type { ProductRecord } from './productRecord';

/** 'products_12.json': the file one product's data is saved as. */
export function productExportFileName(id: number | string): string {
  return `products_${id}.json`;
}

/** The product as the server returned it, indented for reading. */
export function productJson(record: ProductRecord): string {
  return JSON.stringify(record, null, 2);
}

/** Hands the browser a JSON file to save, through a temporary object URL. */
export function downloadJsonFile(json: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
