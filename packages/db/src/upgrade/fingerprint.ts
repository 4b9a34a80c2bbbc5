/**
 * A table's fingerprint, run on both sides of the upgrade: the row count and a sum of a hash of each row's
 * text. Both servers are PostgreSQL 18 with the session in UTC, so equal rows print and hash alike.
 */
export const fingerprintSql = (table: string) =>
  `SELECT count(*)::int AS rows,
          coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text AS sum
     FROM "${table.replaceAll('"', '""')}" t`;
