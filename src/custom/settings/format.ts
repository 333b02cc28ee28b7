// The settings tabs' figures, in Arabic digits as the rest of the interface writes them.

const number = new Intl.NumberFormat('ar');
const when = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' });

export const formatCount = (value: number) => number.format(value);

export const formatWhen = (iso: string) => when.format(new Date(iso));

/** A size in bytes as KB, MB or GB (binary), one decimal. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat('ar', { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
}
