import { describe, expect, it } from 'vitest';
import { HealthResponse } from './health.js';

describe('HealthResponse', () => {
  it.each([
    [{ status: 'ok', database: 'ok', databaseKind: 'embedded', uptimeSeconds: 3 }, true],
    [{ status: 'ok', database: 'ok', databaseKind: 'external', uptimeSeconds: 0 }, true],
    [{ status: 'ok', database: 'down', databaseKind: 'embedded', uptimeSeconds: 3 }, false],
    [{ status: 'ok', database: 'ok', databaseKind: 'pglite', uptimeSeconds: 3 }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(HealthResponse.safeParse(body).success).toBe(valid);
  });
});
