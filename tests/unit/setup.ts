import { configure } from '@testing-library/react';

// Testing Library waits one second by default. The first render of a react-admin page in jsdom can take
// longer on a busy two-core machine (the unit files run beside each other and beside the server tests),
// and a find or waitFor that gives up early fails a test that would have passed a moment later.
configure({ asyncUtilTimeout: 5000 });

// jsdom 29 computes a style by matching every emotion rule in the page (one <style> per rule) against the
// element and its ancestors, and even a cached answer is copied property by property through its CSS value
// parser. Testing Library's role queries ask for the style of every candidate and each of its ancestors
// (the hidden check, the accessible name), again on every poll of a find or waitFor: a profile of the form
// tests put 40% of their CPU time in getComputedStyle. The answer is kept per element until the document
// changes: a MutationObserver's pending records, read synchronously, say whether anything did (nodes,
// attributes, inline styles and emotion's <style> text are all mutations), and a resize starts afresh.
// MUI's TextareaAutosize asks for its textarea's style in a layout effect after every render and keystroke,
// to measure a height jsdom cannot lay out anyway (scrollHeight is always 0); that alone was a quarter of
// the form tests' CPU time. A textarea answers with its own inline style.
function cacheComputedStyle(view: Window & typeof globalThis) {
  const cascade = view.getComputedStyle;
  if ((cascade as { cached?: true }).cached) return;
  const changes = new view.MutationObserver(() => undefined);
  changes.observe(view.document, { subtree: true, childList: true, attributes: true, characterData: true });
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  let width = view.innerWidth;
  const cached = (element: Element, pseudo?: string | null) => {
    if (pseudo) return cascade.call(view, element, pseudo);
    if (element instanceof view.HTMLTextAreaElement) return element.style;
    if (changes.takeRecords().length > 0 || view.innerWidth !== width) {
      styles = new WeakMap();
      width = view.innerWidth;
    }
    let style = styles.get(element);
    if (!style) {
      style = cascade.call(view, element);
      styles.set(element, style);
    }
    return style;
  };
  view.getComputedStyle = Object.assign(cached, { cached: true as const });
}
if (typeof document !== 'undefined') {
  cacheComputedStyle(window);
  if (document.defaultView && document.defaultView !== window) cacheComputedStyle(document.defaultView);
}
