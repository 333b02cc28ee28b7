// A page opened before the server was updated still names the old build's files, which the new build
// replaced: the next screen whose code was not loaded yet fails to load ("Failed to fetch dynamically
// imported module"), and a distributor who keeps the app open all day would see an error page. When a file
// of the app fails to load, the page asks the server for its current index.html: if it names another entry
// script, the build was replaced and the page loads again, once. If the server cannot be reached, or names
// the same build (a network failure on the road), the page stays, and the screen's error says so.

const RELOADED_KEY = 'bakery.reloadedForBuild';
/** A second reload within this time is not a replaced build (the new build fails too): no loop. */
const RELOAD_WINDOW_MS = 60_000;

/** The entry script an index.html names (`/assets/index-<hash>.js`), or null. */
export function entryScriptOf(html: string): string | null {
  const match = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html);
  return match ? match[1]! : null;
}

/** Whether to load the page again: the build was replaced, and the page did not just reload for that. */
export function shouldReload(current: string | null, served: string | null, now: number, lastReload: number | null): boolean {
  if (!current || !served || current === served) return false;
  return lastReload === null || now - lastReload > RELOAD_WINDOW_MS;
}

function storedNumber(key: string): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The entry script of the page as it was loaded, as its index.html wrote it. */
function currentEntry(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, window.location.href).pathname : null;
}

async function servedEntry(): Promise<string | null> {
  try {
    const response = await fetch(`/?build-check=${Date.now()}`, { cache: 'no-store', credentials: 'same-origin' });
    return response.ok ? entryScriptOf(await response.text()) : null;
  } catch {
    return null;
  }
}

/** Listens for a file of the app that failed to load (Vite's `vite:preloadError`). */
export function reloadOnReplacedBuild(): void {
  let checking = false;
  window.addEventListener('vite:preloadError', () => {
    // The error itself goes on to the screen's error boundary; the check runs beside it.
    if (checking) return;
    checking = true;
    void servedEntry().then((served) => {
      checking = false;
      const now = Date.now();
      const reload = shouldReload(currentEntry(), served, now, storedNumber(RELOADED_KEY));
      // What the check found, on the page (the end-to-end tests wait for it).
      document.documentElement.dataset.buildCheck = reload ? 'replaced' : served ? 'kept' : 'unreachable';
      if (!reload) return;
      try {
        window.sessionStorage.setItem(RELOADED_KEY, String(now));
      } catch {
        // Without storage the window cannot be kept: reload anyway, the new build names its own files.
      }
      window.location.reload();
    });
  });
}
