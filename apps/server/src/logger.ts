import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
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

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

function isQueryError(value: unknown): value is QueryError {
  return (
    value instanceof Error &&
    typeof (value as QueryError).query === 'string' &&
    Array.isArray((value as QueryError).params)
  );
}

// Fields of a PostgreSQL error that quote row values ("Key (email)=(…) already exists").
const VALUE_FIELDS = ['detail', 'where', 'internalQuery'] as const;

/**
 * A copy of an error chain safe to log: a failed query keeps its SQL but not its parameters (drizzle writes
 * them into the message and stack, and PostgreSQL quotes a bad one in its own message), and database errors
 * lose the fields that quote values. They hold shoppers' names, phones, addresses and e-mails.
 */
export function withoutQueryValues(error: unknown): unknown {
  const chain: Error[] = [];
  for (let link = error; link instanceof Error && chain.length < 8; link = link.cause) chain.push(link);
  const queryError = chain.find(isQueryError);
  if (!queryError && !chain.some((link) => VALUE_FIELDS.some((field) => field in link))) return error;
  const values = (queryError?.params ?? [])
    .map(String)
    .filter((value) => value.length >= 2)
    .sort((a, b) => b.length - a.length);
  const scrub = (text: string | undefined) => {
    if (text === undefined) return text;
    let clean = queryError ? text.replace(`\nparams: ${String(queryError.params)}`, '') : text;
    for (const value of values) clean = clean.split(value).join('[value]');
    return clean;
  };
  // Rebuilt from the deepest cause up, so each copy points at the cleaned copy of its cause.
  return chain.reduceRight<Error | undefined>((cause, link) => {
    const copy = Object.assign(Object.create(Object.getPrototypeOf(link) as object) as Error, link);
    copy.message = scrub(link.message) ?? '';
    copy.stack = scrub(link.stack);
    if (isQueryError(copy)) copy.params = [];
    for (const field of VALUE_FIELDS) delete (copy as unknown as Record<string, unknown>)[field];
    if (cause) copy.cause = cause;
    return copy;
  }, undefined);
}

/** Pino's error serializer on the cleaned copy, plus the database's SQLSTATE of a failed query's cause. */
function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(withoutQueryValues(error) as Error);
  const causeCode = (error.cause as { code?: unknown } | undefined)?.code;
  if (serialized.code === undefined && typeof causeCode === 'string') serialized.code = causeCode;
  return serialized;
}

/** Pino options: JSON lines in production and when piped, readable lines on a developer's terminal. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && !config.isProduction && config.env !== 'test' && hasPinoPretty();
  return {
    level: config.logLevel,
    // Never write credentials or session cookies to the log.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: serializeError },
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
