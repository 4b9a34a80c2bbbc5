import { describe, expect, it } from 'vitest';
import { HealthResponse, HealthUnavailableResponse } from './health.js';

describe('HealthResponse', () => {
  it.each([
    [{ status: 'ok', database: 'ok', databaseKind: 'embedded', databaseRestarts: 0, uptimeSeconds: 3 }, true],
    [{ status: 'ok', database: 'ok', databaseKind: 'external', databaseRestarts: 0, uptimeSeconds: 0 }, true],
    [{ status: 'ok', database: 'ok', databaseKind: 'embedded', databaseRestarts: 2, uptimeSeconds: 9 }, true],
    // Every field is part of the answer: a body without the restart count is not this shop's.
    [{ status: 'ok', database: 'ok', databaseKind: 'embedded', uptimeSeconds: 3 }, false],
    [
      { status: 'ok', database: 'down', databaseKind: 'embedded', databaseRestarts: 0, uptimeSeconds: 3 },
      false,
    ],
    [{ status: 'ok', database: 'ok', databaseKind: 'pglite', databaseRestarts: 0, uptimeSeconds: 3 }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(HealthResponse.safeParse(body).success).toBe(valid);
  });

  it('names the state of a database that does not answer', () => {
    const body = {
      error: { code: 'DATABASE_UNAVAILABLE', message: 'x', messageAr: 'س' },
      status: 'unavailable',
      databaseKind: 'embedded',
      databaseRestarts: 1,
      uptimeSeconds: 40,
    };
    expect(HealthUnavailableResponse.safeParse({ ...body, database: 'restarting' }).success).toBe(true);
    expect(HealthUnavailableResponse.safeParse({ ...body, database: 'ok' }).success).toBe(false);
  });
});
