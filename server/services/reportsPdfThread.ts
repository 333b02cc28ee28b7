import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../lib/tsWorker';
import type { ReportTable } from './reportsTable';

// A report's PDF is laid out in a worker thread, a pool of one: pdfkit and fontkit work synchronously,
// and a 1,100-row table held the thread that answers every request (and, with the embedded database,
// runs every query) for 1.3 to 3 s. The server keeps answering while it renders; documents queue in the
// thread. Started on first use, it does not keep the process alive; should it stop, the next document
// starts another.

const WORKER_URL = new URL('./reportsPdfWorker.ts', import.meta.url).href;

/** 'job' when a document is handed to the thread (tests wait on it to send a request meanwhile). */
export const pdfThreadEvents = new EventEmitter();

/** How many documents the thread has been given and not yet answered. */
export const pdfsInThread = () => pending.size;

// The messages, typed here (the worker imports them): the worker's module imports the renderer, which
// imports this file, so the types cannot live there without a cycle.
export interface PdfJob {
  id: number;
  table: ReportTable;
}

export type PdfAnswer = { id: number; body: Uint8Array } | { id: number; error: string };

interface Pending {
  resolve: (body: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function started(): Worker {
  if (worker) return worker;
  const created = startTsWorker(WORKER_URL);
  created.on('message', (answer: PdfAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if ('error' in answer) job.reject(new Error(answer.error));
    // The bytes arrive as a copy (a Uint8Array across threads): viewed as a Buffer, not copied again.
    else job.resolve(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
  });
  created.on('error', (error) => {
    worker = null;
    failAll(error);
  });
  created.on('exit', (code) => {
    if (worker === created) worker = null;
    failAll(new Error(`reports: the PDF thread stopped (${code})`));
  });
  worker = created;
  return created;
}

/** The table's PDF, made in the PDF thread. Rejects when the thread fails. */
export function renderPdfInThread(table: ReportTable): Promise<Buffer> {
  const thread = started();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.postMessage({ id, table } satisfies PdfJob);
    pdfThreadEvents.emit('job', id);
  });
}
