import { validation } from '../messages';

// How staff type an amount (issue 23): the Belgian way. The rule, in full:
// - the comma is the decimal mark, and there is at most one ("12,5", "0,75", ",5");
// - a dot or a space (also a no-break space) groups the thousands: every group after the first has
//   exactly three digits and the first one to three ("1.500", "1 500,75", "1.000.000"); one kind of
//   separator per amount;
// - a dot is never a decimal mark, so a dot not followed by exactly three digits ("1.50", "12.5") is
//   refused as ambiguous rather than guessed (1.5 or 150?), and so is an English "1,500.75";
// - Arabic-Indic digits, the Arabic decimal separator (٫) and thousands separator (٬) are read as their
//   Latin counterparts; a leading sign and a euro sign around the number are allowed.
// Nothing typed is no amount (null); anything else is refused with its Arabic message.

export type AmountReading = { ok: true; value: number | null } | { ok: false; message: string };

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EASTERN_ARABIC_INDIC_ZERO));
}

const refused = (message: string): AmountReading => ({ ok: false, message });

/** An integer part: plain digits, or groups of three after one to three digits, one kind of separator. */
function wholePart(text: string): string | null {
  if (/^\d*$/.test(text)) return text;
  const separator = /[. ]/.exec(text)?.[0] ?? '';
  const groups = text.split(separator);
  const [first, ...rest] = groups;
  if (!first || !/^\d{1,3}$/.test(first) || !rest.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

/** Reads an amount typed the Belgian way (the rule above): "1.500,75" is 1500.75, "1.50" is refused. */
export function readAmount(typed: string): AmountReading {
  if (typed.trim() === '') return { ok: true, value: null };
  const text = latinDigits(typed)
    .replace(/\u066b/g, ',')
    .replace(/\u066c/g, '.')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/€/g, '')
    .trim();
  const signed = /^([+-]?)\s*(.*)$/.exec(text)!;
  const sign = signed[1] === '-' ? -1 : 1;
  const body = signed[2]!;
  if (!/^[\d., ]+$/.test(body) || !/\d/.test(body)) return refused(validation.amountNotNumber);
  const parts = body.split(',');
  if (parts.length > 2) return refused(validation.amountAmbiguous);
  const [integer = '', decimals] = parts;
  if (decimals !== undefined && !/^\d+$/.test(decimals)) return refused(validation.amountAmbiguous);
  const whole = wholePart(integer);
  if (whole === null) return refused(validation.amountAmbiguous);
  const value = Number(`${whole || '0'}.${decimals ?? '0'}`);
  return { ok: true, value: value === 0 ? 0 : sign * value };
}

/** A number as the amount fields show it: a decimal comma and dots between thousands ("1.500,75"). */
export function amountText(value: number): string {
  const [whole = '', decimals] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}
