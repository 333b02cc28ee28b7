import { parentPort } from 'node:worker_threads';
import { renderReportPdf } from './reportsPdf';
import type { PdfAnswer, PdfJob } from './reportsPdfThread';

// The reports' PDF thread (see reportsPdfThread.ts): lays out and writes one document per message, in the
// order asked, and sends its bytes back.

parentPort!.on('message', (job: PdfJob) => {
  renderReportPdf(job.table).then(
    (body) => parentPort!.postMessage({ id: job.id, body } satisfies PdfAnswer),
    (error: unknown) => parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies PdfAnswer),
  );
});
