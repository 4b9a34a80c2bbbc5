// `npm run reset -- --yes`: deletes the local data (embedded database, uploads, lock file) so the next
// `npm start` begins with a fresh demo shop. A PostgreSQL database named by DATABASE_URL is never touched.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { rootDir } from './lib/workspace-state.mjs';

const envFile = join(rootDir, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const dataDir = resolve(rootDir, process.env.DATA_DIR ?? './data');
const targets = [dataDir];
// An embedded database configured outside the data folder is data too.
const databaseUrl = process.env.DATABASE_URL ?? '';
const configuredDatabaseDir = databaseUrl.startsWith('file:')
  ? resolve(rootDir, databaseUrl.slice('file:'.length))
  : null;
if (configuredDatabaseDir && relative(dataDir, configuredDatabaseDir).startsWith('..')) {
  targets.push(configuredDatabaseDir);
}

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
  console.error('Refusing to delete a folder that contains the project; check DATA_DIR and DATABASE_URL.');
  process.exit(1);
}

// The embedded database's lock file (beside its folder) holds the server's pid while it runs.
const runningServer = databaseDirs()
  .map((dir) => Number.parseInt(readText(`${dir}.lock`), 10))
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

for (const path of existing) rmSync(path, { recursive: true, force: true });
console.log('Deleted. The next `npm start` creates a fresh demo shop.');

function databaseDirs() {
  return [configuredDatabaseDir ?? join(dataDir, 'pglite')];
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
