import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../src/i18n/ar';
import { shell } from '../../src/i18n/ar/shell';
import { mergeTexts, type TextTree } from '../../src/i18n/catalogue';

// Issue 25: the Arabic catalogue split by area. The first page holds react-admin's, the shell's and the
// sign-in's texts (src/i18n/ar/shell.ts); a screen's area (src/i18n/ar/<area>.ts) adds itself when the
// screen's chunk loads. This reads the source as the bundler splits it: the first page is src/main.tsx
// and what it imports; each `import('…')` starts a chunk that brings what it imports. For each of them,
// every text key its code names (a literal 'bakery.…', 'resources.…', 'ra.…', or the fixed start of a
// template) must be in the first page's texts or in an area that chunk imports, so no screen ever shows a
// raw key; and the first page imports no area at all.

const ROOT = join(__dirname, '../..');
const SRC = join(ROOT, 'src');
const AREA_DIR = 'src/i18n/ar/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(ROOT, path).split('\\').join('/')] : [];
  });
}

interface ModuleFacts {
  /** Modules it imports for their values (a type-only import brings nothing at run time). */
  imports: string[];
  /** Modules it loads with `import()`: each starts a chunk. */
  lazy: string[];
  /** Text keys it names in full. */
  keys: string[];
  /** The fixed starts of keys it builds (`bakery.enums.${name}…` -> 'bakery.enums.'). */
  prefixes: string[];
  /** Whether it adds texts to the catalogue when evaluated (an area). */
  addsTexts: boolean;
}

const FILES = sourceFiles(SRC);
const FILE_SET = new Set(FILES);

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(from.split('/').slice(0, -1).join('/'), specifier).split('\\').join('/');
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find((file) => FILE_SET.has(file));
}

const KEY = /^(?:ra|bakery|resources)\.\w+(?:\.\w+)+$/;
/** Browser storage keys that look like text keys. */
const NOT_TEXTS = new Set(['bakery.route.share_position']);
const KEY_START = /^(?:ra|bakery|resources)\.[\w.]*$/;

/** Whether an import declaration brings a value (not `import type`, not only `type` names). */
function bringsValue(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.some((element) => !element.isTypeOnly);
}

function factsOf(file: string): ModuleFacts {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const facts: ModuleFacts = { imports: [], lazy: [], keys: [], prefixes: [], addsTexts: false };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && bringsValue(node)) {
      const target = resolve(file, node.moduleSpecifier.text);
      if (target) facts.imports.push(target);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      const target = resolve(file, node.moduleSpecifier.text);
      if (target) facts.imports.push(target);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      const target = specifier && ts.isStringLiteral(specifier) ? resolve(file, specifier.text) : undefined;
      if (target) facts.lazy.push(target);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'addTexts') {
      facts.addsTexts = true;
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (KEY.test(node.text) && !NOT_TEXTS.has(node.text)) facts.keys.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      if (KEY_START.test(node.head.text) && node.head.text.includes('.')) facts.prefixes.push(node.head.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

const FACTS = new Map(FILES.map((file) => [file, factsOf(file)]));

/** Everything a chunk starting at `root` evaluates: its module and what they import, not what they load later. */
function closure(root: string): string[] {
  const seen = new Set<string>([root]);
  const queue = [root];
  while (queue.length) {
    for (const next of FACTS.get(queue.shift()!)!.imports) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen];
}

const isArea = (file: string) => file.startsWith(AREA_DIR) && FACTS.get(file)!.addsTexts;
const areaName = (file: string) => file.slice(AREA_DIR.length).replace(/\.ts$/, '');
/** Texts are data: the keys to check are the ones screens and providers name. */
const namesKeys = (file: string) => !file.startsWith('src/i18n/') && !file.startsWith('src/domain/');

function lookup(tree: TextTree, path: string): string | TextTree | undefined {
  return path.split('.').reduce<string | TextTree | undefined>((node, key) => (node && typeof node === 'object' ? node[key] : undefined), tree);
}

/** The keys a chunk's code names that its texts (the first page's and its areas') do not hold. */
function missingIn(files: readonly string[], texts: TextTree): string[] {
  const missing = new Set<string>();
  for (const file of files.filter(namesKeys)) {
    const { keys, prefixes } = FACTS.get(file)!;
    // A literal may name a branch that the code builds keys under (`${prefix}.title`).
    for (const key of keys) if (lookup(texts, key) === undefined) missing.add(`${key} (${file})`);
    for (const prefix of prefixes) {
      const branch = prefix.slice(0, prefix.lastIndexOf('.'));
      if (typeof lookup(texts, branch) !== 'object') missing.add(`${prefix}… (${file})`);
    }
  }
  return [...missing].sort();
}

const ENTRY = 'src/main.tsx';
const LAZY_ROOTS = [...new Set([...FACTS.values()].flatMap((facts) => facts.lazy))].sort();
const AREA_FILES = FILES.filter(isArea);

describe('the Arabic texts arrive with their screens', () => {
  it('reads the source: the first page, the lazy screens and the areas are found', () => {
    expect(FACTS.get(ENTRY)!.imports).toContain('src/App.tsx');
    expect(LAZY_ROOTS).toEqual(expect.arrayContaining(['src/custom/dashboard/Dashboard.tsx', 'src/resources/orders/OrderList.tsx']));
    expect(AREA_FILES.map(areaName).sort()).toEqual(Object.keys(AREAS).sort());
    // The scan finds the keys a screen names, so an empty result below means something.
    expect(closure('src/resources/orders/OrderList.tsx').flatMap((file) => FACTS.get(file)!.keys).length).toBeGreaterThan(20);
  });

  it("the first page imports no area: react-admin's, the shell's and the sign-in's texts only, and they hold every key it names", () => {
    const files = closure(ENTRY);
    expect(files.filter(isArea)).toEqual([]);
    expect(files).toContain('src/custom/login/LoginPage.tsx');
    expect(missingIn(files, shell as TextTree)).toEqual([]);
  });

  it.each(LAZY_ROOTS)('%s brings the areas of every key it names', (root) => {
    const files = closure(root);
    const texts = files.filter(isArea).reduce((tree, file) => mergeTexts(tree, AREAS[areaName(file)]!), shell as TextTree);
    expect(missingIn(files, texts)).toEqual([]);
  });

});
