import { z } from 'zod';
import { AppError } from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';

describe('error handler', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      routes(app) {
        app.post(
          '/api/test/echo',
          { schema: { body: z.object({ items: z.array(z.object({ quantity: z.number().int().min(1) })) }) } },
          async (request) => request.body,
        );
        app.get('/api/test/app-error', async () => {
          throw new AppError('STOCK_LIMIT', { available: 3 });
        });
        app.get('/api/test/crash', async () => {
          throw new Error('connection string postgres://secret@db leaked');
        });
      },
    });
  });
  afterAll(() => ctx?.close());

  it('answers a zod validation failure with 400 VALIDATION_FAILED and the issues', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { items: [{ quantity: 2 }, { quantity: 0 }] },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect(error.issues).toEqual([expect.objectContaining({ path: ['body', 'items', 1, 'quantity'] })]);
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers an AppError with its status, code and both messages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'STOCK_LIMIT', params: { available: 3 } });
    expect(response.json().error.message).toContain('3');
  });

  it('hides the internals of an unexpected error behind 500 INTERNAL', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    expect(response.body).not.toContain('secret');
  });
});
