import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_PATH, SCREENS } from '../../src/domain/access';

// Issue 13: outside tests each page address is written once in src/ (the route table in
// src/domain/access.ts); menus, links, guards and App read it from there. The data layer's API addresses
// (/api/orders...) are another namespace that happens to share words, so it is left out.
const SRC = join(__dirname, '../../src');
const API_LAYER = ['providers/data/', 'providers/resources.ts'];
/** An entity's identity (and its manifest) names its API path (/stores), a word its list page shares. */
const MANIFEST = /^domain\/[^/]+\/(manifest|identity)\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every quoted or template literal's text outside comments, with `${...}` parts kept as written. */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return [...code.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

const PAGE_PATHS = [...new Set([...SCREENS.map((screen) => screen.path), LOGIN_PATH])];
/** A page's address with its record written in: `/orders/${id}` restates /orders/:id. */
const asTemplate = (path: string) => new RegExp(`^${path.replace(/:id/g, '\\$\\{[^}]+\\}')}(\\?|$)`);

function occurrences(): Map<string, string[]> {
  const found = new Map<string, string[]>(PAGE_PATHS.map((path) => [path, []]));
  for (const file of sourceFiles(SRC)) {
    const name = relative(SRC, file).split('\\').join('/');
    if (API_LAYER.some((prefix) => name.startsWith(prefix)) || MANIFEST.test(name)) continue;
    for (const text of literals(readFileSync(file, 'utf8'))) {
      for (const path of PAGE_PATHS) {
        if (text === path || (path.includes(':id') && asTemplate(path).test(text))) found.get(path)!.push(name);
      }
    }
  }
  return found;
}

describe('page addresses', () => {
  const found = occurrences();

  it('writes each page address once in src/', () => {
    const repeated = [...found].filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(repeated)).toEqual({});
  });

  it('finds the route table itself, so the scan reads the sources', () => {
    expect(found.get('/orders/:id/edit')).toEqual(['domain/access.ts']);
    expect(found.get(LOGIN_PATH)).toEqual(['domain/access.ts']);
  });

  it('would catch a link written by hand', () => {
    expect(literals('to={`/orders/${id}/edit`}').some((text) => asTemplate('/orders/:id/edit').test(text))).toBe(true);
    expect(literals("navigate('/stores')")).toContain('/stores');
    expect(literals("// spec 001 '/stores'\n/** `/stores` */")).toEqual([]);
  });
});
