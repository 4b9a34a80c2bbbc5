import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of ids as one `int[]` parameter (`WHERE id = ANY(${idArray(ids)})`): one bound value however long the
 * list, where an interpolated JavaScript array would become one parameter per id.
 */
export function idArray(ids: Iterable<number>): SQL {
  const list = [...ids];
  if (!list.every((id) => Number.isSafeInteger(id))) throw new TypeError('idArray: ids must be integers');
  return sql`${`{${list.join(',')}}`}::int[]`;
}
