import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

// A worker thread whose module is TypeScript (the route optimiser's, the reports' PDF): the thread loads
// it through tsx's API, so it starts the same under `node --import tsx` and under vitest (a worker does
// not inherit a loader registered with --import). Unref'd: it never keeps the process alive.

/** Starts the module at `url` (a file: URL of a .ts file) in a thread of its own, within `limits` if given. */
export function startTsWorker(url: string, limits?: ResourceLimits): Worker {
  const api = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/esm/api')), 'index.mjs');
  const module = JSON.stringify(url);
  const source = `import(${JSON.stringify(pathToFileURL(api).href)}).then(({ tsImport }) => tsImport(${module}, ${module}))`;
  // No inherited --import: the source above registers the loader, the same way in every host process.
  const worker = new Worker(source, { eval: true, execArgv: [], resourceLimits: limits });
  worker.unref();
  return worker;
}

/** An answer from a thread of `oneThread`: its job's id and the result, or why it failed. */
type ThreadAnswer<R> = ({ id: number } & R) | { id: number; error: string };

/**
 * A pool of one thread running the module at `url`: jobs queue in the thread and are answered one after
 * the other. Started on first use; should it stop, the pending jobs fail and the next job starts another.
 * `read` takes the result out of an answer (the thread's reply without its id).
 */
export function oneThread<J extends object, A extends object, R>(url: string, name: string, read: (answer: A) => R) {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (result: R) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  const started = (): Worker => {
    if (worker) return worker;
    const created = startTsWorker(url);
    created.on('message', (answer: ThreadAnswer<A>) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if ('error' in answer) job.reject(new Error(answer.error));
      else job.resolve(read(answer));
    });
    created.on('error', (error) => {
      worker = null;
      failAll(error);
    });
    created.on('exit', (code) => {
      if (worker === created) worker = null;
      failAll(new Error(`${name}: the thread stopped (${code})`));
    });
    worker = created;
    return created;
  };
  return {
    /** Hands `job` to the thread; `id` is the job's number (given to `onSent` as soon as it is posted). */
    run(job: J, onSent?: (id: number) => void): Promise<R> {
      const thread = started();
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ ...job, id });
        onSent?.(id);
      });
    },
    /** Jobs handed over and not yet answered. */
    pending: () => pending.size,
  };
}
