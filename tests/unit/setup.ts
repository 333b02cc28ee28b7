import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { withoutStyles } from './styles';
// Every area's texts, as if every screen's chunk had loaded: the component tests render parts of screens
// without their screen's module, which brings the area in the app (textsArrive.test.ts checks that).
import '../../src/i18n/ar';

// Testing Library waits one second by default. The first render of a react-admin page in jsdom can take
// longer on a busy two-core machine (the unit files run beside each other and beside the server tests),
// and a find or waitFor that gives up early fails a test that would have passed a moment later.
configure({ asyncUtilTimeout: 5000 });

// MUI's TextareaAutosize asks for its textarea's computed style in a layout effect after every render and
// keystroke, to measure a height jsdom cannot lay out anyway (scrollHeight is always 0); a profile of the
// form tests put a quarter of their CPU time there. A textarea answers with its own inline style.
// (Keeping every element's computed style until a DOM mutation was tried too: a filter fold opened on a
// phone width then still read as hidden, so every other element is computed afresh.)
function answerTextareasInline(view: Window & typeof globalThis) {
  const cascade = view.getComputedStyle;
  if ((cascade as { inline?: true }).inline) return;
  const computed = (element: Element, pseudo?: string | null) =>
    !pseudo && element instanceof view.HTMLTextAreaElement ? element.style : cascade.call(view, element, pseudo);
  view.getComputedStyle = Object.assign(computed, { inline: true as const });
}
if (typeof document !== 'undefined') {
  answerTextareasInline(window);
  if (document.defaultView && document.defaultView !== window) answerTextareasInline(document.defaultView);
}


afterEach(withoutStyles);

// The files of a worker share one jsdom window (isolate: false in vitest.config.ts). Each file starts with
// what a fresh window has: empty storage (a stored session or a last-activity time would sign the next
// file's user out) and no media queries of a width another file chose.
// A test that replaces URL's object-URL functions gets the real ones back after it.
interface Pristine {
  matchMedia: typeof window.matchMedia;
  createObjectURL: typeof URL.createObjectURL;
  revokeObjectURL: typeof URL.revokeObjectURL;
}
if (typeof window !== 'undefined') {
  const pristine = ((globalThis as { pristineWindow?: Pristine }).pristineWindow ??= {
    matchMedia: window.matchMedia,
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
  });
  window.matchMedia = pristine.matchMedia;
  localStorage.clear();
  sessionStorage.clear();
  afterEach(() => {
    for (const name of ['createObjectURL', 'revokeObjectURL'] as const)
      Object.defineProperty(URL, name, { value: pristine[name], writable: true, configurable: true });
  });
}
