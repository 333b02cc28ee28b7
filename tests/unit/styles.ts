import { StyleSheet } from '@emotion/sheet';

// The test DOM (happy-dom; jsdom before it) cannot lay a page out, yet every getComputedStyle it answers
// matches each CSS rule in the document against the element. MUI's emotion adds thousands of rules, and Testing Library's role
// queries, accessible names and MUI's Popper ask for computed styles of every element they look at: a
// profile of the order form put two thirds of its time there. So the component tests run with emotion's
// rules kept aside, not in the document: what they assert (roles, names, text, calls) does not depend on
// CSS. A test that asserts what CSS shows or hides (a filter bar folded on a phone, an ellipsis, a
// floating button) calls `withStyles()` first: the rules kept aside go into the document for that test.

const keptAside = new Map<StyleSheet, string[]>();
const realInsert = StyleSheet.prototype.insert;
const realFlush = StyleSheet.prototype.flush;
let applied = false;

StyleSheet.prototype.insert = function insert(this: StyleSheet, rule: string) {
  const rules = keptAside.get(this) ?? [];
  rules.push(rule);
  keptAside.set(this, rules);
  if (applied) realInsert.call(this, rule);
};

// Emotion empties a sheet when a global style leaves the page: its rules are gone for the next test too.
StyleSheet.prototype.flush = function flush(this: StyleSheet) {
  keptAside.delete(this);
  realFlush.call(this);
};

/** Puts emotion's rules in the document for the rest of this test, as a browser would have them. */
export function withStyles(): void {
  if (applied) return;
  applied = true;
  for (const [sheet, rules] of keptAside) for (const rule of rules) realInsert.call(sheet, rule);
}

/** After a test with styles (setup.ts): the rules leave the document again, still kept aside. */
export function withoutStyles(): void {
  if (!applied) return;
  applied = false;
  for (const sheet of keptAside.keys()) realFlush.call(sheet);
}
