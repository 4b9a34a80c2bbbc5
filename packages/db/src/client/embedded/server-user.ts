import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The system account the embedded server runs as; null means "this process's own user". */
export type ServerUser = { uid: number; gid: number; name: string } | null;

const ACCOUNT = 'postgres';

async function lookup(name: string): Promise<ServerUser> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. A shop started as root (a fresh server, a container) runs its database
 * as the `postgres` system account, created here when the machine has none, as Debian's own package does.
 */
export async function serverUser(): Promise<ServerUser> {
  if (userInfo().uid !== 0) return null;
  const existing = await lookup(ACCOUNT);
  if (existing) return existing;
  try {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      ACCOUNT,
    ]);
  } catch (error) {
    throw new Error(
      `The shop runs as root, and PostgreSQL may not: creating the "${ACCOUNT}" system account failed ` +
        `(${(error as Error).message.trim()}). Create it yourself, or start the shop as an ordinary user.`,
      { cause: error },
    );
  }
  const created = await lookup(ACCOUNT);
  if (!created) throw new Error(`The "${ACCOUNT}" system account could not be found after creating it.`);
  return created;
}
