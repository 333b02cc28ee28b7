import { describe, expect, it } from 'vitest';
import { deviceLabel, UNKNOWN_DEVICE } from '../../src/domain/auth/device';

// Real User-Agent headers of the browsers staff use, and what the profile's session list calls them.
const AGENTS: [string, string][] = [
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome على Windows'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari على iPhone',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
    'Safari على macOS',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    'Edge على Windows',
  ],
  ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox على Linux'],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet على Android',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
    'Chrome على Android',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    'Chrome على iPhone',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
    'Firefox على iPad',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
    'Opera على Windows',
  ],
  ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome على ChromeOS'],
  // Playwright's headless Chromium, as the end-to-end tests sign in.
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
    'Chrome على Linux',
  ],
];

describe('deviceLabel', () => {
  it.each(AGENTS)('%s -> %s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });

  it('names the system alone when the browser is not one it knows', () => {
    expect(deviceLabel('Dalvik/2.1.0 (Linux; U; Android 13; SM-A536B Build/TP1A.220624.014)')).toBe('متصفح على Android');
  });

  it('names the browser alone when the system is not one it knows', () => {
    expect(deviceLabel('Mozilla/5.0 (compatible) Firefox/120.0')).toBe('Firefox');
  });

  it.each([null, undefined, '', '   ', 'curl/8.5.0'])('says "unknown device" for %j', (agent) => {
    expect(deviceLabel(agent)).toBe(UNKNOWN_DEVICE);
    expect(UNKNOWN_DEVICE).toBe('جهاز غير معروف');
  });
});
