import type { TestProject } from 'vitest/node';
import { createTemplates } from '../server/templateDatabase';

/**
 * One seeded data directory for the run: each end-to-end server starts on a copy of it instead of
 * migrating and loading db.json itself (start.test.ts still checks that first start).
 */
export default async function setup(project: TestProject) {
  const { template, remove } = await createTemplates(undefined, false);
  project.provide('e2eDataTemplate', template.seeded);
  return remove;
}
