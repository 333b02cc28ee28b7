// CODA 2 files for the tests, built record by record at Febelfin's positions (1-based, inclusive), so that
// every record is exactly 128 characters.

type Fields = [from: number, value: string][];

export function record(fields: Fields): string {
  const chars = Array.from({ length: 128 }, () => ' ');
  for (const [from, value] of fields) [...value].forEach((c, i) => (chars[from - 1 + i] = c));
  return chars.join('');
}

const amount15 = (cents: number) => String(cents * 10).padStart(15, '0');

export interface CodaMovement {
  ref: string;
  cents: number;
  debit?: boolean;
  /** Twelve digits sent with the structured flag 1 + 101; else `free` is the free communication. */
  structured?: string;
  free?: string;
  name?: string;
  iban?: string;
  /** A globalised movement's detail records (detail numbers 0001...), each with its own communication. */
  details?: Omit<CodaMovement, 'details'>[];
}

/** A movement's three records (2.1, 2.2, 2.3); `detail` 0000 for the movement itself. */
function movementRecords(mv: CodaMovement, seq: string, detail: string, ddmmyy: string, globalised: boolean): string[] {
  const communication = mv.structured ? [[62, '1'], [63, '101'], [66, mv.structured]] : [[62, '0'], [63, mv.free ?? '']];
  // Transaction code type 1: a globalised amount; 5: one of its details; 0: a simple movement.
  const type = detail !== '0000' ? '5' : globalised ? '1' : '0';
  return [
    record([[1, '21'], [3, seq], [7, detail], [11, mv.ref], [32, mv.debit ? '1' : '0'], [33, amount15(mv.cents)], [48, ddmmyy], [54, `${type}0150000`], ...(communication as Fields), [116, ddmmyy], [122, '226'], [125, globalised ? '1' : '0'], [126, '1'], [128, '0']]),
    record([[1, '22'], [3, seq], [7, detail], [99, 'GEBABEBB'], [126, '1'], [128, '0']]),
    record([[1, '23'], [3, seq], [7, detail], [11, mv.iban ?? ''], [45, 'EUR'], [48, mv.name ?? ''], [126, '0'], [128, '0']]),
  ];
}

/** A one-statement file of the bakery's account on `ddmmyy`, with its trailer's count and totals right. */
export function codaFile(ddmmyy: string, movements: CodaMovement[], tweak?: (records: string[]) => string[]): string {
  const records: string[] = [
    record([[1, '00000'], [6, ddmmyy], [12, '725'], [15, '05'], [25, '0000000123'], [35, 'BOULANGERIE DE BRUXELLES'], [61, 'GKCCBEBB'], [72, '00412345678'], [128, '2']]),
    record([[1, '12226'], [6, 'BE71096123456769'], [40, 'EUR'], [43, '0'], [44, amount15(1025000)], [59, ddmmyy], [65, 'BOULANGERIE DE BRUXELLES'], [91, 'Compte courant'], [126, '226']]),
  ];
  movements.forEach((mv, i) => {
    const seq = String(i + 1).padStart(4, '0');
    records.push(...movementRecords(mv, seq, '0000', ddmmyy, !!mv.details?.length));
    mv.details?.forEach((detail, d) => records.push(...movementRecords(detail, seq, String(d + 1).padStart(4, '0'), ddmmyy, false)));
  });
  const credits = movements.filter((mv) => !mv.debit).reduce((sum, mv) => sum + mv.cents, 0);
  const debits = movements.filter((mv) => mv.debit).reduce((sum, mv) => sum + mv.cents, 0);
  records.push(record([[1, '8226'], [5, 'BE71096123456769'], [39, 'EUR'], [42, '0'], [43, amount15(1025000 + credits - debits)], [58, ddmmyy], [128, '0']]));
  records.push(record([[1, '9'], [17, String(records.length - 1).padStart(6, '0')], [23, amount15(debits)], [38, amount15(credits)], [128, '2']]));
  return (tweak ? tweak(records) : records).join('\r\n') + '\r\n';
}
