import { connect, type Socket } from 'node:net';
import postgres from 'postgres';

// The steady reads' connections (SqlDialect.steadyDb) through postgres.js. It describes a prepared
// statement once per connection where node-postgres asks for its columns on every call, and sends what
// one round of I/O asks of a connection in one write: on the list pages under load that cut the server's
// time per request by a quarter and the database's by a third. Each connection is a postgres.js client of
// its own, and reads are spread here, each to the connection with the fewest reads in flight: with two or
// more connections busy, postgres.js's own pool grows its queue of busy connections by a slot per query
// and scans it all on each one (3.4.9), so under steady load every read cost more than the last (the
// server's time per request rose by half within a minute at ~3,000 requests a second). Where postgres.js
// can leave a read waiting forever, that is bounded here:
// - A server that closes a connection cleanly before it is ready (a proxy whose database is away does)
//   makes it reconnect at once and forever, and the query waiting on that connection never settles.
//   Its sockets are opened here instead, and such a close is an error, which fails that query.
// - A query sent as a connection fails, before it is closed, is never answered nor failed. So a lost
//   connection replaces its client: the old one ends, given a moment for what it is reading, and fails
//   what is left.
// - Whatever else leaves a read unanswered (a half-open network, a TLS connection closed cleanly, which
//   postgres.js handles itself) is ended by a deadline: the read fails as the database being away does,
//   and the client is replaced.

/** postgres.js's parsed settings that say where the server is. */
interface Address {
  host: string[];
  port: number[];
  path?: string | false;
}

/** An error the way Node names a failed socket, so isDatabaseUnavailable knows it. */
const socketError = (message: string, code: string) => Object.assign(new Error(message), { code });

/**
 * A connected socket to the server (its first address), or an error within `timeoutMs`; `onLost` is
 * called when none is made, or when it closes other than by being ended from this side.
 */
function openSocket(address: Address, timeoutMs: number, onLost: () => void): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = address.path ? connect({ path: address.path }) : connect({ host: address.host[0], port: address.port[0] ?? 5432 });
    // A connection not made leaves postgres.js's connection stuck, the next read on it never sent: the
    // client is replaced first, so the reads this failure prompts go to the new one.
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      onLost();
      reject(error);
    };
    const timer = setTimeout(() => fail(socketError('The database did not accept a connection in time', 'CONNECT_TIMEOUT')), timeoutMs);
    socket.once('error', fail);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      // The server ending a connection we did not end is an error: postgres.js then fails what waits on it.
      // Told before postgres.js fails the reads on the socket, so the reads made next go to a new client.
      const lost = () => {
        if (!socket.writableEnded) onLost();
      };
      socket.on('error', lost);
      socket.once('close', lost);
      socket.once('end', () => {
        lost();
        if (!socket.writableEnded) socket.destroy(socketError('The database closed the connection', 'ECONNRESET'));
      });
      resolve(socket);
    });
  });
}

type Options = postgres.Options<Record<string, never>>;

/** At most this many reads made together share a connection's write; more go to the next. */
const MAX_BATCH = 8;

/** How long a replaced client may finish what it is reading. */
const LOST_CONNECTION_GRACE_SECONDS = 1;

/** What Drizzle's postgres-js driver uses of a client: its type parsers and `unsafe`. */
type Client = Pick<postgres.Sql, 'options' | 'unsafe'>;

export interface SteadyClient {
  /** For drizzle-orm/postgres-js. */
  client: postgres.Sql;
  end(): Promise<void>;
}

/** One connection: its client, replaced when the connection is lost, and the reads sent to it not yet settled. */
interface Slot {
  sql: postgres.Sql;
  reading: number;
}

/** postgres.js on `url` with `options` (`max` connections, each a client), each read bounded by `deadlineMs`. */
export function openSteadyClient(url: string, options: Options, deadlineMs: number): SteadyClient {
  const connectMs = (options.connect_timeout ?? 30) * 1000;
  const slots: Slot[] = [];
  const make = (slot: Slot): postgres.Sql => {
    const made = postgres(url, { ...options, max: 1, socket: (address: Address) => openSocket(address, connectMs, () => replace(slot, made)) } as Options);
    return made;
  };
  for (let n = 0; n < Math.max(1, options.max ?? 1); n++) {
    const slot = { reading: 0 } as Slot;
    slot.sql = make(slot);
    slots.push(slot);
  }
  // Drizzle sets its parsers on the settings the facade shows, the first client's, once it is given the
  // facade; every other client takes them before its first read (its connection holds the same objects).
  const settings = slots[0]!.sql.options;
  const withParsers = new WeakSet<postgres.Sql>([slots[0]!.sql]);
  const parsed = (sql: postgres.Sql) => {
    if (!withParsers.has(sql)) {
      Object.assign(sql.options.parsers, settings.parsers);
      Object.assign(sql.options.serializers, settings.serializers);
      withParsers.add(sql);
    }
    return sql;
  };
  let ending: Promise<void> | undefined;

  /** A fresh client in the slot in place of `stale`, which ends, failing what still waits on it a moment later. */
  function replace(slot: Slot, stale: postgres.Sql) {
    if (slot.sql !== stale || ending) return;
    slot.sql = make(slot);
    // Ending settles; were it ever to fail, nothing waits on it that could hear.
    stale.end({ timeout: LOST_CONNECTION_GRACE_SECONDS }).catch(() => undefined);
  }

  /** The slot with the fewest reads in flight, the first of equals after the last one chosen. */
  let last = 0;
  function leastBusy(): Slot {
    let chosen = (last + 1) % slots.length;
    for (let step = 1; step < slots.length; step++) {
      const n = (last + 1 + step) % slots.length;
      if (slots[n]!.reading < slots[chosen]!.reading) chosen = n;
    }
    last = chosen;
    return slots[chosen]!;
  }

  // Reads made in one turn of the event loop go to one connection (up to MAX_BATCH of them), which
  // postgres.js sends in one write as the turn ends: one system call and one wake-up of the database's
  // process for all of them, where spread over the connections each cost its own. Under steady load that
  // cut the server's time per list request by about a seventh. A read made in a later turn goes to the
  // connection with the fewest in flight, so one slow read holds up only those made with it.
  let batch: Slot | undefined;
  let batched = 0;
  let batches = 0;
  function batchSlot(): Slot {
    if (batch && batched < MAX_BATCH) {
      batched++;
      return batch;
    }
    batch = leastBusy();
    batched = 1;
    const mine = ++batches;
    setImmediate(() => {
      if (batches === mine) batch = undefined;
    });
    return batch;
  }

  const bounded = <T>(slot: Slot, on: postgres.Sql, read: PromiseLike<T>): Promise<T> => {
    slot.reading++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(socketError('The database did not answer in time', 'CONNECT_TIMEOUT'));
        replace(slot, on);
      }, deadlineMs);
      const settled = () => {
        slot.reading--;
        clearTimeout(timer);
      };
      read.then(
        (value) => {
          settled();
          resolve(value);
        },
        (error: unknown) => {
          settled();
          reject(error);
        },
      );
    });
  };

  const client: Client = {
    get options() {
      return settings;
    },
    unsafe: ((query: string, parameters?: postgres.ParameterOrJSON<never>[], queryOptions?: postgres.UnsafeQueryOptions) => {
      const slot = batchSlot();
      const on = parsed(slot.sql);
      const pending = on.unsafe(query, parameters, queryOptions);
      // A postgres.js query runs when awaited; Drizzle awaits it, or its rows as arrays.
      return {
        values: () => bounded(slot, on, pending.values()),
        then: <A, B>(resolve?: (rows: unknown) => A, reject?: (error: unknown) => B) => bounded(slot, on, pending).then(resolve, reject),
      };
    }) as unknown as postgres.Sql['unsafe'],
  };

  return {
    client: client as unknown as postgres.Sql,
    end: () => (ending ??= Promise.all(slots.map((slot) => slot.sql.end())).then(() => undefined)),
  };
}
