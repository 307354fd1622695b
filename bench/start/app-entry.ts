import { startServer } from '../../server/start-server';
import { silentLogger } from '../../server/logger';

// The embedded server as `npm start` runs it, on the data folder (or DATABASE_URL) given: prints `ready`
// once it listens, then stops. Bundled and timed by bench/start.ts.
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: process.argv[2]!,
  databaseUrl: process.env.DATABASE_URL || undefined,
  logger: silentLogger,
});
console.log(`ready ${server.port}`);
await server.close();
