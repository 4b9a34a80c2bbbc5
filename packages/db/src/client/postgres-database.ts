import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { schema } from '../schema/index.js';
import type { CreateDbOptions, Database, DatabaseKind, Db, NotificationHandler } from './types.js';

/**
 * The pool behind each database, for the few jobs that need one connection (migrations, backups). Keyed by
 * the Drizzle handle, which wrappers (the embedded engine, test databases) pass on unchanged.
 */
const pools = new WeakMap<object, pg.Pool>();
export const poolOf = (database: Database): pg.Pool | undefined => pools.get(database.db);

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * How long a request waits for a new connection before it is told the database is unavailable: the embedded
 * server's socket fails at once while it restarts, but a remote server that dropped off the network would
 * otherwise hold every request until TCP gives up.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** Waits before reopening a lost LISTEN connection: 0.5 s, doubling to at most 30 s while the server is away. */
const LISTEN_RETRY_MIN_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTEN needs one connection that stays open (a pooled one would be handed to someone else), so the
 * listener owns a dedicated pg.Client, opened on the first subscription and reopened, with backoff, for as
 * long as it takes when it drops (the server restarted, or an administrator ended the session). NOTIFYs sent
 * while it was gone are lost, so once it listens again it tells `missed` handlers (caches drop their copies).
 */
function createListener(url: string, warn: NonNullable<CreateDbOptions['warn']>) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const missedHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let retryMs = LISTEN_RETRY_MIN_MS;
  let closed = false;
  // One connection answers one statement at a time: LISTEN and UNLISTEN from plugins that subscribe together
  // (Promise.all at start-up) wait their turn instead of overlapping on the client.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };

  /** Reopens after a loss, again and again with a growing wait, until it listens or the database is closed. */
  function reconnectLater() {
    if (closed || retry || handlers.size === 0) return;
    retry = setTimeout(() => {
      retry = null;
      ensureClient().then(
        () => {
          retryMs = LISTEN_RETRY_MIN_MS;
          warn('database listener connected again; caches drop what they hold, as notifications were missed');
          for (const handler of missedHandlers) handler();
        },
        (error: unknown) => {
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
          warn(`database listener reconnect failed; trying again in ${retryMs / 1000} s`, error);
          reconnectLater();
        },
      );
    }, retryMs);
    retry.unref();
  }

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      if (client === next) client = null;
      warn('database listener connection lost; reconnecting', error);
      next.end().catch(() => {});
      reconnectLater();
    };
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // A server that goes away may close the socket without an error (a clean shutdown): 'end' is a loss too.
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      lost = true; // a connection that never listened is not a loss to report
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    return next;
  }

  function ensureClient(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => (connecting = null));
    return connecting;
  }

  return {
    async listen(channel: string, handler: NotificationHandler) {
      let set = handlers.get(channel);
      const isNewChannel = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      const active = await ensureClient();
      if (isNewChannel) await inTurn(() => active.query(`LISTEN ${quoteIdent(channel)}`));
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        const current = client;
        if (current && !closed) await inTurn(() => current.query(`UNLISTEN ${quoteIdent(channel)}`));
      };
    },
    onNotificationsMissed(handler: () => void) {
      missedHandlers.add(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
      missedHandlers.clear();
      if (retry) clearTimeout(retry);
      retry = null;
      const current = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await current?.end();
    },
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pool whose lent connection goes back to it (and is discarded) as soon as the server ends it. Drizzle's
 * transaction() sends BEGIN before entering the try/finally that releases its connection (an upstream
 * drizzle-orm bug, still in 0.45.4), so a BEGIN on a connection the server had just ended kept it lent for ever: a
 * database restart leaked a few, and once all ten were gone every request waited for one that never came back.
 * Releasing twice is an error in pg-pool, so the release drizzle makes later is a no-op.
 */
class SelfReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) {
      super.connect((error, client, done) => {
        if (client) releasedWhenEnded(client);
        callback(error, client, client ? client.release : done);
      });
      return;
    }
    return super.connect().then(releasedWhenEnded);
  }
}

function releasedWhenEnded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onEnd = () => finish(new Error('the server ended this connection while it was lent'));
  function finish(error?: Error | boolean) {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(error);
  }
  client.once('end', onEnd);
  client.release = finish;
  return client;
}

export async function openPostgres(
  url: string,
  options: CreateDbOptions = {},
  kind: DatabaseKind = 'external',
): Promise<Database> {
  const warn = options.warn ?? ((message, error) => console.warn(message, error));
  let closed = false;
  const pool = new SelfReleasingPool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle pooled connection can be cut by the server; without a listener that would crash the process.
  // The pool drops it, and the next request opens a fresh one.
  pool.on('error', (error) => warn('idle database connection lost', error));
  // The pool listens only while a connection is idle: one lent out (a transaction between two statements,
  // a request awaiting something else) whose server dies or ends its session would emit 'error' to no one,
  // and an unhandled 'error' event ends the process. Each connection gets a listener of its own for its
  // whole life; the request using it fails with the driver's error (answered 503), and the pool discards
  // the broken connection when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // While idle the pool's own listener is there too, and its 'error' above says it once.
      if (!closed && client.listenerCount('error') === 1)
        warn('database connection lost under a request', error);
    });
  });
  // Fail now, with the driver's message, rather than on the first request.
  await pool.query('SELECT 1').catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw error;
  });
  const listener = createListener(url, warn);
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const database: Database = {
    db,
    kind,
    server: null,
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: listener.listen,
    onNotificationsMissed: listener.onNotificationsMissed,
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      // pool.end() resolves once it has asked each connection to end, before the connections are gone; an
      // embedded server stopped right after would end them first, and each would report itself "lost".
      let open = pool.totalCount;
      const ended = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => {
          if (--open <= 0) resolve();
        });
        setTimeout(resolve, 5_000).unref(); // a connection that never says goodbye must not hold a shutdown
      });
      await pool.end();
      await ended;
    },
  };
  pools.set(db, pool);
  return database;
}
