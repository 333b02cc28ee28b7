import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// A worker thread whose module is TypeScript (the route optimiser's, the reports' PDF): the thread loads
// it through tsx's API, so it starts the same under `node --import tsx` and under vitest (a worker does
// not inherit a loader registered with --import). Unref'd: it never keeps the process alive.

/** Starts the module at `url` (a file: URL of a .ts file) in a thread of its own. */
export function startTsWorker(url: string): Worker {
  const api = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/esm/api')), 'index.mjs');
  const module = JSON.stringify(url);
  const source = `import(${JSON.stringify(pathToFileURL(api).href)}).then(({ tsImport }) => tsImport(${module}, ${module}))`;
  // No inherited --import: the source above registers the loader, the same way in every host process.
  const worker = new Worker(source, { eval: true, execArgv: [] });
  worker.unref();
  return worker;
}
