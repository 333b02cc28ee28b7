import type { TestProject } from 'vitest/node';
import { createTemplates } from './templateDatabase';

/** Builds the seeded and the empty database once for the whole server project (see templateDatabase). */
export default async function setup(project: TestProject) {
  const { template, remove } = await createTemplates(process.env.TEST_DATABASE_URL);
  project.provide('serverTemplate', template);
  return remove;
}
