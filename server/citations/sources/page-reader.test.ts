import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { PageReadError, createPageReader } from './page-reader';

// The page reader parses in a worker thread (page-data-worker.ts, run through tsx here).

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const readers: { close(): Promise<void> }[] = [];
const reader = (options: Parameters<typeof createPageReader>[0] = {}) => {
  const created = createPageReader(options);
  readers.push(created);
  return created;
};

/** A worker script standing in for page-data-worker.ts: `port` is its parent port, ready already said. */
const workerScript = (body: string) =>
  new URL(`data:text/javascript,${encodeURIComponent(`import { parentPort as port } from 'node:worker_threads'; port.postMessage('ready'); ${body}`)}`);

afterAll(async () => {
  await Promise.all(readers.map((created) => created.close()));
});

async function failureOf(promise: Promise<unknown>): Promise<PageReadError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PageReadError);
  return error as PageReadError;
}

describe('createPageReader', () => {
  it('reads pages in a worker, one after another', async () => {
    const read = reader();
    const [restaurant, microdata] = await Promise.all([
      read(fixture('jsonld-restaurant.html'), 'https://listings.test/a', 'text/html'),
      read(fixture('microdata.html'), 'https://listings.test/b', 'text/html'),
    ]);
    expect(restaurant.records[0]).toMatchObject({ syntax: 'json-ld', name: 'Roadhouse Diner' });
    expect(microdata.records[0]).toMatchObject({ syntax: 'microdata', name: 'Smile Bright Dentistry' });
  });

  it('stops reading a page past the time limit, then reads the next page in a fresh worker', async () => {
    // A stand-in for a page that takes the parsers minutes: the first page never finishes.
    const read = reader({ timeoutMs: 200, script: { url: workerScript(`port.on('message', (job) => { if (job.pageUrl.endsWith('/slow')) for (;;); port.postMessage({ id: job.id, ok: true, data: { records: [], canonicalUrl: job.pageUrl } }); });`), execArgv: [] } });
    const error = await failureOf(read('<p>slow</p>', 'https://listings.test/slow', 'text/html'));
    expect(error.message).toBe('took too long to read (over 0.2 s)');
    // The stuck worker was ended: the next page gets a fresh one, which answers.
    expect(await read('<p>fine</p>', 'https://listings.test/fine', 'text/html')).toEqual({ records: [], canonicalUrl: 'https://listings.test/fine' });
  });

  it('stops reading a page past the memory limit', async () => {
    const read = reader({ maxMemoryMb: 16, script: { url: workerScript(`port.on('message', () => { const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length)); });`), execArgv: [] } });
    const error = await failureOf(read('<p>big</p>', 'https://listings.test/big', 'text/html'));
    expect(error.message).toBe('takes too much memory to read');
  });

  it('refuses a page nested too deeply, with a clear message', async () => {
    const deep = `${'<div>'.repeat(64_000)}x${'</div>'.repeat(64_000)}`;
    const error = await failureOf(reader()(deep, 'https://listings.test/deep', 'text/html'));
    expect(error.message).toBe('nests its elements more than 256 deep, too deep to read');
  });

  it('reads on the event loop where no worker script is found, behind the same checks', async () => {
    const read = reader({ script: null });
    expect((await read(fixture('h-card.html'), 'https://listings.test/c', 'text/html')).records[0]).toMatchObject({ syntax: 'h-card' });
    await failureOf(read('<div>'.repeat(300), 'https://listings.test/deep', 'text/html'));
  });
});
