import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './plugins/config.js';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '@matjar/db';
import { loggerOptions, RequestLog, requestLoggingOptions } from './logger.js';

async function logLines(logController: RequestLog, url = '/x') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController });
  app.get('/x', async () => 'ok');
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines.filter((line) => line.reqId !== undefined);
}

describe('request logging', () => {
  it('keeps the access log for debug and trace only', async () => {
    for (const [level, lines] of [
      ['info', 0],
      ['warn', 0],
      ['debug', 2],
      ['trace', 2],
    ] as const) {
      const { logController } = requestLoggingOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: level }));
      expect(await logLines(logController as RequestLog)).toHaveLength(lines);
    }
  });

  it('writes one warn line for a request slower than the threshold', async () => {
    expect(await logLines(new RequestLog(false, 0), '/x?q=1')).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'slow request',
        method: 'GET',
        url: '/x?q=1',
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
    ]);
  });
});

describe('logged errors', () => {
  it('keep the failed SQL but none of its parameters or the values PostgreSQL quotes', async () => {
    const database = await openTestDatabase();
    try {
      const phone = '+974 5555 0123';
      const failure = await database.db
        .execute(sql`select ${'Fatima Al-Thani'}::text as name, ${phone}::int as phone`)
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(String(failure)).toContain('Fatima');

      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error' });
      const app = Fastify({ logger: { ...(loggerOptions(config) as object), stream } });
      app.log.error({ err: failure }, 'unhandled error');
      await app.close();

      const logged = lines.join('');
      expect(logged).toContain('select $1::text as name');
      expect(logged).toContain('22P02'); // the database's error code stays, to find the cause
      for (const value of ['Fatima', '5555', 'params:']) expect(logged).not.toContain(value);
    } finally {
      await database.close();
    }
  });
});
