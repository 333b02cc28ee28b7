// Figures written as the app writes them, shared by the server's texts (the assistant's answers, issue
// 28, and the reports' PDF, issue 26): EUR in the Arabic locale with Latin digits (src/i18n/format.ts's
// formatMoney gives the same text on the screen) and days as DD/MM/YYYY.

const LOCALE = 'ar-u-nu-latn';
const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** 1234.5 -> '‏1,234.50 €'. */
export const moneyText = (amount: number): string => euro.format(amount);

/** A count or a quantity, grouped. */
export const numberText = (value: number): string => whole.format(value);

/** '2026-03-07' -> '07/03/2026'. */
export function dayText(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
