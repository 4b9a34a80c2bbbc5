import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { withAllocatorEnv } from '../../scripts/lib/allocator-env.mjs';

export const repoRoot = resolve(import.meta.dirname, '../..');

export function findFreePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilAnswering(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((wake) => setTimeout(wake, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Runs a Node script in its own process, so it does not share an event loop with the load generator; on `node`
 * (a path to a Node.js binary) when given, else on the Node.js running the benchmark.
 */
async function startProcess(script, env, readyPath, node = process.execPath) {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(node, [script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The address it is reached at is its public one: a server redirects requests for another host
    // (decision 029), and a redirect would drop the staff's Authorization header.
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl },
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
  };
  try {
    await waitUntilAnswering(`${baseUrl}${readyPath}`, child, 300_000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  // What it logged (warnings and errors at the bench's LOG_LEVEL): the reason behind a failed request.
  return { baseUrl, pid: child.pid, stop, output: () => output };
}

/** A throwaway folder; run as root, the shop's database runs as the postgres account, which must enter it. */
export async function makeBenchDir(prefix, parent = tmpdir()) {
  const dir = await mkdtemp(join(parent, prefix));
  await chmod(dir, 0o755);
  return dir;
}

/** The database URL the bench's own tools use for the shop's default engine in `dataDir`. */
export const embeddedDatabaseUrl = (dataDir) => `embedded:${join(dataDir, 'postgres')}`;

/**
 * The built Matjar server, quiet logs: on its default engine (the embedded PostgreSQL server in `dataDir`, a
 * throwaway folder unless given) or, with a postgres:// `databaseUrl`, on that external server. `env` adds
 * settings (STORAGE=s3 and its bucket, say).
 */
export async function startMatjar({ databaseUrl, dataDir: givenDataDir, node, env = {} } = {}) {
  const entry = join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  const dataDir = givenDataDir ?? (await makeBenchDir('matjar-bench-'));
  const external = databaseUrl?.startsWith('postgres') ? { DATABASE_URL: databaseUrl } : {};
  const server = await startProcess(
    entry,
    // The allocator settings `npm start` gives the server (scripts/lib/allocator-env.mjs).
    withAllocatorEnv({
      NODE_ENV: 'production',
      ...external,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every benchmark request comes from this one address: the per-address abuse limits would measure 429s.
      RATE_LIMIT_EXEMPT: '127.0.0.1',
      ...env,
    }),
    '/api/health',
    node,
  ).catch(async (error) => {
    if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    pid: server.pid,
    dataDir,
    output: server.output,
    // A folder the caller gave stays: the caller owns it (run.mjs seeds the orders shop beside the catalogue).
    async stop() {
      await server.stop();
      if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify hello-world on the same machine: the ceiling any Fastify route could reach here. */
export function startHelloFastify(node) {
  return startProcess(join(import.meta.dirname, 'hello-fastify.mjs'), {}, '/', node);
}

/** A bare Fastify server answering every path with a file's bytes (a page's brotli copy, say) from memory. */
export function startBareBytes(file, { type, encoding } = {}) {
  const env = { BENCH_BYTES_FILE: file };
  if (type) env.BENCH_BYTES_TYPE = type;
  if (encoding) env.BENCH_BYTES_ENCODING = encoding;
  return startProcess(join(import.meta.dirname, 'hello-fastify.mjs'), env, '/');
}

/**
 * Writes the brotli copy of a cached page to a file in `dir` and answers its path. The page cache makes that
 * copy off the event loop once a page is asked for again, so the page is asked until it comes in brotli.
 */
export async function writeBrotliPage(baseUrl, path, dir) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { encoding, body } = await new Promise((done, fail) => {
      get(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      }).on('error', fail);
    });
    if (encoding === 'br') {
      const file = join(dir, 'bare-page.br');
      await writeFile(file, body);
      return file;
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error(`${path} never came in brotli`);
}
