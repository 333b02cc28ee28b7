// The Arabic catalogue as the browser holds it: the first page's texts (./ar/shell.ts), then each area's
// (./ar/<area>.ts) as the screens that show it load. An area file adds its texts when it is evaluated, so a
// screen that imports it finds them before it first renders, and translate stays synchronous
// (src/providers/i18nProvider.ts rebuilds its phrases on each addition).

export interface TextTree {
  [key: string]: string | TextTree;
}

let texts: TextTree = {};
const listeners = new Set<() => void>();

/** `base` with `added` laid over it, branch by branch (the same key in both: `added`'s text). */
export function mergeTexts(base: TextTree, added: TextTree): TextTree {
  const merged: TextTree = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? mergeTexts(current, value) : value;
  }
  return merged;
}

/** Adds texts to the catalogue; adding the same area again changes nothing. */
export function addTexts(added: TextTree): void {
  texts = mergeTexts(texts, added);
  for (const listener of listeners) listener();
}

export function currentTexts(): TextTree {
  return texts;
}

/** Calls `listener` after each addition; returns the way to stop. */
export function onTextsAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
