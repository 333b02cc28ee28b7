import Papa from 'papaparse';

// Reading and writing CSV (RFC 4180) with papaparse, the one CSV library of the project: fields separated
// by commas, records by CRLF, a field in double quotes may hold commas, quotes (doubled) and line breaks.
// A byte-order mark at the start is skipped when reading and written by `toCsv` so spreadsheets read UTF-8.

export const BOM = '\uFEFF';
const CRLF = '\r\n';

export class CsvSyntaxError extends Error {
  /** 1-based record where the problem starts (the header being record 1). */
  constructor(readonly row: number) {
    super(`unterminated quoted field starting in record ${row}`);
  }
}

/**
 * Files saved by hand mix CRLF, LF and lone CR between records; papaparse takes one record separator.
 * The parts between quote characters at even places are outside any quoted field (a doubled quote adds
 * two), so only there are the line breaks made CRLF: those inside a quoted field are its text.
 */
function oneLineBreak(text: string): string {
  return text
    .split('"')
    .map((part, index) => (index % 2 === 0 ? part.replace(/\r\n|\r|\n/g, CRLF) : part))
    .join('"');
}

/** Every record of `text` as an array of fields. A final line break does not make an empty record. */
export function parseCsv(text: string): string[][] {
  const input = oneLineBreak(text.startsWith(BOM) ? text.slice(1) : text);
  const { data, errors } = Papa.parse<string[]>(input, { delimiter: ',', newline: CRLF, quoteChar: '"' });
  const unterminated = errors.find((error) => error.code === 'MissingQuotes');
  if (unterminated) throw new CsvSyntaxError((unterminated.row ?? data.length - 1) + 1);
  if (input.endsWith(CRLF)) data.pop();
  return data;
}

/** A record with nothing in it: a blank line of the file. */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((field) => field.trim() === '');
}

/** The records as a CSV file: BOM, CRLF between records and after the last. */
export function toCsv(records: readonly (readonly (string | number | boolean)[])[]): string {
  return BOM + Papa.unparse(records as (string | number | boolean)[][], { newline: CRLF }) + CRLF;
}
