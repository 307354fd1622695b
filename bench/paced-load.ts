import net from 'node:net';

// Requests sent at an even pace, each timed from the moment it was due: what a server's latency is at a
// given rate. autocannon's overallRate is no such pace: each connection sends its second's share as fast
// as it can, then waits for the next second, and it adds a latency for every millisecond a slow answer
// took as if a request had been due then. Paced that way, the bare Express route itself showed a p99 of
// 89 ms at 1,000 requests a second on a machine that serves 6,000. The client is as light as autocannon's
// (a prepared request, answers read by their Content-Length): it shares the machine with the server.

export interface PacedFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, or requests that failed. */
  failures: number;
}

const TICK_MS = 1;
const HEAD_END = Buffer.from('\r\n\r\n');

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** One kept-alive connection answering one request at a time, in order. */
class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private current: { due: number; done: (status: number, due: number) => void } | undefined;

  constructor(port: number, private readonly request: Buffer, onError: () => void) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', onError);
  }

  get idle(): boolean {
    return this.current === undefined;
  }

  send(due: number, done: (status: number, due: number) => void): void {
    this.current = { due, done };
    this.socket.write(this.request);
  }

  private read(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headEnd = this.buffered.indexOf(HEAD_END);
    if (headEnd < 0 || !this.current) return;
    const head = this.buffered.subarray(0, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    const end = headEnd + HEAD_END.length + length;
    if (this.buffered.length < end) return;
    this.buffered = this.buffered.subarray(end);
    const { due, done } = this.current;
    this.current = undefined;
    done(Number(head.slice(9, 12)), due);
  }

  close(): void {
    this.socket.destroy();
  }
}

/**
 * Sends `rate` GET requests a second to `path` for `seconds` over `connections` kept-alive connections, each
 * with a bearer of `tokens` in turn. A request waits for a free connection when all are busy, and that wait
 * counts in its latency, as it would for the person who sent it.
 */
export async function pacedLoad(
  url: string,
  tokens: readonly string[],
  rate: number,
  seconds: number,
  connections: number,
): Promise<PacedFigures> {
  const { port, pathname, search } = new URL(url);
  const requestFor = (token: string | undefined) =>
    Buffer.from(`GET ${pathname}${search} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}\r\n`);
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let failures = 0;
  let settled = 0;
  let sent = 0;
  const waiting: number[] = [];
  const pool: Connection[] = [];
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const settle = () => {
      if (++settled === total) resolve();
    };
    // A connection lost leaves its requests unanswered: they count as failures when the time is up.
    setTimeout(resolve, (seconds + 30) * 1000).unref();
    const answered = (status: number, due: number) => {
      if (status >= 200 && status < 300) latencies.push(performance.now() - due);
      else failures++;
      settle();
      const next = waiting.shift();
      if (next !== undefined) free()?.send(next, answered);
    };
    const free = () => pool.find((connection) => connection.idle);
    for (let n = 0; n < connections; n++) {
      pool.push(
        new Connection(Number(port), requestFor(tokens[n % Math.max(tokens.length, 1)]), () => {
          failures++;
          settle();
        }),
      );
    }
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        const due = start + (sent * 1000) / rate;
        const connection = free();
        if (connection) connection.send(due, answered);
        else waiting.push(due);
        sent++;
      }
      if (sent < total) setTimeout(tick, TICK_MS);
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  for (const connection of pool) connection.close();
  failures += total - settled;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { requestsPerSecond: latencies.length / elapsed, p50: round(percentile(latencies, 0.5)), p99: round(percentile(latencies, 0.99)), failures };
}
