import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@matjar/db';

/** A timestamp as node-postgres returns it: a Date through Drizzle's columns, a string from raw SQL. */
export type Instant = Date | string;

export const iso = (value: Instant) => new Date(value).toISOString();
export const isoOrNull = (value: Instant | null) => (value === null ? null : iso(value));

const MINUTE_MS = 60_000;
/**
 * An instant cut down to its minute, for times staff see around gift cards: an old code held its issue instant
 * to the millisecond, and the back office shows minutes anyway.
 */
export const isoToMinute = (value: Instant) =>
  new Date(Math.floor(new Date(value).getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
export const isoToMinuteOrNull = (value: Instant | null) => (value === null ? null : isoToMinute(value));

/** LIKE's own wildcards (and its escape) in a search term match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern for text found anywhere, its wildcards escaped. */
export const likeAnywhere = (text: string) => `%${escapeLike(text)}%`;

/** LIMIT / OFFSET of one page of a back-office list (page counts from 1). */
export const pageSlice = (query: { page: number; page_size: number }): SQL =>
  sql`LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`;

/** How many rows `FROM … WHERE …` matches. */
export async function countMatches(db: Db, from: SQL, where: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`);
  return result.rows[0]?.n ?? 0;
}

/**
 * The number of matches of a page read with `count(*) OVER ()`: the first row carries it. Past the last page
 * no row does, so it is counted on its own; an empty first page means no match at all.
 */
export async function pageTotal(
  firstRow: { total: number } | undefined,
  page: number,
  count: () => Promise<number>,
): Promise<number> {
  if (firstRow) return firstRow.total;
  return page > 1 ? count() : 0;
}
