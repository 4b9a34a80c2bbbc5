import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const builtServerEntry = join(repoRoot, 'apps/server/dist/main.js');
/** Shared with the seed tests: the demo pictures are drawn once per machine, not once per run. */
export const SHARED_TEST_MEDIA = join(tmpdir(), 'matjar-test-media');

/** The back-office account the e2e server is seeded with (the server prints nothing secret for it). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-2024', email: 'e2e@matjar.local' };

export interface RunningServer {
  baseUrl: string;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
  /** kill -9, as an out-of-memory killer or a crash would: no shutdown at all, the data folder stays. */
  kill(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment, e.g. DATABASE_URL=postgres://… to run the journeys on an external PostgreSQL. */
  env?: Record<string, string>;
  /** How long migrations and the demo seed (it draws every picture, ~1 min) may take before we give up. */
  readyTimeoutMs?: number;
  /** A data folder the caller owns and keeps (to start the shop again on it); otherwise a throwaway one. */
  dataDir?: string;
  /** Where the shop keeps its pictures; the machine's shared folder of drawn demo pictures by default. */
  uploadsDir?: string;
}

/**
 * Starts the BUILT server (apps/server/dist/main.js) as a child process on a free loopback port, with its
 * embedded database in a throwaway data folder, and resolves once GET /api/health answers 200.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(builtServerEntry)) {
    throw new Error(
      `${builtServerEntry} is missing: run \`npm run build\` first (npm test does it for you).`,
    );
  }
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await makeDataDir());
  let output = '';

  const child = spawn(process.execPath, [builtServerEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      UPLOADS_DIR: options.uploadsDir ?? SHARED_TEST_MEDIA,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ...options.env,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    await stopChild(child);
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGKILL');
    await exited;
  };

  try {
    await waitForHealth(baseUrl, child, options.readyTimeoutMs ?? 300_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return { baseUrl, output: () => output, stop, kill };
}

/** A throwaway data folder. Run as root, the shop's database runs as the postgres account, which must enter it. */
export async function makeDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matjar-e2e-'));
  await chmod(dataDir, 0o755);
  return dataDir;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was healthy.`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    // Polling a process we started is not a test sleep: nothing user-visible exists to wait on yet.
    await new Promise((wake) => setTimeout(wake, 150));
  }
  throw new Error(`The server was not healthy within ${timeoutMs / 1000} s (${lastProblem}).`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}
