import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from '../schema/index.js';

/**
 * What `db.execute(sql…)` returns on both drivers: PGlite's Results and node-postgres' QueryResult both carry
 * `rows`. (The bare PgQueryResultHKT would type it as unknown.)
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryRows<Assume<this['row'], Record<string, unknown>>>;
}
export interface DbQueryRows<TRow> {
  rows: TRow[];
}

/** One query-builder type for both drivers, so repositories never care which one runs underneath. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;
/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export type NotificationHandler = (payload: string) => void;

/** An open database: the Drizzle handle plus the few driver features that differ between PGlite and PostgreSQL. */
export interface Database {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Publishes on a channel; every process that listens (PostgreSQL) or this process (PGlite) receives it. */
  notify(channel: string, payload: string): Promise<void>;
  /** Subscribes to a channel; resolves to a function that unsubscribes. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Closes connections and releases the PGlite folder lock. Safe to call twice. */
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** Where the driver reports trouble it recovers from (a dropped LISTEN connection). Defaults to console.warn. */
  warn?: (message: string, error?: unknown) => void;
  /** Size of the PostgreSQL connection pool (default 10). */
  poolSize?: number;
}

/** Where uploaded files live; the seed writes through it and the server serves what it stores. */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The public URL of a stored key, e.g. /media/products/1/a.webp. */
  url(key: string): string;
}
