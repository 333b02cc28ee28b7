import { configure, getConfig, prettyDOM } from '@testing-library/react';
import * as ReactModule from 'react';
import { afterEach } from 'vitest';
import { withoutStyles } from './styles';
// Every area's texts, as if every screen's chunk had loaded: the component tests render parts of screens
// without their screen's module, which brings the area in the app (textsArrive.test.ts checks that).
import '../../src/i18n/ar';

// Testing Library waits one second by default. The first render of a react-admin page in jsdom can take
// longer on a busy two-core machine (the unit files run beside each other and beside the server tests),
// and a find or waitFor that gives up early fails a test that would have passed a moment later.
configure({ asyncUtilTimeout: 5000 });

// A query that finds nothing makes an error holding the whole page as text, and a find or waitFor makes
// one on every try until the element shows: a profile of the list tests put 7 % of their CPU time in
// printing pages nobody read. The page is printed when the message is read, for the error that fails a test.
class ElementError extends Error {
  override name = 'TestingLibraryElementError';
  readonly #text: string | null;
  readonly #container: Element | null;
  constructor(text: string | null, container: Element | null) {
    super();
    this.#text = text;
    this.#container = container;
  }
  override get message(): string {
    const dom = `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(this.#container ?? undefined)}`;
    return [this.#text, dom].filter(Boolean).join('\n\n');
  }
}
configure({ getElementError: (text, container) => new ElementError(text, container) });

// React's development build captures a stack (an Error) for every element it creates, for the owner stacks of
// its warnings, up to 10,000 a second: a tenth of the component tests' CPU time. The count it checks is held
// above that limit, so elements get React's "unknown owner" stack instead; warnings still name the component.
// (A guard: if a React version moves the count, nothing changes but the time.)
{
  const internals = (ReactModule as unknown as Record<string, Record<string, unknown> | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && 'recentlyCreatedOwnerStacks' in internals)
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined });
}

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
