import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError, MEDIA_PREFIX } from '@matjar/core';
import { contentTypeOfKey, isMediaKey } from '../storage/media-keys.js';
import { IMMUTABLE_CACHE, type OpenedObject, type S3MediaStore } from '../storage/s3-media-store.js';

function objectHeaders(reply: FastifyReply, key: string, object: Omit<OpenedObject, 'body'>) {
  reply.header('content-type', object.contentType ?? contentTypeOfKey(key));
  if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
  if (object.etag) reply.header('etag', object.etag);
  if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
  reply.header('cache-control', IMMUTABLE_CACHE);
}

/**
 * GET and HEAD /media/* when images are in a bucket and no public address serves them (or for pictures saved
 * before one was set): each object is streamed from the bucket as it arrives, never held whole, with the
 * headers the uploads folder is served with (immutable for a year, its ETag and date; a browser's conditional
 * request is answered 304 by the bucket's own check). A key the shop could not have written is a 404 at once.
 */
export const bucketMediaRoutes: FastifyPluginAsync<{ store: S3MediaStore }> = async (app, { store }) => {
  const keyOf = (params: unknown) => (params as { '*': string })['*'];
  const unavailable = (error: unknown) => new AppError('SERVICE_UNAVAILABLE', {}, { cause: error });

  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}*`,
    schema: { hide: true },
    async handler(request, reply) {
      const key = keyOf(request.params);
      if (!isMediaKey(key)) return reply.callNotFound();
      if (request.method === 'HEAD') {
        const object = await store.head(key).catch((error: unknown) => Promise.reject(unavailable(error)));
        if (!object) return reply.callNotFound();
        objectHeaders(reply, key, object);
        return reply.send();
      }
      const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
      const object = await store
        .open(key, { ifNoneMatch, ifModifiedSince })
        .catch((error: unknown) => Promise.reject(unavailable(error)));
      if (object === null) return reply.callNotFound();
      if (object === 'not-modified') {
        return reply.code(304).header('cache-control', IMMUTABLE_CACHE).send();
      }
      objectHeaders(reply, key, object);
      return reply.send(object.body);
    },
  });
};
