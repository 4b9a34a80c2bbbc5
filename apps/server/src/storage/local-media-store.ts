import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { mediaUrl } from '@matjar/core';
import type { MediaStorage } from './media-storage.js';

/** Keys are relative paths like `products/12/front-640.webp`: lowercase-ish names, no `..`, no leading slash. */
const KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
/** A prefix is a key's folder with its slash, optionally followed by the start of a file name. */
const PREFIX_PATTERN = /^(?!.*\.\.)([A-Za-z0-9][A-Za-z0-9._-]*\/)+[A-Za-z0-9._-]*$/;
const TEMPORARY_SUFFIX = '.tmp';

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid media key "${key}"`);
}

/**
 * MediaStorage on a local folder (DATA_DIR/uploads), served by the static plugin under /media/.
 * Files are written to a temporary name and renamed, so a reader never sees half an image.
 */
export function createLocalMediaStore(folder: string): MediaStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    assertKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Invalid media key "${key}"`);
    return path;
  };
  /** Has `write` make the file at a temporary name in the key's folder, then renames it into place. */
  async function writeInPlace(key: string, write: (temporary: string) => Promise<unknown>) {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${Date.now()}${TEMPORARY_SUFFIX}`;
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
  return {
    put: (key, body) => writeInPlace(key, (temporary) => writeFile(temporary, body)),
    putWritten: (key, _contentType, write) => writeInPlace(key, write),
    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ?? false;
    },
    url(key) {
      assertKey(key);
      return mediaUrl(key);
    },
    async read(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      if (!PREFIX_PATTERN.test(prefix)) throw new Error(`Invalid media prefix "${prefix}"`);
      const cut = prefix.lastIndexOf('/');
      const folderKey = prefix.slice(0, cut);
      const start = prefix.slice(cut + 1);
      const entries = await readdir(pathOf(folderKey), { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      return entries
        .filter((entry) => entry.isFile() && entry.name.startsWith(start))
        .filter((entry) => !entry.name.endsWith(TEMPORARY_SUFFIX))
        .map((entry) => `${folderKey}/${entry.name}`);
    },
  };
}
