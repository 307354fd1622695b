import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

// A hosted instance in a process of its own (hosted-instance-server.ts), for tests and benches that
// put several of them on one PostgreSQL database.

export interface HostedInstance {
  url: string;
  /** Runs a round of scheduled work on the instance; resolves once it finished. */
  tick(): Promise<void>;
  /** SIGTERM, as a deployment stops it; resolves once the process has ended. */
  stop(): Promise<void>;
  /** What the instance logged so far. */
  log(): string;
}

type InstanceLine = { url: string } | { ticked: true } | { failed: string };

/** Starts `node` on the hosted server with the given environment added; resolves once it listens. */
export async function startHostedInstance(env: NodeJS.ProcessEnv): Promise<HostedInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'hosted-instance-server.ts')], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<InstanceLine> => {
    const line = await lines.next();
    if (line.done) throw new Error(`An instance ended early:\n${log}`);
    const parsed = JSON.parse(line.value) as InstanceLine;
    if ('failed' in parsed) throw new Error(`An instance could not start: ${parsed.failed}\n${log}`);
    return parsed;
  };

  const ready = await next();
  if (!('url' in ready)) throw new Error(`expected the instance's address first, got ${JSON.stringify(ready)}`);
  return {
    url: ready.url,
    async tick() {
      child.stdin.write('tick\n');
      const answer = await next();
      if (!('ticked' in answer)) throw new Error(`expected the end of a round, got ${JSON.stringify(answer)}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
    log: () => log,
  };
}
