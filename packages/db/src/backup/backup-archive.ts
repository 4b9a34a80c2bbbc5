import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { create, extract, list, type ReadEntry } from 'tar';
import { BackupError } from './backup-error.js';
import { MANIFEST_NAME, parseManifest, type BackupManifest } from './backup-manifest.js';
import { GIFT_CODES_KEY_FILE } from '../gift-codes/gift-code-vault.js';

/** The two folders of a backup file, beside manifest.json: the database's data folder and the uploads. */
export const DATABASE_ENTRY = 'postgres';
export const UPLOADS_ENTRY = 'uploads';

/** Files without which the data folder cannot start: the label tells recovery where to begin. */
const REQUIRED_FILES = ['PG_VERSION', 'backup_label', 'global/pg_control'].map(
  (f) => `${DATABASE_ENTRY}/${f}`,
);

/**
 * Packs a staging folder holding manifest.json, postgres/ and uploads/ into one gzip-compressed tar file,
 * manifest first. It is written under a temporary name and renamed when complete, so a file with the final
 * name is never half written; mode 0600, since it holds every customer's details and the staff's password hashes.
 */
export async function packArchive(staging: string, file: string): Promise<number> {
  const partial = `${file}.partial`;
  try {
    // The gift-codes key, when the shop's key is a file of its data folder (it opens the sealed brand codes).
    const key = (await stat(join(staging, GIFT_CODES_KEY_FILE)).catch(() => null))
      ? [GIFT_CODES_KEY_FILE]
      : [];
    await create({ gzip: true, file: partial, cwd: staging, portable: true, strict: true, mode: 0o600 }, [
      MANIFEST_NAME,
      ...key,
      DATABASE_ENTRY,
      UPLOADS_ENTRY,
    ]);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

/** An entry a Matjar backup may hold: manifest.json, the gift-codes key, or a plain file or folder under postgres/ or uploads/. */
function isAllowed(path: string, type: ReadEntry['type']): boolean {
  const name = path.replace(/\/+$/, '');
  if (name === MANIFEST_NAME || name === GIFT_CODES_KEY_FILE) return type === 'File';
  if (type !== 'File' && type !== 'Directory') return false; // no links, devices or pipes
  const parts = name.split('/');
  return (
    (parts[0] === DATABASE_ENTRY || parts[0] === UPLOADS_ENTRY) &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/**
 * Reads the whole file before anything is restored: it must be a complete gzip-compressed tar whose first entry
 * is a manifest this release reads, holding only the expected folders and the files a data folder needs.
 */
export async function checkArchive(file: string): Promise<BackupManifest> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new BackupError(`${file} does not exist or is not a file.`);
  let manifestText: string | null = null;
  let first: string | null = null;
  const unexpected: string[] = [];
  const seen = new Set<string>();
  try {
    await list({
      file,
      strict: true,
      onReadEntry(entry) {
        first ??= entry.path;
        seen.add(entry.path.replace(/\/+$/, ''));
        if (!isAllowed(entry.path, entry.type)) unexpected.push(entry.path);
        if (entry.path === MANIFEST_NAME) {
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => (manifestText = Buffer.concat(chunks).toString('utf8')));
        }
      },
    });
  } catch (error) {
    throw new BackupError(
      `${file} is not a readable Matjar backup (${(error as Error).message}): it may be damaged, cut short, ` +
        'or another kind of file.',
      { cause: error },
    );
  }
  if (first !== MANIFEST_NAME || manifestText === null) {
    throw new BackupError(`${file} is not a Matjar backup: it does not begin with ${MANIFEST_NAME}.`);
  }
  const manifest = parseManifest(manifestText, file);
  if (unexpected.length > 0) {
    throw new BackupError(`${file} holds entries a Matjar backup never has, e.g. ${unexpected[0]}.`);
  }
  const missing = REQUIRED_FILES.find((path) => !seen.has(path));
  if (missing) throw new BackupError(`${file} is incomplete: it has no ${missing}.`);
  return manifest;
}

/** Unpacks a checked backup file into `target` (postgres/, uploads/ and manifest.json). */
export async function unpackArchive(file: string, target: string): Promise<void> {
  await extract({
    file,
    cwd: target,
    strict: true,
    preserveOwner: false,
    filter: (path, entry) => 'type' in entry && isAllowed(path, entry.type),
  });
}
