import { mkdir, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { mediaUrl } from '@matjar/core';
import type { MediaStore } from '@matjar/db';

/** Keys are relative paths like `products/12/front-640.webp`: lowercase-ish names, no `..`, no leading slash. */
const KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid media key "${key}"`);
}

/**
 * MediaStore on a local folder (DATA_DIR/uploads), served by the static plugin under /media/.
 * Files are written to a temporary name and renamed, so a reader never sees half an image.
 */
export function createLocalMediaStore(folder: string): MediaStore {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    assertKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Invalid media key "${key}"`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ?? false;
    },
    url(key) {
      assertKey(key);
      return mediaUrl(key);
    },
  };
}
