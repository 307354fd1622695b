import { createConnection, createServer, type Socket } from 'node:net';
import { listen } from '../http/listen';

// A TCP proxy between a client and a server (the app's pool and PostgreSQL), so a test can take the
// database away and bring it back without touching the server itself, which others share.

export interface TcpProxy {
  port: number;
  /** Ends every open connection and turns new ones away until restored. */
  cut(): void;
  /** Passes nothing either way, on open connections or new ones, until restored: a half-open network. */
  stall(): void;
  /** Ends every open connection and stops listening until restored: new ones are refused, as by a server that is down. */
  refuse(): void;
  /** Passes connections again; once it resolves, a refusing proxy listens on its port again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let cut = false;
  let stalled = false;

  const server = createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = createConnection(target);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(from);
      from.on('data', (chunk: Buffer) => {
        if (!stalled) to.write(chunk);
      });
      from.on('end', () => to.end());
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
    }
  });
  const port = await listen(server, 0, '127.0.0.1');

  return {
    port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    stall() {
      stalled = true;
    },
    refuse() {
      server.close();
      for (const socket of open) socket.destroy();
    },
    async restore() {
      cut = false;
      stalled = false;
      if (!server.listening) await listen(server, port, '127.0.0.1');
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}
