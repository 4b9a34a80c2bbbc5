import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from '../schema/index.js';

/** What `db.execute(sql…)` returns: node-postgres' QueryResult rows. (The bare PgQueryResultHKT types it as unknown.) */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryRows<Assume<this['row'], Record<string, unknown>>>;
}
export interface DbQueryRows<TRow> {
  rows: TRow[];
}

/** The query-builder type repositories use. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;
/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository is made with: the pool, or a transaction to make its queries part of that transaction. */
export type DbHandle = Db | DbTransaction;

/** `embedded`: the PostgreSQL server the shop runs in its data folder; `external`: one named by DATABASE_URL. */
export type DatabaseKind = 'embedded' | 'external';

export interface EmbeddedServerStatus {
  /** running; restarting after it stopped on its own; stopped (closed, or given up on). */
  state(): 'running' | 'restarting' | 'stopped';
  /** Restarts after it stopped on its own, since the shop started. */
  restarts(): number;
}

export type NotificationHandler = (payload: string) => void;

/** An open database: the Drizzle handle plus NOTIFY/LISTEN, which need a connection of their own. */
export interface Database {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Publishes on a channel; every process listening on the same database receives it. */
  notify(channel: string, payload: string): Promise<void>;
  /** Subscribes to a channel; resolves to a function that unsubscribes. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /**
   * Runs handler each time the LISTEN connection is open again after it was lost (the server restarted, the
   * session was ended): notifications sent meanwhile never arrived, so whatever they keep fresh is stale.
   */
  onNotificationsMissed(handler: () => void): void;
  /**
   * The embedded server's supervisor, for health: null for an external server (DATABASE_URL), which the
   * shop does not run and only reconnects to.
   */
  readonly server: EmbeddedServerStatus | null;
  /** Closes connections; the embedded engine then stops its server and releases the folder lock. Safe to call twice. */
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** Where the driver reports trouble it recovers from (a dropped LISTEN connection). Defaults to console.warn. */
  warn?: (message: string, error?: unknown) => void;
  /** Size of the PostgreSQL connection pool (default 10). */
  poolSize?: number;
  /** Progress of the embedded server worth a line in the shop's log (first start, recovery, a restart). */
  log?: (message: string) => void;
  /**
   * The embedded server stopped on its own and could not be started again (after about two minutes of
   * attempts): the shop should exit non-zero so its process manager restarts it. Without it, logged only.
   */
  onDatabaseGivenUp?: (error: Error) => void;
}

/** Where uploaded files live; the seed writes through it and the server serves what it stores. */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The public URL of a stored key, e.g. /media/products/1/a.webp. */
  url(key: string): string;
}
