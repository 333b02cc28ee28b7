// Reading and writing CSV as RFC 4180 describes it: fields separated by commas, records by CRLF (LF or a
// lone CR are read too), a field in double quotes may hold commas, quotes (doubled) and line breaks. A
// byte-order mark at the start is skipped when reading and written by `toCsv` so spreadsheets read UTF-8.

export const BOM = '\uFEFF';

export class CsvSyntaxError extends Error {
  /** 1-based record where the problem starts (the header being record 1). */
  constructor(readonly row: number) {
    super(`unterminated quoted field starting in record ${row}`);
  }
}

/** Every record of `text` as an array of fields. A final line break does not make an empty record. */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith(BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let quoteStartRecord = 0;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < input.length) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      quoteStartRecord = records.length + 1;
      i += 1;
    } else if (char === ',') {
      endField();
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
    } else {
      field += char;
      i += 1;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteStartRecord);
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** A record with nothing in it: a blank line of the file. */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((field) => field.trim() === '');
}

function csvField(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The records as a CSV file: BOM, CRLF between records and after the last. */
export function toCsv(records: readonly (readonly (string | number | boolean)[])[]): string {
  return BOM + records.map((record) => record.map(csvField).join(',')).join('\r\n') + '\r\n';
}
