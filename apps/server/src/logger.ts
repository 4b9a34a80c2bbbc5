import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './plugins/config.js';

/** pino-pretty is a development dependency: a production install may not have it. */
function hasPinoPretty(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** Pino options: JSON lines in production and when piped, readable lines on a developer's terminal. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && !config.isProduction && config.env !== 'test' && hasPinoPretty();
  return {
    level: config.logLevel,
    // Never write credentials or session cookies to the log.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Request ids: honour one set by a proxy in front of us, else make one; echoed back in x-request-id. */
export const requestIdOptions = {
  requestIdHeader: 'x-request-id',
  genReqId: () => randomUUID(),
} satisfies Partial<FastifyServerOptions>;
