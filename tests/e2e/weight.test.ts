import type { Browser, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, connectBrowser, openPage, signIn, closePage } from './browser';
import { sharedServer } from './serverProcess';

// Issue 25, "the UI arrives fast": the JavaScript a manager's browser downloads, with nothing cached,
// from the login page to the dashboard showing its figures, at most 250 kB on the wire; every script
// compressed and kept for a year, the API's replies compressed.

const server = sharedServer();
let browser: Browser;

/** The budget of the issue: JavaScript bytes as they travel (compressed), headers not counted. */
const BUDGET_BYTES = 250_000;

beforeAll(async () => {
  browser = await connectBrowser();
});

describe('the weight of the first visit', () => {
  it('login and a cold dashboard take at most 250 kB of compressed JavaScript, each script immutable for a year', async () => {
    // A context of its own: an empty cache, no session.
    const page = await openPage(browser, DESKTOP);
    const scripts: Response[] = [];
    const api: Response[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.request().resourceType() === 'script') scripts.push(response);
      else if (pathname.startsWith('/api/')) api.push(response);
    });

    await signIn(page, server.url, 'manager');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('dashboard-greeting').waitFor();
    await page.getByTestId('quick-actions').waitFor();
    // The figures came: the summary call answered and nothing is loading any more.
    await expect.poll(() => api.some((response) => new URL(response.url()).pathname === '/api/dashboard/overview')).toBe(true);
    await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });

    // sizes() waits for each download to finish; the body size is the bytes as sent (compressed).
    const sizes = await Promise.all(scripts.map(async (response) => ({ response, ...(await response.request().sizes()) })));
    const bodyBytes = sizes.reduce((sum, { responseBodySize }) => sum + responseBodySize, 0);
    const withHeaders = sizes.reduce((sum, { responseBodySize, responseHeadersSize }) => sum + responseBodySize + responseHeadersSize, 0);
    console.log(
      `[weight] login + cold dashboard: ${scripts.length} scripts, ${(bodyBytes / 1000).toFixed(1)} kB of JavaScript on the wire ` +
        `(${(withHeaders / 1000).toFixed(1)} kB with the replies' headers)`,
    );

    // WEIGHT_DETAIL=1 lists each script with its bytes on the wire (to find what grew).
    if (process.env.WEIGHT_DETAIL) for (const { response, responseBodySize } of sizes) console.log(`[weight] ${responseBodySize} ${new URL(response.url()).pathname}`);
    for (const { response } of sizes) {
      const headers = await response.allHeaders();
      const name = new URL(response.url()).pathname;
      expect(response.status(), name).toBe(200);
      expect(name).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
      expect(headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
      expect(headers['content-encoding'] ?? 'none', name).toMatch(/^(br|gzip)$/);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(bodyBytes).toBeLessThanOrEqual(BUDGET_BYTES);

    // The API's replies of 1 kB or more travel compressed too (a tiny reply is not worth it and goes as it is).
    const replies = await Promise.all(
      api.map(async (response) => ({
        name: new URL(response.url()).pathname,
        bytes: (await response.body()).length,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
      })),
    );
    const large = replies.filter(({ bytes }) => bytes >= 1024);
    expect(large.length).toBeGreaterThan(0);
    for (const { name, encoding } of large) expect(encoding, name).toMatch(/^(br|gzip)$/);
    // The app page is never kept: a new build is found on the next visit.
    const document = await page.request.get(`${server.url}/dashboard`);
    expect(document.headers()['cache-control']).toBe('no-cache');
    await closePage(page);
  });
});
