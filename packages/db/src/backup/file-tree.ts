import { copyFile, lchown, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileCount } from './backup-manifest.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies a folder of uploaded images. The media store writes each file under a temporary name (`*.tmp`) and
 * renames it when complete, so those are left out; files removed meanwhile are skipped. A missing folder
 * (a shop with no uploads yet) copies nothing.
 */
export async function copyUploads(source: string, target: string): Promise<FileCount> {
  const count: FileCount = { files: 0, bytes: 0 };
  await copyTree(source, target, count);
  return count;
}

async function copyTree(source: string, target: string, count: FileCount) {
  const entries = await readdir(source, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
  if (!entries) return;
  await mkdir(target, { recursive: true });
  for (const entry of entries) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) {
      await copyTree(from, to, count);
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        await copyFile(from, to);
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      count.files += 1;
      count.bytes += (await stat(to)).size;
    }
  }
}

/** Moves a folder: a rename on one file system, a copy and a delete across two (UPLOADS_DIR on another disk). */
export async function moveFolder(source: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  try {
    await rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyTree(source, target, { files: 0, bytes: 0 });
    await rm(source, { recursive: true, force: true });
  }
}

/** Gives a folder and everything in it to another account (the database server's, when the shop runs as root). */
export async function chownTree(path: string, uid: number, gid: number): Promise<void> {
  await lchown(path, uid, gid);
  const entries = await readdir(path, { withFileTypes: true });
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else await lchown(child, uid, gid);
  }
}

/** Whether a folder is missing or empty. */
export async function isEmptyFolder(path: string): Promise<boolean> {
  const entries = await readdir(path).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  return entries.length === 0;
}

/** Whether a path exists. */
export async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null)) !== null;
}
