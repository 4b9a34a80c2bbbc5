import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
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

/** Requests slower than this are logged (warn) even when the per-request access log is off. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's two info lines per request (incoming, completed) cost more than serving a cached page, so the
 * access log is written only at debug and trace. Otherwise a request is logged only when it failed while
 * sending or was slow; errors themselves are logged by the error handler.
 */
export class RequestLog extends LogController {
  constructor(
    private readonly accessLog: boolean,
    private readonly slowMs = SLOW_REQUEST_MS,
  ) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.accessLog) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.accessLog || error) return super.requestCompleted(error, request, reply);
    const ms = reply.elapsedTime;
    if (ms >= this.slowMs) {
      reply.log.warn(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTime: Math.round(ms),
        },
        'slow request',
      );
    }
  }
}

export function requestLoggingOptions(config: Config): Pick<FastifyServerOptions, 'logController'> {
  return { logController: new RequestLog(config.logLevel === 'debug' || config.logLevel === 'trace') };
}
