import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 13: no type in src/domain restates a schema by hand. Reply and request shapes are zod schemas
// with z.infer types; an `export interface` (or an exported object type literal) may remain only for a
// value no API schema describes, listed here with its reason.

const ALLOWED: Record<string, string> = {
  'geo.ts LatLng': 'a point on the map, not an API shape (records use latitude/longitude)',
  'orders/rules.ts LineInput': 'the totals rule takes partial lines (a form line, a stored line)',
  'orders/rules.ts PaymentState': 'the payment-status rule input, in cents, no API shape',
  'access.ts ScreenDef': 'a row of the screens table (the UI registry), no API shape',
  'navigation.ts NavigationLinks': 'the two links to a shop (geo: and the map), a rule\'s answer, no API shape',
  'navigation.ts Place': 'what the navigation rule reads of a shop or a visit, no API shape',
  'users/rules.ts AccountAge': "the account-age rule's answer (days, months or years), no API shape",
  'entity.ts EntityManifest': 'an entity declared once for the code that derives its routes and links; it holds schemas, it is not one',
  'entity.ts EntityIdentity': "an entity's name, paths and category without its schemas (the first page loads no zod), no API shape",
  'entity.ts EntityPages': "a manifest's screens (list, create, show, edit), rows of the screens table, no API shape",
  'schemas/amountText.ts AmountReading': "the amount-reading rule's answer (a number or the refusal's message), no API shape",
  'pricing/rules.ts PriceRule': "what the price rule reads of a list's rule (a price or a discount), no API shape",
  'pricing/rules.ts RankedRule': "a rule with its list's breadth and first day, for choosing which applies, no API shape",
  'invoices/documentTexts.ts DocumentTexts': "the invoice document's words in one language (French or Dutch), no API shape",
  'invoices/rules.ts VatLineIn': "what the EN 16931 VAT split reads of a line (cents and rate), no API shape",
  'invoices/rules.ts VatBreakdown': "one rate's row of the VAT split's answer, no API shape",
  'invoices/rules.ts VatSplit': "the VAT split's answer (line nets, rates, rounding), no API shape",
  'statements/types.ts StatementLine': "a bank statement's credit line as the CAMT/CODA readers give it, before it is stored, no API shape",
  'statements/types.ts ParsedStatement': "the CAMT/CODA readers' answer, no API shape",
  'standing/suggestions.ts DeliveredDay': "what the suggestion rule reads of one delivery (taken and unsold units), no API shape",
  'production/crates.ts CrateLine': "what the crate rule reads of a shop's line (units and units per crate), no API shape",
  'standing/records.ts PlanLine': "a week's line as the planning rule reads it (its size only when it names one), no API shape",
  'standing/records.ts PlanException': 'a one-off change as the planning rule reads it, no API shape',
  'standing/rules.ts PlannedLine': "the planning rule's answer for one product or size, no API shape",
};

/** Files another change may rewrite: their entries may disappear without the list being stale. */
const MAY_GO = ['access.ts '];

const root = join(__dirname, '../../src/domain');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

function handWrittenShapes(): string[] {
  const found: string[] = [];
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8');
    const name = relative(root, file).split('\\').join('/');
    for (const match of text.matchAll(/^export (?:interface (\w+)|type (\w+)(?:<[^=]*>)? = \{)/gm)) {
      found.push(`${name} ${match[1] ?? match[2]}`);
    }
  }
  return found;
}

describe('src/domain declares its API shapes once, as zod schemas', () => {
  it('keeps no hand-written exported interface or object type beside the schemas', () => {
    const unexpected = handWrittenShapes().filter((shape) => !(shape in ALLOWED));
    expect(unexpected).toEqual([]);
  });

  it('still finds every allowed exception (a stale entry is removed from the list)', () => {
    const found = new Set(handWrittenShapes());
    const stale = Object.keys(ALLOWED).filter((shape) => !found.has(shape) && !MAY_GO.some((file) => shape.startsWith(file)));
    expect(stale).toEqual([]);
  });
});
