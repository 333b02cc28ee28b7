import { EventEmitter } from 'node:events';
import { oneThread } from '../lib/tsWorker';
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
export const pdfsInThread = () => thread.pending();

// The messages, typed here (the worker imports them): the worker's module imports the renderer, which
// imports this file, so the types cannot live there without a cycle.
export interface PdfJob {
  id: number;
  table: ReportTable;
}

export type PdfAnswer = { id: number; body: Uint8Array } | { id: number; error: string };

// The bytes arrive as a copy (a Uint8Array across threads): viewed as a Buffer, not copied again.
const thread = oneThread<Omit<PdfJob, 'id'>, { body: Uint8Array }, Buffer>(WORKER_URL, 'reports', ({ body }) =>
  Buffer.from(body.buffer, body.byteOffset, body.byteLength),
);

/** The table's PDF, made in the PDF thread. Rejects when the thread fails. */
export function renderPdfInThread(table: ReportTable): Promise<Buffer> {
  return thread.run({ table }, (id) => pdfThreadEvents.emit('job', id));
}
