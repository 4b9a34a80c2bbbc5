import { open, readFile, rm, stat } from 'node:fs/promises';

/** Thrown when another live process holds the PGlite folder. */
export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number | null,
  ) {
    super(
      `The database folder ${folder} is already in use` +
        (holderPid ? ` by process ${holderPid}` : '') +
        '. PGlite allows one process per folder: stop the other Matjar server, ' +
        'or point DATABASE_URL at another folder or at PostgreSQL.',
    );
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
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
 * PGlite does not lock its data folder and two writers corrupt it, so we take an exclusive lock file
 * (created with 'wx', holding our pid). A lock left behind by a dead process is taken over.
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
