// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The walls of .dependency-cruiser.cjs (run by `npm run lint`), each shown failing on a small tree of
// files that breaks it, and the real source shown to hold no import cycle.

const ROOT = path.resolve(import.meta.dirname, '../..');
const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));

async function violations(baseDir: string, paths: string[]): Promise<IViolation[]> {
  const { output } = await cruise(paths, { ...options, baseDir, tsConfig: undefined });
  return (output as ICruiseResult).summary.violations;
}

const broken = (found: IViolation[], rule: string) =>
  found.filter((violation) => violation.rule.name === rule).map(({ from, to }) => `${from} -> ${to}`);

describe('the walls', () => {
  let tree: string;
  let found: IViolation[];

  beforeAll(async () => {
    tree = mkdtempSync(path.join(tmpdir(), 'walls-'));
    // The packages resolve as in the project, so the allow-list is judged on real files.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
    const files: Record<string, string> = {
      'src/custom/page/Widget.ts': 'export const widget = 1;\n',
      'src/resources/stores/Card.ts': "import { widget } from '../../custom/page/Widget';\nexport const card = widget;\n",
      'src/domain/rules.ts':
        "import Fastify from 'fastify';\nimport { eq } from 'drizzle-orm';\nimport { z } from 'zod';\nexport const rules = [Fastify, eq, z];\n",
      // UI, Node and the screens' own code are no more the domain's than the server's packages are.
      'src/i18n/ar/index.ts': 'export const ar = {};\n',
      'src/domain/screen.ts':
        "import React from 'react';\nimport fs from 'node:fs';\nimport { ar } from '../i18n/ar';\nimport { rules } from './rules';\nexport const screen = [React, fs, ar, rules];\n",
      'server/app.ts': 'export const app = 1;\n',
      'src/screen.ts': "import { app } from '../server/app';\nexport const screen = app;\n",
      'src/ui/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'src/ui/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), text);
    }
    found = await violations(tree, ['src', 'server']);
  }, 60_000);

  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('refuses a resource importing src/custom', () => {
    expect(broken(found, 'resource-imports-custom')).toEqual(['src/resources/stores/Card.ts -> src/custom/page/Widget.ts']);
  });

  it('lets src/domain import zod and itself but not fastify, drizzle-orm, react, Node or the screens', () => {
    const refused = broken(found, 'domain-allow-list');
    expect(refused).toHaveLength(5);
    for (const target of [/node_modules\/fastify\//, /node_modules\/drizzle-orm\//, /node_modules\/react\//, /-> fs$|node:fs/, /src\/i18n\/ar/])
      expect(refused.some((line) => target.test(line)), String(target)).toBe(true);
  });

  it('refuses src importing server', () => {
    expect(broken(found, 'src-imports-server')).toEqual(['src/screen.ts -> server/app.ts']);
  });

  it('refuses an import cycle, even of types only', () => {
    const cycles = found.filter((violation) => violation.rule.name === 'no-cycle');
    expect(cycles.map((cycle) => [cycle.from, ...(cycle.cycle ?? []).map((step) => step.name)])).toEqual([
      ['src/ui/a.ts', 'src/ui/b.ts', 'src/ui/a.ts'],
    ]);
  });

  it('finds no import cycle in the screens code', async () => {
    // The server's tree is checked by `npm run lint` as well; src alone keeps this test cheap.
    const real = await violations(ROOT, ['src']);
    expect(broken(real, 'no-cycle')).toEqual([]);
  }, 120_000);
});
