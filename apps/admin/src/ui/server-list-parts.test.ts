import { describe, expect, it } from 'vitest';
import { serverPagination } from './data-table-pager';
import { queryPart, type QueryLike } from './query-state';

describe('server list parts', () => {
  const refetch = () => undefined;

  it('reads the rows out of a list answer, and nothing while it is loading', () => {
    const loaded = {
      data: { rows: [1, 2], total: 2 },
      error: null,
      isError: false,
      isFetching: true,
      refetch,
    };
    expect(queryPart(loaded, (data) => data.rows)).toEqual({ ...loaded, data: [1, 2] });
    const loading: QueryLike<{ rows: number[] }> = { ...loaded, data: undefined };
    expect(queryPart(loading, (data) => data.rows).data).toBeUndefined();
  });

  it('takes page size and total from the answer, the default size and no total before it', () => {
    const onPageChange = () => undefined;
    expect(serverPagination(3, { page_size: 25, total: 70 }, 50, onPageChange)).toEqual({
      page: 3,
      pageSize: 25,
      total: 70,
      onPageChange,
    });
    expect(serverPagination(1, undefined, 50, onPageChange)).toEqual({
      page: 1,
      pageSize: 50,
      total: null,
      onPageChange,
    });
  });
});
