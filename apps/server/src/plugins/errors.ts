import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  apiErrorBody,
  AppError,
  DATABASE_RETRY_AFTER_SECONDS,
  issuesFromZod,
  type ErrorCode,
} from '@matjar/core';
import { isDatabaseUnavailable } from '@matjar/db';
import { driverReason } from '../sql/postgres-errors.js';
import { BucketRequestError } from '../storage/s3-media-store.js';

/** Fastify's own 4xx errors (malformed JSON, body too large, wrong media type) mapped to catalogue codes. */
function clientErrorCode(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

/**
 * PostgreSQL's answers to input it cannot take: NUL in text (22021), NUL or an unpaired surrogate escaped in
 * jsonb (22P05, 22P02), a number past its column (22003) and a date it cannot read or hold (22007, 22008). The request schemas of @matjar/core refuse these
 * first; this is the second line for any value that reaches SQL without one (a signed callback's whole
 * payload is stored as jsonb), so it is the client's 400 rather than our 500, and it is logged as a warning
 * because a schema should have caught it.
 */
const DATABASE_INPUT_ERRORS = new Set(['22021', '22P05', '22P02', '22003', '22007', '22008']);

/** The SQLSTATE when the error (or its cause: Drizzle wraps the driver's) is one of those, else undefined. */
function databaseInputError(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_INPUT_ERRORS.has(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Fastify's own answers before routing (a URL whose percent-encoding is not UTF-8, such as the bytes of a lone
 * surrogate) in the API's error shape. Passed as the `frameworkErrors` option of the Fastify factory.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'framework error');
  else request.log.info({ err: error }, 'client error');
  void reply.code(status).send(apiErrorBody(status >= 500 ? 'INTERNAL' : clientErrorCode(status)));
}

/** The one place that turns a thrown error into the API's error shape (architecture, principle 4). */
export const errorsPlugin = fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = issuesFromZod(
          error.validation.map((issue) => ({
            // body.items.0.quantity: where the field is, with the request part first.
            path: [
              ...(error.validationContext ? [error.validationContext] : []),
              ...issue.instancePath
                .split('/')
                .filter(Boolean)
                .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
            ],
            message: issue.message ?? 'invalid',
          })),
        );
        // A path or query id that names no row ('00001', '0x10', past 2^31 - 1) has a code of its own.
        const code = issues.every((issue) => issue.code === 'INVALID_ID')
          ? 'INVALID_ID'
          : 'VALIDATION_FAILED';
        return reply.code(400).send(apiErrorBody(code, {}, issues));
      }
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'application error');
        // Every limit refusal carries its wait (rate-limits module): clients and proxies read it here.
        if (error.status === 429 && typeof error.params.seconds === 'number') {
          reply.header('retry-after', String(error.params.seconds));
        }
        return reply.code(error.status).send(error.toBody());
      }
      if (error instanceof BucketRequestError) {
        // The bucket (STORAGE=s3) failed a request the shop had already tried again: this upload or image is
        // lost, the next may go through. Asked before the database's check, whose socket codes it shares.
        request.log.warn(
          { reason: error.message, url: request.routeOptions.url },
          'the bucket could not be used; answered 503',
        );
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(apiErrorBody('SERVICE_UNAVAILABLE'));
      }
      if (isDatabaseUnavailable(error)) {
        // The database restarts or is out of reach: this request is lost, the next ones get a fresh
        // connection. Not the client's fault and not a bug here, so a warning, and a hint when to come back.
        request.log.warn(
          { reason: driverReason(error), url: request.routeOptions.url },
          'the database could not be reached; answered 503',
        );
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(apiErrorBody('DATABASE_UNAVAILABLE'));
      }
      const sqlState = databaseInputError(error);
      if (sqlState) {
        // The code only: the failed statement's parameters would be the shopper's own data.
        request.log.warn(
          { sqlState, url: request.routeOptions.url },
          'input the database refused reached SQL',
        );
        return reply.code(400).send(apiErrorBody('VALIDATION_FAILED'));
      }
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status < 500 && !isResponseSerializationError(error)) {
        request.log.info({ err: error }, 'client error');
        return reply.code(status).send(apiErrorBody(clientErrorCode(status)));
      }
      // Anything else is our fault: log it whole, tell the client nothing about the internals.
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(apiErrorBody('INTERNAL'));
    });

    // Without these, unknown API paths would fall through to the storefront's HTML 404 page.
    const notFound = async (_request: unknown, reply: import('fastify').FastifyReply) =>
      reply.code(404).send(apiErrorBody('NOT_FOUND'));
    app.all('/api', { schema: { hide: true } }, notFound);
    app.all('/api/*', { schema: { hide: true } }, notFound);
    // Methods the storefront does not render (DELETE /x) get the same shape.
    app.setNotFoundHandler(notFound);
  },
  { name: 'errors' },
);
