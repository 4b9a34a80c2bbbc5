import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db, DbQueryRows, DbTransaction } from './types.js';

/** The handle's parts Drizzle's own `execute` uses (public on the object, not in its declared type). */
interface Internals {
  dialect: PgDialect;
  session: PgSession;
}

/** Statement names by query text: a text is hashed once per process, not once per execution. */
const names = new Map<string, string>();
/** A bound on that memory, should a caller's texts vary more than they should. */
const MAX_REMEMBERED_NAMES = 500;

/**
 * `name` and a digest of the text: node-postgres refuses one name for two texts on a connection, and a query
 * built by Drizzle's builders may differ in shape from call to call (a CTE for a guest, a list of two ids).
 */
function statementName(name: string, text: string): string {
  let named = names.get(text);
  if (named === undefined) {
    named = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    if (names.size >= MAX_REMEMBERED_NAMES) names.clear();
    names.set(text, named);
  }
  return named;
}

/**
 * Runs `query` as a named prepared statement: PostgreSQL parses it once per pooled connection and, after a
 * few executions, plans it once too, where `execute` has it parsed and planned every time. For the
 * statements every order and every cart runs (the open-order count alone took 0.5 ms to plan, more than to
 * run; the order insert 0.2 ms). Rows come back as the driver gives them (column names, timestamps as text).
 * Each distinct text is one statement per connection: use it for queries whose text takes a few shapes only
 * (parameters vary, not the SQL).
 */
export async function executePrepared<TRow extends Record<string, unknown>>(
  handle: Db | DbTransaction,
  name: string,
  query: SQL,
): Promise<DbQueryRows<TRow>> {
  const { dialect, session } = handle as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(built, undefined, statementName(name, built.sql), false);
  return (await prepared.execute()) as DbQueryRows<TRow>;
}
