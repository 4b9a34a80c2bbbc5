import type { MediaStore } from '@matjar/db';

/**
 * Where uploaded and seeded images live, as the server uses it: the seed's MediaStore (put, exists, url) plus
 * what clearing away unused uploads needs. Local disk (local-media-store.ts) and S3-compatible object storage
 * (s3-media-store.ts, STORAGE=s3) implement the same calls, so nothing above this interface knows where the
 * bytes are; only serving them differs (plugins/static.ts).
 */
export interface MediaStorage extends MediaStore {
  /** Deletes one stored file; a key that is not there is not an error (two processes may sweep at once). */
  remove(key: string): Promise<void>;
  /**
   * Keys starting with `prefix`: a folder (`products/`) or a folder and the start of a name
   * (`products/up-1767…-`). Folders are flat, as every media key is `<folder>/<file>`.
   */
  list(prefix: string): Promise<string[]>;
  /**
   * Stores the file `write` makes at the path it is handed: an image encoder writes straight to disk, so the
   * file's bytes never become a JavaScript Buffer (modules/media/image-pipeline.ts). As with put, a reader never
   * sees half a file; when `write` fails nothing is stored and its error is rethrown.
   */
  putWritten(key: string, contentType: string, write: (path: string) => Promise<unknown>): Promise<void>;
  /** A stored file's bytes, or null when there is none (link previews re-encode a product's picture). */
  read(key: string): Promise<Buffer | null>;
}
