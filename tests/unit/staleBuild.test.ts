import { describe, expect, it } from 'vitest';
import { entryScriptOf, shouldReload } from '../../src/staleBuild';

const INDEX = `<!doctype html><html lang="ar" dir="rtl"><head>
    <script type="module" crossorigin src="/assets/index-C9GyOlwu.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/first-visit-Cfbe0AvY.js">
  </head><body><div id="root"></div></body></html>`;

describe('a page left open across an update of the server', () => {
  it('reads the entry script an index.html names', () => {
    expect(entryScriptOf(INDEX)).toBe('/assets/index-C9GyOlwu.js');
    expect(entryScriptOf('<html><body>maintenance</body></html>')).toBeNull();
  });

  it('loads again when the server names another build, and not twice within a minute', () => {
    const now = 1_000_000;
    expect(shouldReload('/assets/index-old.js', '/assets/index-new.js', now, null)).toBe(true);
    expect(shouldReload('/assets/index-old.js', '/assets/index-new.js', now, now - 5_000)).toBe(false);
    expect(shouldReload('/assets/index-old.js', '/assets/index-new.js', now, now - 120_000)).toBe(true);
  });

  it('stays when the server names the same build or could not be asked (a network failure)', () => {
    expect(shouldReload('/assets/index-a.js', '/assets/index-a.js', 1, null)).toBe(false);
    expect(shouldReload('/assets/index-a.js', null, 1, null)).toBe(false);
    expect(shouldReload(null, '/assets/index-a.js', 1, null)).toBe(false);
  });
});
