import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SERVER_NODE_FLAGS } from '../server/node-flags';

/**
 * api-server.ts in a process of its own (`--bare`: the baseline), answering once it listens, with the
 * server's Node options. SERVER_NODE_ARGS adds more (`--cpu-prof --cpu-prof-dir=...`, which NODE_OPTIONS refuses).
 */
export async function startApiServer(args: readonly string[]): Promise<{ url: string; child: ChildProcess }> {
  const script = path.join(import.meta.dirname, 'api-server.ts');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const match = /^listening (\d+)$/.exec(line);
    if (match) return { url: `http://127.0.0.1:${match[1]}`, child };
  }
  throw new Error('The bench server stopped before listening');
}
