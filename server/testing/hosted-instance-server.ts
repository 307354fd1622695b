import { writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import type { Logger } from '../logger';
import { startServer } from '../start-server';

// One hosted instance as a process of its own, configured from the environment as `node` on the built
// server is (DATABASE_URL, PORT, TRUST_PROXY, SMTP_URL, ...). It prints one JSON line when it listens;
// each `tick` line on its input runs a round of scheduled work and is answered with a `ticked` line,
// so a test can make several instances look for due work at the same moment.
//   node --import tsx server/testing/hosted-instance-server.ts

function say(message: object): void {
  writeSync(1, `${JSON.stringify(message)}\n`);
}

// Output is kept to the JSON lines; what the server logs goes to stderr.
const stderrLogger: Logger = {
  info: (message) => console.error(message),
  warn: (message) => console.error(message),
  error: (message, error) => console.error(message, error instanceof Error ? error.stack : (error ?? '')),
};

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer({ ...config, env: process.env, logger: stderrLogger });
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  say({ url: `http://127.0.0.1:${server.port}` });
  for await (const line of createInterface({ input: process.stdin })) {
    if (line !== 'tick') continue;
    await server.scheduler.tick();
    say({ ticked: true });
  }
  // Input ends when the process that started this one is gone: no instance is left behind.
  await server.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  say({ failed: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
