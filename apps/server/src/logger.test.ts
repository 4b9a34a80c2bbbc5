import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './plugins/config.js';
import { RequestLog, requestLoggingOptions } from './logger.js';

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
