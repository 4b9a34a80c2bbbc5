import { spawnSync } from 'node:child_process';
import { cp, chmod, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { PostgresBinaries } from './binaries.js';
import type { ServerUser } from './server-user.js';

/** Whether the server's account may enter `folder` (every folder on the way needs search permission). */
function canEnter(folder: string, user: NonNullable<ServerUser>): boolean {
  return spawnSync('test', ['-x', folder], { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * When the shop runs as root, the database runs as another account, which must reach both the binaries and
 * the data folder. The binaries sit under the project, which may be a folder only root can enter (/root/…):
 * then they are copied once to a folder under the temp dir. The data folder is the owner's to open up.
 */
export async function reachableBinaries(
  binaries: PostgresBinaries,
  user: ServerUser,
  version: string,
): Promise<PostgresBinaries> {
  if (!user || canEnter(dirname(binaries.postgres), user)) return binaries;
  const native = dirname(dirname(binaries.postgres));
  const copy = join(tmpdir(), `matjar-postgres-${version}`);
  if (!(await stat(join(copy, 'bin', 'postgres')).catch(() => null))) {
    await cp(native, copy, { recursive: true, verbatimSymlinks: true });
    await chmod(copy, 0o755);
  }
  return {
    initdb: join(copy, 'bin', basename(binaries.initdb)),
    postgres: join(copy, 'bin', basename(binaries.postgres)),
  };
}

export function assertServerCanEnter(folder: string, user: ServerUser): void {
  if (!user || canEnter(dirname(folder), user)) return;
  throw new Error(
    `The database runs as the system account "${user.name}" (PostgreSQL refuses root), which cannot enter ` +
      `${dirname(folder)}. Let it through (chmod o+x on each folder above it) or choose another DATA_DIR.`,
  );
}
