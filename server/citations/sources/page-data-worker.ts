import { parentPort } from 'node:worker_threads';
import { PageTooDeepError, readPageData } from './structured-data';

// The worker thread page-reader.ts reads pages in: readPageData, one page per message, so a page that
// takes long (or much memory) to parse holds up this thread, never the server's event loop.

export interface PageDataJob {
  id: number;
  html: string;
  pageUrl: string;
  mediaType: string | null;
}

export type PageDataAnswer =
  | { id: number; ok: true; data: Awaited<ReturnType<typeof readPageData>> }
  | { id: number; ok: false; tooDeep: boolean; message: string };

const port = parentPort;
if (port) {
  port.on('message', (job: PageDataJob) => {
    readPageData(job.html, job.pageUrl, job.mediaType).then(
      (data) => port.postMessage({ id: job.id, ok: true, data } satisfies PageDataAnswer),
      (error: unknown) =>
        port.postMessage({ id: job.id, ok: false, tooDeep: error instanceof PageTooDeepError, message: error instanceof Error ? error.message : String(error) } satisfies PageDataAnswer),
    );
  });
  port.postMessage('ready');
}
