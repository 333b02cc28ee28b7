import fs from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createTemplates, type ServerTemplate } from '../server/templateDatabase';
import { CHROMIUM_OPTIONS } from './browser';
import { signInByApi, startServerProcess, type SavedSession } from './serverProcess';

/** The demo accounts (db.json) the files open pages as. */
const ACCOUNTS = ['admin', 'manager', 'distributor', 'distributor2', 'cashier', 'accountant'];

/**
 * What the run shares: one seeded data directory (a file that needs its own server starts it on a copy;
 * start.test.ts still checks the first start), one server on a copy of it as `npm start` runs it, one
 * Chromium the files connect to, and each demo account signed in once through the API.
 */
export default async function setup(project: TestProject) {
  // `npm test` prepared it with the server tests' (tests/prepare.ts) and removes it itself.
  const prepared = process.env.BAKERY_TEST_TEMPLATES;
  const { template, remove } = prepared
    ? { template: JSON.parse(fs.readFileSync(prepared, 'utf8')) as ServerTemplate, remove: async () => undefined }
    : await createTemplates(undefined, false);
  project.provide('e2eDataTemplate', template.seeded);
  const server = await startServerProcess({}, { template: template.seeded });
  const browser = await chromium.launchServer(CHROMIUM_OPTIONS);
  const sessions: Record<string, SavedSession> = {};
  for (const username of ACCOUNTS) sessions[username] = await signInByApi(server.url, username);
  // The maps run without tiles and the geocoder is off, so the browser reaches no host but this one (the
  // shops, employees and schedule files set the same again for themselves).
  const settings = await fetch(`${server.url}/api/system/settings`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      cookie: `bakery_session=${sessions.admin!.cookies[0]!.value}`,
      origin: server.url,
    },
    body: JSON.stringify({ mapTileUrl: '', geocoderUrl: '' }),
  });
  if (settings.status !== 200) throw new Error(`the map settings were refused: ${await settings.text()}`);
  project.provide('e2eServerUrl', server.url);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  project.provide('e2eSessions', sessions);
  return async () => {
    await browser.close();
    await server.stop();
    await remove();
  };
}
