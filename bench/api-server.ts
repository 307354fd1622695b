import { createServer } from 'node:http';
import express from 'express';
import { parseArgs } from 'node:util';
import { createApp } from '../server/app';
import { listen } from '../server/http/listen';
import { silentLogger } from '../server/logger';
import { openScaleDatabase, scaleOptions } from './scale-database';

// The server api-load.ts puts under load, in a process of its own so the load generator does not share
// its event loop: `--bare` serves the baseline, a bare Express JSON route; otherwise the app on the
// seeded database. Prints `listening <port>` when ready. The queue and the scheduler are not started:
// the benchmark reads, and a scheduled rescan of the seeded organizations would load the machine.
// `--uncached` keeps no answers, so every read is rendered as the first after a write.
//   npx tsx bench/api-server.ts [--bare] [--uncached] [--data-dir bench/data]

const bare = process.argv.includes('--bare');
const uncached = process.argv.includes('--uncached');
const args = process.argv.slice(2).filter((arg) => arg !== '--bare' && arg !== '--uncached');
const { values } = parseArgs({ args, options: { 'data-dir': { type: 'string' } }, strict: false });

const server = createServer();
server.keepAliveTimeout = 65_000;
let close: () => Promise<void> = async () => {};

if (bare) {
  const app = express();
  app.get('/api/bare', (_request, response) => {
    response.json({ ok: true, items: [] });
  });
  server.on('request', app);
} else {
  const database = await openScaleDatabase(scaleOptions(values['data-dir'] ? ['--data-dir', String(values['data-dir'])] : []));
  const app = createApp({
    database,
    version: 'bench',
    publicUrl: 'http://127.0.0.1',
    logger: silentLogger,
    // As startServer runs it.
    checkWrittenAnswers: false,
    ...(uncached ? { responseCacheBytes: 0 } : {}),
  });
  server.on('request', app);
  close = () => database.close();
}

const port = await listen(server, 0, '127.0.0.1');
console.log(`listening ${port}`);
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void close().finally(() => process.exit(0));
});
