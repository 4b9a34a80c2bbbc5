import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { mediaUrl } from '@matjar/core';
import { assertMediaKey as assertKey, assertMediaPrefix } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

/** The local store: its folder is served as it is by @fastify/static (plugins/static.ts). */
export interface LocalMediaStore extends MediaStorage {
  readonly kind: 'local';
  readonly folder: string;
}

const TEMPORARY_SUFFIX = '.tmp';

/**
 * MediaStorage on a local folder (DATA_DIR/uploads), served by the static plugin under /media/.
 * Files are written to a temporary name and renamed, so a reader never sees half an image.
 */
export function createLocalMediaStore(folder: string): LocalMediaStore {
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
    kind: 'local',
    folder: root,
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
      assertMediaPrefix(prefix);
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
