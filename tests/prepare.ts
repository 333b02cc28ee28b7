// `npm test`'s first step beside the static checks: builds what the server and end-to-end projects would
// otherwise each build at their start, one core at a time while the other waits: the PGlite databases the
// server tests copy (migrated, and migrated and seeded, with their dumps) and the UI the end-to-end server
// serves. The projects find them through BAKERY_TEST_TEMPLATES (scripts/test.ts); run alone, each project
// builds its own as before.
//
// node --import tsx tests/prepare.ts <file>: writes the templates' description (ServerTemplate) to <file>.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createTemplates } from './server/templateDatabase';

const out = process.argv[2];
if (!out) throw new Error('usage: tests/prepare.ts <file for the templates description>');

const root = path.resolve(import.meta.dirname, '..');
// The production build the end-to-end server would make on its first start (server/start.ts rebuilds a
// dist/ older than its sources; this one is newer).
execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
const { template } = await createTemplates(undefined);
fs.writeFileSync(out, JSON.stringify(template));
