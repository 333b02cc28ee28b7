// A short name for the device a session was opened from, read from its User-Agent header, for the
// profile's list of sessions: 'Chrome على Windows', 'Safari على iPhone'. Only the usual browsers and
// systems are told apart; anything else falls back to what is known.

export const UNKNOWN_DEVICE = 'جهاز غير معروف';
const UNKNOWN_BROWSER = 'متصفح';

// Order matters: Edge and Opera carry "Chrome" in their agent, Chrome carries "Safari", and the
// iPhone's Chrome and Firefox say CriOS and FxiOS.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrom(e|ium)\/|\bCriOS\/|\bHeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari|AppleWebKit.*\bMobile\//, 'Safari'],
];

// iPhone and iPad before macOS (their agents say "like Mac OS X"), Android before Linux.
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function first(table: readonly (readonly [RegExp, string])[], agent: string): string | null {
  return table.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
}

/** 'Chrome على Windows'; 'متصفح على Android' when only the system is known; 'جهاز غير معروف' when nothing is. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? '').trim();
  if (!agent) return UNKNOWN_DEVICE;
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  if (browser && system) return `${browser} على ${system}`;
  if (system) return `${UNKNOWN_BROWSER} على ${system}`;
  return browser ?? UNKNOWN_DEVICE;
}
