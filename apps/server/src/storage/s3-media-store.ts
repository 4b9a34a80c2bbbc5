import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mediaUrl } from '@matjar/core';
import { assertMediaKey, assertMediaPrefix } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

/** STORAGE=s3's settings, read from the environment (plugins/config.ts names each variable). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (Cloudflare R2, MinIO, DigitalOcean Spaces); unset for AWS S3 itself. */
  endpoint: string | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most self-hosted). */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (an instance or task role, AWS_* variables, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers fetch the objects (a CDN or the bucket's public address); unset: through the shop. */
  publicUrl: string | undefined;
}

/**
 * Every object the shop writes lives under `media/` in the bucket, named exactly as the shop serves it
 * (`media/products/up-…-640.webp` ↔ `/media/products/up-…-640.webp`). So a CDN in front of the bucket and a
 * CDN in front of the shop use the same paths, the storefront's `/media/` address convention (srcset,
 * variants) holds for both, and the bucket can hold other things beside the shop's.
 */
const OBJECT_PREFIX = 'media/';
/** Object keys never change content (a new upload gets a new key): a CDN or browser may keep them a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * How long an idle connection to the bucket is kept for the next request: under the 5 s idle timeout of Node.js
 * servers (s3rver, many self-hosted gateways), and Node's agent goes a second under a shorter timeout a server
 * announces. A new connection after a quiet spell costs one handshake.
 */
const BUCKET_IDLE_CONNECTION_MS = 4_000;
/** Keys per ListObjectsV2 page (the API's own maximum). */
const LIST_PAGE = 1000;

/** One stored object, opened to be served. */
export interface OpenedObject {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface ObjectConditions {
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

/** The bucket store: besides MediaStorage, what serving objects through the shop and copying folders need. */
export interface S3MediaStore extends MediaStorage {
  readonly kind: 's3';
  readonly bucket: string;
  /** The object's bytes as a stream; 'not-modified' when the conditions say the client's copy is current. */
  open(key: string, conditions?: ObjectConditions): Promise<OpenedObject | 'not-modified' | null>;
  /** The object's headers without its bytes (HEAD /media/…). */
  head(key: string): Promise<Omit<OpenedObject, 'body'> | null>;
  /** Streams a file on disk into the object `key` (media:copy); never reads it whole into memory. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** Checked once at start: the bucket answers with these credentials, or the error says why not. */
  verify(): Promise<void>;
  /** Closes the client's sockets. */
  close(): void;
}

/** The bucket cannot be used at start (missing, refused credentials, unreachable): the message says which. */
export class BucketUnavailableError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'BucketUnavailableError';
  }
}

/**
 * A request to the bucket failed once the shop was running (its answer, or the network on the way): the error
 * handler answers 503 SERVICE_UNAVAILABLE. Its own type, because the SDK's socket errors carry the codes
 * (ECONNRESET, ECONNREFUSED…) that also mean the database dropped, and an upload the bucket lost must not be
 * reported as the database away.
 */
export class BucketRequestError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'BucketRequestError';
  }
}

/** The few words that say why a bucket request failed: the HTTP status and S3's code, or the socket's code. */
function failureOf(error: unknown): string {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  const status = statusOf(error);
  return [status === undefined ? null : `HTTP ${status}`, name, code, message].filter(Boolean).join(' ');
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');

/**
 * Tries of a PUT streamed from a file. The SDK sends a request again only when it can replay the body, and a
 * stream is spent by the first try: its own retries (maxAttempts) never cover these PUTs, so one 500 or one
 * dropped connection failed a whole upload (six PUTs). Each try here opens the file afresh.
 */
const FILE_PUT_TRIES = 3;
/** Waited before the second try, doubled before the third. */
const FILE_PUT_RETRY_MS = 200;

/** An answer worth trying again: the bucket's 5xx or throttling, or a connection that broke on the way. */
function isTransient(failure: unknown): boolean {
  const error = failure instanceof BucketRequestError ? failure.cause : failure;
  const status = statusOf(error);
  if (status !== undefined) return status >= 500 || status === 429;
  const { code, name } = error as { code?: string; name?: string };
  return ['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED'].includes(code ?? '') || name === 'TimeoutError';
}

/** Told of each PUT tried again (the server's log): how often the bucket falters, and why. */
export interface BucketLog {
  warn(object: object, message: string): void;
}

/** MediaStorage on an S3-compatible bucket, through the AWS SDK. */
export function createS3MediaStore(settings: S3Settings, log?: BucketLog): S3MediaStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where the API demands them: several S3-compatible services (and older MinIO releases)
    // refuse the SDK's newer default of a CRC32 trailer on every upload. A PUT is still signed whole.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: {
      // A bucket that stops answering must not hold an upload or a page's image forever.
      connectionTimeout: 5_000,
      requestTimeout: 60_000,
      // The shop closes a kept-alive connection itself once it has been idle this long. Without it the SDK's
      // agent has no idle limit of its own, and Node's agent then ignores the server's `Keep-Alive: timeout`
      // hint (it only ever shortens a limit the agent has): connections were reused right up to the moment
      // the bucket closed them, and a PUT written on one as it closed was reset (`socket hang up`).
      httpAgent: { timeout: BUCKET_IDLE_CONNECTION_MS },
      httpsAgent: { timeout: BUCKET_IDLE_CONNECTION_MS },
    },
  });
  const { bucket } = settings;
  const objectKey = (key: string) => {
    assertMediaKey(key);
    return OBJECT_PREFIX + key;
  };
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  /** The bucket's error, named: what was asked, of which object, and why it failed. */
  const failed = (what: string, key: string, error: unknown) =>
    new BucketRequestError(`the bucket "${bucket}" failed ${what} ${key}: ${failureOf(error)}`, {
      cause: error,
    });

  async function putBody(key: string, body: Buffer | Readable, contentType: string, length: number) {
    await client
      .send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: length,
          CacheControl: IMMUTABLE_CACHE,
        }),
      )
      .catch((error: unknown) => Promise.reject(failed('to store', key, error)));
  }

  async function putFile(key: string, path: string, contentType: string) {
    const { size } = await stat(path);
    for (let attempt = 1; ; attempt += 1) {
      const body = createReadStream(path);
      try {
        await putBody(key, body, contentType, size);
        return;
      } catch (error) {
        if (attempt >= FILE_PUT_TRIES || !isTransient(error)) throw error;
        log?.warn({ key, attempt, reason: (error as Error).message }, 'bucket PUT failed; trying again');
      } finally {
        body.destroy();
      }
      await new Promise((wake) => setTimeout(wake, FILE_PUT_RETRY_MS * 2 ** (attempt - 1)));
    }
  }

  async function open(
    key: string,
    conditions: ObjectConditions = {},
  ): Promise<OpenedObject | 'not-modified' | null> {
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          ...(conditions.ifNoneMatch ? { IfNoneMatch: conditions.ifNoneMatch } : {}),
          ...(conditions.ifModifiedSince && !Number.isNaN(Date.parse(conditions.ifModifiedSince))
            ? { IfModifiedSince: new Date(conditions.ifModifiedSince) }
            : {}),
        }),
      );
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType,
        contentLength: answer.ContentLength,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (statusOf(error) === 304) return 'not-modified';
      if (isNotFound(error)) return null;
      throw failed('to read', key, error);
    }
  }

  async function head(key: string): Promise<Omit<OpenedObject, 'body'> | null> {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return {
        contentType: answer.ContentType,
        contentLength: answer.ContentLength,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw failed('to find', key, error);
    }
  }

  return {
    kind: 's3',
    bucket,
    put: (key, body, contentType) => putBody(key, body, contentType, body.length),
    putFile,
    async putWritten(key, contentType, write) {
      // The encoder writes a temporary file, which is streamed to the bucket: the encoded bytes never become a
      // JavaScript Buffer, and a failed encoder stores nothing (an object appears only once its PUT completes).
      objectKey(key);
      const temporary = join(tmpdir(), `matjar-media-${process.pid}-${randomBytes(6).toString('hex')}`);
      try {
        await write(temporary);
        await putFile(key, temporary, contentType);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    url(key) {
      const path = mediaUrl(objectKey(key).slice(OBJECT_PREFIX.length));
      return publicBase ? publicBase + path : path;
    },
    async read(key) {
      const opened = await open(key);
      if (opened === null || opened === 'not-modified') return null;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    open,
    head,
    async remove(key) {
      // Deleting a missing object succeeds in S3: two processes sweeping at once do not trip on each other.
      await client
        .send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        .catch((error: unknown) => Promise.reject(failed('to delete', key, error)));
    },
    async list(prefix) {
      assertMediaPrefix(prefix);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client
          .send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: OBJECT_PREFIX + prefix,
              MaxKeys: LIST_PAGE,
              ...(token ? { ContinuationToken: token } : {}),
            }),
          )
          .catch((error: unknown) => Promise.reject(failed('to list', `${prefix}…`, error)));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(OBJECT_PREFIX.length);
          // Folders are flat (`<folder>/<file>`), as on disk: a deeper key is not one of the prefix's files.
          if (key && !key.slice(prefix.lastIndexOf('/') + 1).includes('/')) keys.push(key);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        const why =
          status === 404
            ? 'it does not exist'
            : status === 403 || status === 401
              ? 'the credentials are refused'
              : (error as Error).message || (error as Error).name;
        throw new BucketUnavailableError(
          `STORAGE=s3: the bucket "${bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''} cannot be used: ${why}`,
          { cause: error },
        );
      }
    },
    close: () => client.destroy(),
  };
}
