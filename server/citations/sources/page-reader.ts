import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PageDataAnswer, PageDataJob } from './page-data-worker';
import { PageTooDeepError, readPageData, type PageData } from './structured-data';

// Reads a fetched page's structured data off the event loop: parsing a hostile page (deep nesting,
// megabytes of markup for four parsers) can take minutes of CPU. One worker thread reads one page at a
// time, within a time limit and a memory limit; a page over either has the worker terminated (a fresh
// one reads the next page) and is unreadable, with a message saying why.
//
// The worker runs page-data-worker.js beside this module's code: the built server needs that file
// bundled next to it (dist/server/page-data-worker.js, an entry in server/build.mjs). From the
// TypeScript sources (tests, tsx) it runs page-data-worker.ts through tsx. Where neither is found the
// page is read on the event loop, still behind readPageData's own depth and markup checks.

export const PAGE_READ_TIMEOUT_MS = 5000;
export const PAGE_READ_MEMORY_MB = 128;

/** A page whose data could not be read; the message completes "<page> ...". */
export class PageReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageReadError';
  }
}

export type PageReader = (html: string, pageUrl: string, mediaType: string | null) => Promise<PageData>;

export interface PageReaderOptions {
  timeoutMs?: number;
  maxMemoryMb?: number;
  /** The worker's script; found beside this module by default, null reads on the event loop. */
  script?: { url: URL; execArgv: string[] } | null;
}

interface Job extends PageDataJob {
  resolve: (data: PageData) => void;
  reject: (error: Error) => void;
}

function defaultScript(): { url: URL; execArgv: string[] } | null {
  const built = new URL('./page-data-worker.js', import.meta.url);
  if (built.protocol === 'file:' && existsSync(built)) return { url: built, execArgv: [] };
  const source = new URL('./page-data-worker.ts', import.meta.url);
  if (source.protocol === 'file:' && existsSync(source)) return { url: source, execArgv: ['--import', 'tsx'] };
  return null;
}

export function createPageReader(options: PageReaderOptions = {}): PageReader & { close(): Promise<void> } {
  const timeoutMs = options.timeoutMs ?? PAGE_READ_TIMEOUT_MS;
  const maxMemoryMb = options.maxMemoryMb ?? PAGE_READ_MEMORY_MB;
  let script = options.script === undefined ? defaultScript() : options.script;
  const queue: Job[] = [];
  let worker: Worker | null = null;
  let ready = false;
  let current: { job: Job; timer: NodeJS.Timeout } | null = null;
  let nextId = 1;

  function finish(outcome: { data: PageData } | { error: Error }) {
    if (!current) return;
    const { job, timer } = current;
    clearTimeout(timer);
    current = null;
    if ('data' in outcome) job.resolve(outcome.data);
    else job.reject(outcome.error);
    pump();
  }

  function discard(error: Error) {
    const dead = worker;
    worker = null;
    ready = false;
    if (dead) {
      dead.removeAllListeners();
      // An exit after this is expected; an error during termination has nobody left to tell.
      dead.on('error', () => {});
      void dead.terminate();
    }
    finish({ error });
  }

  function start(url: URL, execArgv: string[]): Worker {
    const started = new Worker(url, { execArgv, resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 } });
    started.on('message', (message: 'ready' | PageDataAnswer) => {
      if (message === 'ready') {
        ready = true;
        pump();
        return;
      }
      if (!current || message.id !== current.job.id) return;
      if (message.ok) finish({ data: message.data });
      else finish({ error: new PageReadError(message.tooDeep ? message.message : 'could not be read') });
    });
    started.on('error', (error: Error & { code?: string }) => {
      if (!ready && !current) {
        // The worker cannot start here at all: read on the event loop from now on.
        script = null;
        worker = null;
        pump();
        return;
      }
      discard(new PageReadError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'takes too much memory to read' : 'could not be read'));
    });
    started.on('exit', () => {
      if (worker !== started) return;
      if (!ready && !current) {
        script = null;
        worker = null;
        pump();
        return;
      }
      discard(new PageReadError('could not be read'));
    });
    return started;
  }

  function pump() {
    if (current) return;
    const job = queue.shift();
    if (!job) {
      worker?.unref();
      return;
    }
    if (!script) {
      readInThread(job);
      return;
    }
    if (!worker) worker = start(script.url, script.execArgv);
    worker.ref();
    if (!ready) {
      queue.unshift(job);
      return;
    }
    // The time limit counts from when the worker has the page, not while it waits its turn.
    current = { job, timer: setTimeout(() => discard(new PageReadError(`took too long to read (over ${timeoutMs / 1000} s)`)), timeoutMs) };
    worker.postMessage({ id: job.id, html: job.html, pageUrl: job.pageUrl, mediaType: job.mediaType } satisfies PageDataJob);
  }

  function readInThread(job: Job) {
    readPageData(job.html, job.pageUrl, job.mediaType).then(job.resolve, (error: unknown) =>
      job.reject(new PageReadError(error instanceof PageTooDeepError ? error.message : 'could not be read')),
    );
    pump();
  }

  const read: PageReader = (html, pageUrl, mediaType) =>
    new Promise<PageData>((resolve, reject) => {
      queue.push({ id: nextId++, html, pageUrl, mediaType, resolve, reject });
      pump();
    });

  return Object.assign(read, {
    async close() {
      const dead = worker;
      worker = null;
      ready = false;
      if (dead) {
        dead.removeAllListeners();
        await dead.terminate();
      }
    },
  });
}

let shared: PageReader | null = null;

/** The process's one page reader, started on first use. */
export function sharedPageReader(): PageReader {
  shared ??= createPageReader();
  return shared;
}
