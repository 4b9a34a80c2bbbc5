import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { SKIP_SESSION_CHECK, createQueryClient, shouldRetry } from './query-client';
import { sessionKeys } from './query-keys';

const status = (code: number) => ApiError.fromResponse(code, null);

describe('shouldRetry', () => {
  it('never retries a refusal, retries a fault or a network failure once', () => {
    expect(shouldRetry(0, status(403))).toBe(false);
    expect(shouldRetry(0, status(404))).toBe(false);
    expect(shouldRetry(0, status(503))).toBe(true);
    expect(shouldRetry(0, ApiError.network(null))).toBe(true);
    expect(shouldRetry(1, ApiError.network(null))).toBe(false);
  });
});

describe('shouldRetry after a timeout', () => {
  it('does not wait the whole timeout twice', () => {
    expect(shouldRetry(0, ApiError.timeout(null))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('runs queries and mutations while the browser says it is offline, so they fail instead of pausing', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    try {
      await expect(
        client.fetchQuery({
          queryKey: ['offline'],
          queryFn: () => Promise.reject(ApiError.network(null)),
          retry: false,
        }),
      ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
      await expect(
        client
          .getMutationCache()
          .build(client, { mutationFn: () => Promise.reject(ApiError.network(null)) })
          .execute(undefined),
      ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('re-checks the session when any query is answered 401', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await client
      .fetchQuery({ queryKey: ['products'], queryFn: () => Promise.reject(status(401)), retry: false })
      .catch(() => undefined);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.all });
  });

  it('leaves the session alone on other failures and on a 401 that is an answer (sign-in)', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(status(403)), retry: false })
      .catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(status(401)),
        meta: { [SKIP_SESSION_CHECK]: true },
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
