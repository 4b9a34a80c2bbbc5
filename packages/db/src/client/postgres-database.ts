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
 * LISTEN needs one connection that stays open (a pooled one would be handed to someone else), so the
 * listener owns a dedicated pg.Client, opened on the first subscription and reopened if it drops.
 */
function createListener(url: string, warn: NonNullable<CreateDbOptions['warn']>) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  // One connection answers one statement at a time: LISTEN and UNLISTEN from plugins that subscribe together
  // (Promise.all at start-up) wait their turn instead of overlapping on the client.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      warn('database listener connection lost; reconnecting', error);
      if (client === next) client = null;
      next.end().catch(() => {});
      setTimeout(() => {
        if (!closed && handlers.size > 0)
          ensureClient().catch((e) => warn('database listener reconnect failed', e));
      }, 1000).unref();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdent(channel)}`);
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
    async close() {
      closed = true;
      handlers.clear();
      const current = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await current?.end();
    },
  };
}

export async function openPostgres(
  url: string,
  options: CreateDbOptions = {},
  kind: DatabaseKind = 'external',
): Promise<Database> {
  const warn = options.warn ?? ((message, error) => console.warn(message, error));
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle pooled connection can be cut by the server; without a listener that would crash the process.
  pool.on('error', (error) => warn('idle database connection lost', error));
  // Fail now, with the driver's message, rather than on the first request.
  await pool.query('SELECT 1').catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw error;
  });
  const listener = createListener(url, warn);
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  let closed = false;
  const database: Database = {
    db,
    kind,
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: listener.listen,
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
