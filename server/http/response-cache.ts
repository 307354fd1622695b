import { createHash } from 'node:crypto';

/** A JSON answer as sent: its status, its bytes and their entity tag. */
export interface CachedAnswer {
  status: number;
  body: Buffer;
  etag: string;
  /** When the answer stops holding, in epoch milliseconds; while its key stays the same when absent. */
  until?: number;
}

export interface ResponseCache {
  /**
   * The answer stored under the key, else the one `render` makes, stored for the next caller. Callers
   * that ask for a key while it is being rendered wait for that rendering instead of starting their own.
   */
  answer(key: string, render: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
  /** Bytes held, as counted against the budget. */
  readonly size: number;
}

// What an entry costs beyond its body and key: the Map slot, the object, the ETag string.
const ENTRY_OVERHEAD_BYTES = 200;

/** JSON bytes with a strong entity tag, as Express would send them. */
export function jsonAnswer(status: number, value: unknown, until: Date | null = null): CachedAnswer {
  return writtenJsonAnswer(status, JSON.stringify(value), until);
}

/** jsonAnswer of JSON text written already. */
export function writtenJsonAnswer(status: number, text: string, until: Date | null = null): CachedAnswer {
  // A buffer of its own: a small one cut from Node's shared pool would keep all 8 KB of it alive.
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  body.write(text);
  const etag = `"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`;
  return until ? { status, body, etag, until: until.getTime() } : { status, body, etag };
}

/**
 * Answers kept in memory up to a byte budget, least recently used dropped first. Keys must name
 * everything an answer depends on but the time: entries are never invalidated, only outgrown by new
 * keys or, for an answer that says until when it holds, passed by the clock.
 */
export function createResponseCache(maxBytes: number, clock: () => Date = () => new Date()): ResponseCache {
  const entries = new Map<string, { answer: CachedAnswer; bytes: number }>();
  const rendering = new Map<string, Promise<CachedAnswer>>();
  // A single answer may take at most a quarter of the budget, so one large page cannot empty it.
  const largest = maxBytes / 4;
  let size = 0;

  function store(key: string, answer: CachedAnswer): void {
    const bytes = answer.body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > largest) return;
    const previous = entries.get(key);
    if (previous) size -= previous.bytes;
    entries.delete(key);
    entries.set(key, { answer, bytes });
    size += bytes;
    // Map iterates in insertion order, and a hit re-inserts, so the first key is the least recently used.
    for (const [oldest, entry] of entries) {
      if (size <= maxBytes) break;
      entries.delete(oldest);
      size -= entry.bytes;
    }
  }

  return {
    async answer(key, render) {
      const hit = entries.get(key);
      if (hit && hit.answer.until !== undefined && hit.answer.until <= clock().getTime()) {
        entries.delete(key);
        size -= hit.bytes;
      } else if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.answer;
      }
      const pending = rendering.get(key);
      if (pending) return pending;
      const made = render().then(
        (answer) => {
          rendering.delete(key);
          store(key, answer);
          return answer;
        },
        (error: unknown) => {
          rendering.delete(key);
          throw error;
        },
      );
      rendering.set(key, made);
      return made;
    },
    get size() {
      return size;
    },
  };
}
