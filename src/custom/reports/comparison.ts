import { toNumber, type Numeric } from '../../i18n/format';

export type Change = { direction: 'up' | 'down' | 'none'; percent: number } | { direction: 'new' };

/**
 * How a figure moved against the previous period: the share of the previous figure it gained or lost.
 * With nothing before (zero or no figure) there is no share to give: 'new'.
 */
export function changeOf(current: Numeric, previous: Numeric): Change {
  const now = toNumber(current) ?? 0;
  const before = toNumber(previous) ?? 0;
  if (before === 0) return now === 0 ? { direction: 'none', percent: 0 } : { direction: 'new' };
  const percent = ((now - before) / Math.abs(before)) * 100;
  if (Math.abs(percent) < 0.05) return { direction: 'none', percent: 0 };
  return { direction: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}
