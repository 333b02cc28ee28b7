import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// Phone numbers are stored in E.164. The bakery is in Brussels, so a number written without a country
// code is read as Belgian; a number written with +963 or any other code keeps its country (issue 14: the
// spec's rewrite of local numbers to +963 is not kept).

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'BE';

/** The E.164 form of a typed number (`+32470123456`), or null when it is not a valid number. */
export function normalizePhone(text: string | null | undefined, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const typed = (text ?? '').trim();
  if (!typed) return null;
  // Digits, spaces, dashes, dots, parentheses and one leading plus (or 00) only: libphonenumber would
  // otherwise read a number out of free text such as "call 0470…".
  if (!/^(\+|00)?[\d\s\-().]+$/.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed.replace(/^00/, '+'), country);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** A stored number for display, in international format (`+32 470 12 34 56`); other text is shown as is. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatInternational() : e164;
}
