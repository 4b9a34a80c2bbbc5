import { open, readFile, rm, stat } from 'node:fs/promises';

/** Thrown when another live shop holds the data folder; the message is in English and Arabic (it reaches a terminal). */
export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number | null,
  ) {
    const holder = holderPid ? ` (process ${holderPid})` : '';
    const holderAr = holderPid ? ` (العملية ${holderPid})` : '';
    super(
      `The database folder ${folder} is already in use by another Matjar server${holder}. ` +
        'Stop that server first, or give this one another DATA_DIR.\n' +
        `مجلد قاعدة البيانات ${folder} يستخدمه خادم متجر آخر${holderAr}. ` +
        'أوقف ذلك الخادم أولاً، أو اختر لهذا الخادم مجلد بيانات آخر (DATA_DIR).',
    );
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  release(): Promise<void>;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function olderThan(path: string, ms: number): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info === null || Date.now() - info.mtimeMs > ms;
}

async function readHolder(lockPath: string): Promise<number | null> {
  const text = await readFile(lockPath, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * One shop per data folder: an exclusive lock file (created with 'wx', holding our pid) beside the folder.
 * A lock left behind by a dead process is taken over. (PostgreSQL's own postmaster.pid is not enough: it
 * belongs to the database server, which can outlive a killed shop, and the old PGlite folders had none.)
 */
export async function lockFolder(folder: string, lockPath: string): Promise<FolderLock> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readHolder(lockPath);
      if (holder !== null && isAlive(holder)) throw new FolderLockedError(folder, holder);
      // An empty file is either a lock being written this instant or the trace of a crash mid-write.
      if (holder === null && !(await olderThan(lockPath, 10_000))) throw new FolderLockedError(folder, null);
      await rm(lockPath, { force: true });
    }
  }
  throw new FolderLockedError(folder, await readHolder(lockPath));
}
