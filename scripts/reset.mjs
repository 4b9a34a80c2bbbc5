// `npm run reset -- --yes`: deletes the local data (embedded database, uploads, lock file, backups of an
// upgrade) so the next `npm start` begins with a fresh demo shop. An external PostgreSQL database named by
// DATABASE_URL is never touched.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { rootDir } from './lib/workspace-state.mjs';

const envFile = join(rootDir, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const dataDir = resolve(rootDir, process.env.DATA_DIR ?? './data');
const targets = [dataDir];

const existing = targets.filter((path) => existsSync(path));
if (existing.length === 0) {
  console.log(`Nothing to delete: ${targets.map(show).join(', ')} does not exist.`);
  process.exit(0);
}

// A data folder that contains the project (DATA_DIR=. or ..) would take the code with it.
const containsProject = (path) => {
  const fromPath = relative(path, rootDir);
  return fromPath === '' || (!fromPath.startsWith('..') && !isAbsolute(fromPath));
};
if (existing.some(containsProject)) {
  console.error('Refusing to delete a folder that contains the project; check DATA_DIR.');
  process.exit(1);
}

// The lock file beside the database folder holds the shop's pid while it runs (pglite.lock: an older release).
const runningServer = ['postgres', 'pglite']
  .map((dir) => Number.parseInt(readText(join(dataDir, `${dir}.lock`)), 10))
  .find((pid) => Number.isInteger(pid) && pid > 0 && isAlive(pid));
if (runningServer) {
  console.error(`A Matjar server (process ${runningServer}) is using this data. Stop it first, then reset.`);
  process.exit(1);
}

console.log('This deletes:');
for (const path of existing) {
  const entries = readdirSync(path);
  console.log(`  ${show(path)}/  (${entries.length ? entries.join(', ') : 'empty'})`);
}

if (!process.argv.includes('--yes') && !(await confirm())) {
  console.log('Nothing deleted. Pass --yes to delete without asking: npm run reset -- --yes');
  process.exit(1);
}

await stopOrphanedDatabase(join(dataDir, 'postgres'));
for (const path of existing) rmSync(path, { recursive: true, force: true });
console.log('Deleted. The next `npm start` creates a fresh demo shop.');

/**
 * No shop holds the lock, yet a database server may still run on the folder: one a killed shop left behind
 * (the next start would stop it too). Its files are about to go, so stop it first (SIGINT: fast shutdown).
 */
async function stopOrphanedDatabase(folder) {
  const pid = Number.parseInt(readText(join(folder, 'postmaster.pid')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const cmdline = readText(`/proc/${pid}/cmdline`);
  if (process.platform === 'linux' && !cmdline.split('\0').includes(folder)) return;
  console.log(`Stopping the database server a stopped shop left running (process ${pid}).`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && waited < 30_000; waited += 50)
    await new Promise((r) => setTimeout(r, 50));
}

function readText(path) {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function show(path) {
  const fromRoot = relative(rootDir, path);
  return fromRoot.startsWith('..') || isAbsolute(fromRoot) ? path : fromRoot || '.';
}

async function confirm() {
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Delete? Stop the server first. [y/N] ');
  prompt.close();
  return /^y(es)?$/i.test(answer.trim());
}
