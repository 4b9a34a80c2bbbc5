import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ContentCache } from '../content/content-cache.js';

export interface JsonBody {
  body: Buffer;
  etag: string;
}

/** Serialises once: checked against its schema, hashed for the ETag, kept as bytes until the next change. */
export function toJsonBody<S extends z.ZodType>(schema: S, data: z.input<S>): JsonBody {
  const body = Buffer.from(JSON.stringify(schema.parse(data)));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

function send(request: FastifyRequest, reply: FastifyReply, { body, etag }: JsonBody): FastifyReply {
  reply.header('cache-control', 'public, no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * onRequest hook of the cached GET routes: a URL answered before is sent straight from the cache, skipping
 * query validation (it passed when the entry was made) and the handler. Most catalogue traffic ends here.
 */
export function cachedJsonFastPath(cache: ContentCache) {
  return async function fastPath(request: FastifyRequest, reply: FastifyReply) {
    const hit = cache.peek(`json:${request.url}`) as JsonBody | undefined;
    if (hit) return send(request, reply, hit);
  };
}

/**
 * Answers a public catalogue GET from the cache of serialised bodies, so a hot read costs a Map lookup.
 * Clients and CDNs may store the answer but must revalidate it (the ETag makes that a 304).
 */
export async function sendCachedJson<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ContentCache,
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<void> {
  const key = `json:${request.url}`;
  const cached = cache.peek(key) as JsonBody | undefined;
  send(request, reply, cached ?? (await cache.get(key, async () => toJsonBody(schema, await load()))));
}
