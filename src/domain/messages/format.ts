// Grouped thousands with Latin digits, as the screens write figures ('118,400', never '118400').
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * Fills {name} placeholders. A number is written with its thousands grouped, as the screens write it;
 * pass a string for a figure that is a name rather than a quantity (a year, a code).
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in values)) return whole;
    const value = values[key]!;
    return typeof value === 'number' ? GROUPED.format(value) : value;
  });
}
