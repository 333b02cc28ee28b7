import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createTemplates, type ServerTemplate } from './templateDatabase';

/**
 * Builds the seeded and the empty database once for the whole server project (see templateDatabase), or,
 * on PGlite, takes the ones `npm test` prepared (tests/prepare.ts), which it removes itself.
 */
export default async function setup(project: TestProject) {
  const prepared = process.env.BAKERY_TEST_TEMPLATES;
  if (prepared && !process.env.TEST_DATABASE_URL) {
    project.provide('serverTemplate', JSON.parse(fs.readFileSync(prepared, 'utf8')) as ServerTemplate);
    return;
  }
  const { template, remove } = await createTemplates(process.env.TEST_DATABASE_URL);
  project.provide('serverTemplate', template);
  return remove;
}
