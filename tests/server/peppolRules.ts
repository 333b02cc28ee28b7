import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SaxonJS from 'saxon-js';

// The official Peppol BIS Billing 3.0 rules (release 3.0.19: CEN EN 16931 UBL 1.3.14.1 and the PEPPOL
// schematron, compiled for SaxonJS), kept outside the repository in ../shared/peppol. From a worktree the
// repository root is the main checkout's (the .git file names it), so both places are looked at.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function mainCheckout(): string | null {
  const dotGit = path.join(root, '.git');
  if (!fs.existsSync(dotGit) || fs.statSync(dotGit).isDirectory()) return null;
  const match = /^gitdir:\s*(.+)$/m.exec(fs.readFileSync(dotGit, 'utf8'));
  // gitdir: /work/main/.git/worktrees/<name> → /work/main
  return match ? path.resolve(match[1]!.trim(), '../../..') : null;
}

/** The folder holding the compiled rules, or null when this clone has none beside it. */
export function peppolDir(): string | null {
  const candidates = [path.join(root, '../shared/peppol'), ...(mainCheckout() ? [path.join(mainCheckout()!, '../shared/peppol')] : [])];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'cen-ubl.sef.json')) && fs.existsSync(path.join(dir, 'peppol-ubl.sef.json'))) ?? null;
}

export interface Failure {
  id: string;
  flag: string;
  text: string;
}

const stylesheets = new Map<string, unknown>();

/**
 * The compiled stylesheets as given pass SchXslt2's "pattern already matched" marker as a *tunnel*
 * parameter, so it reaches every descendant: once a pattern's rule fired on the root (/ubl:Invoice),
 * every rule of that pattern below it was reported as suppressed and never checked (a document with a
 * wrong payable amount passed). Schematron suppresses a rule only for the node an earlier rule of the
 * same pattern matched: the marker is made an ordinary parameter, which next-match hands to the next
 * rule for the same node and apply-templates does not pass down. The checksum is computed again (SaxonJS's
 * own algorithm) after the edit.
 */
function fixSuppression(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  const n = node as { N?: string; name?: string; flags?: string; C?: unknown[] };
  let fixed = 0;
  if ((n.N === 'param' || n.N === 'withParam') && n.name === 'Q{http://dmaus.name/ns/2023/schxslt}pattern' && n.flags?.includes('t')) {
    n.flags = n.flags.replace('t', '');
    fixed++;
  }
  for (const child of n.C ?? []) fixed += fixSuppression(child);
  return fixed;
}

/** SaxonJS's SEF checksum (its function G, SaxonJS 2.7), so an edited SEF loads. */
function checksum(root: unknown): string {
  const E = (text: string, k: number) => {
    k <<= 8;
    for (let i = 0; i < text.length; i++) k = (k << 1) + text.charCodeAt(i);
    return k;
  };
  const B = (a: string, b: string, k: number) => E(a, k) ^ E(b, k);
  let H = 0;
  let S = 0;
  const visit = (node: Record<string, unknown>) => {
    H ^= B(node.N as string, 'http://ns.saxonica.com/xslt/export', S++);
    for (const key in node) {
      if (['N', 'C', 'ELAB', 'PUSH', 'parentNode', 'Σ'].includes(key) || (node.N === 'catch' && key === 'test')) continue;
      H ^= B(key, '', S);
      H ^= E(node[key] as string, S);
    }
    for (const child of (node.C as Record<string, unknown>[] | undefined) ?? []) visit(child);
    H ^= 1;
  };
  visit(root as Record<string, unknown>);
  return (H < 0 ? 4294967295 + H + 1 : H).toString(16);
}

function load(dir: string, file: string): unknown {
  const sef = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  if (checksum(sef) !== sef['Σ']) throw new Error(`${file}: its checksum does not match before the edit`);
  if (fixSuppression(sef) > 0) sef['Σ'] = checksum(sef);
  return sef;
}

/** Every fatal failed assertion (flag fatal or none) of both rule sets, CEN first. */
export async function fatalFailures(dir: string, xml: string): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const file of ['cen-ubl.sef.json', 'peppol-ubl.sef.json']) {
    let stylesheet = stylesheets.get(file);
    if (!stylesheet) stylesheets.set(file, (stylesheet = load(dir, file)));
    const out = (await SaxonJS.transform({ stylesheetInternal: stylesheet, sourceText: xml, destination: 'serialized' }, 'async')) as { principalResult: string };
    for (const match of out.principalResult.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
      const attrs = match[1]!;
      const id = /\bid="([^"]*)"/.exec(attrs)?.[1] ?? '?';
      const flag = /\bflag="([^"]*)"/.exec(attrs)?.[1] ?? 'fatal';
      if (flag === 'warning' || flag === 'information') continue;
      failures.push({ id, flag, text: match[2]!.replace(/<[^>]+>/g, '').trim().slice(0, 300) });
    }
  }
  return failures;
}
