import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { z } from 'zod';
import { brotliLater, chooseEncoding } from '../../compression.js';
import type { ContentCache } from '../content/index.js';
import type { CacheTags } from './cache-tags.js';

export interface JsonBody {
  body: Buffer;
  etag: string;
  /** The body gzipped, made on the first request that takes compression and kept with the body. */
  gzip?: Buffer;
  /** The body in brotli, made off the event loop once a second request takes it; gzip is sent until then. */
  br?: Buffer;
  /** Whether a request that takes compression came (false), and whether the brotli copy was begun (true). */
  brotliStarted?: boolean;
  /** The products the answer shows (cache-tags.ts): it is dropped when one of them changes. */
  tags: CacheTags;
}

/** Compressing a small body costs more than it saves on the wire. */
const COMPRESS_MIN_BYTES = 1024;

/** Serialises once: checked against its schema, hashed for the ETag, kept as bytes until the next change. */
export function toJsonBody<S extends z.ZodType>(schema: S, data: z.input<S>, tags: CacheTags = []): JsonBody {
  const body = Buffer.from(JSON.stringify(schema.parse(data)));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, tags };
}

function send(request: FastifyRequest, reply: FastifyReply, entry: JsonBody): FastifyReply {
  const { body, etag } = entry;
  reply.header('cache-control', 'public, no-cache').header('etag', etag).header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding =
    body.length >= COMPRESS_MIN_BYTES
      ? chooseEncoding(request.headers['accept-encoding'], entry.br !== undefined)
      : null;
  if (encoding === null) return reply.send(body);
  // Brotli at its best quality costs tens of milliseconds of a core: spent on answers asked for again, not
  // on each search nobody repeats (the page cache spends it the same way).
  if (entry.brotliStarted === false) {
    entry.brotliStarted = true;
    brotliLater(body, (br) => (entry.br = br));
  }
  entry.brotliStarted ??= false;
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(entry.br);
  entry.gzip ??= gzipSync(body);
  return reply.header('content-encoding', 'gzip').send(entry.gzip);
}

/**
 * onRequest hook of the cached GET routes: a URL answered before is sent straight from the cache, skipping
 * query validation (it passed when the entry was made) and the handler. Most catalogue traffic ends here.
 */
export function cachedJsonFastPath(cache: ContentCache) {
  // Synchronous (done callback): a hit costs no promise; a sent reply ends the request without done().
  return function fastPath(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const hit = cache.peek(`json:${request.url}`) as JsonBody | undefined;
    if (hit) {
      send(request, reply, hit);
      return;
    }
    done();
  };
}

/**
 * Answers a public catalogue GET from the cache of serialised bodies, so a hot read costs a Map lookup.
 * Clients and CDNs may store the answer but must revalidate it (the ETag makes that a 304). `tagsOf` names
 * the products the answer shows; an answer that shows none is dropped only when the whole catalogue changes.
 */
export async function sendCachedJson<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ContentCache,
  schema: S,
  load: () => Promise<z.input<S>>,
  tagsOf: (data: z.input<S>) => CacheTags = () => [],
): Promise<void> {
  const key = `json:${request.url}`;
  const cached = cache.peek(key) as JsonBody | undefined;
  const loadBody = async (): Promise<JsonBody> => {
    const data = await load();
    return toJsonBody(schema, data, tagsOf(data));
  };
  send(request, reply, cached ?? (await cache.get(key, loadBody, (entry) => entry.tags)));
}
