import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { contentTypeOfKey, isMediaKey } from './media-keys.js';
import type { S3MediaStore } from './s3-media-store.js';

export interface CopyReport {
  /** Files put into the bucket this time. */
  copied: number;
  /** Bytes of those files. */
  bytes: number;
  /** Files the bucket already held at the same size: a run after a finished one copies nothing. */
  present: number;
  /** Files whose names no media key can have (a half-written `.tmp`, a stray file): left where they are. */
  ignored: string[];
}

/** Files put at once: enough to hide each request's round trip, few enough for a small machine. */
const AT_ONCE = 8;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new Error(`The uploads folder ${folder} does not exist`);
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Copies an uploads folder into the bucket under the same keys (`products/up-…-640.webp` → the object
 * `media/products/up-…-640.webp`), so a shop switched to STORAGE=s3 serves every picture it served before,
 * at the same /media/ addresses its rows hold. It switches nothing itself. Idempotent: a file the bucket holds
 * at the same size is skipped (keys never change content), so an interrupted copy is finished by running it
 * again, and a run just before the switch copies only what was uploaded since. Each file is streamed.
 */
export async function copyFolderToBucket(
  folder: string,
  store: S3MediaStore,
  options: { progress?: (done: number, total: number) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, present: 0, ignored: [] };
  const work: { key: string; path: string }[] = [];
  for (const path of await filesUnder(folder)) {
    const key = relative(folder, path).split(sep).join('/');
    if (isMediaKey(key) && key.includes('/') && !key.endsWith('.tmp')) work.push({ key, path });
    else report.ignored.push(key);
  }
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < work.length) {
      const { key, path } = work[next++]!;
      const [{ size }, held] = await Promise.all([stat(path), store.head(key)]);
      if (held?.contentLength === size) report.present += 1;
      else {
        await store.putFile(key, path, contentTypeOfKey(key));
        report.copied += 1;
        report.bytes += size;
      }
      done += 1;
      options.progress?.(done, work.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, work.length) }, worker));
  return report;
}
