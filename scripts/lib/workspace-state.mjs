// Decides whether dependencies or the build are missing or stale. Correct rather than clever: any source
// file newer than the last successful build means "build again" (a full build takes well under a minute).
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const lockfile = join(rootDir, 'package-lock.json');
// npm writes this file at the end of every successful install, so its age is the age of node_modules.
const installMarker = join(rootDir, 'node_modules/.package-lock.json');
// Inside node_modules so that a fresh `npm ci` (which wipes node_modules) also forces a fresh build.
const buildStamp = join(rootDir, 'node_modules/.cache/matjar/build-stamp');

/** What the server needs at run time; if any is missing the build is incomplete whatever the stamp says. */
export const buildOutputs = [
  'packages/core/dist/index.js',
  'packages/db/dist/index.js',
  'apps/storefront/build/server/index.js',
  'apps/admin/dist/index.html',
  'apps/server/dist/main.js',
].map((path) => join(rootDir, path));

const sourceDirs = ['packages', 'apps'];
const rootSources = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json'];
const skippedDirs = new Set(['node_modules', 'dist', 'build', '.react-router', 'data', 'coverage']);
const skippedFile = /\.(test|spec)\.tsx?$|\.tsbuildinfo$/;

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function newestMtimeUnder(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) newest = Math.max(newest, newestMtimeUnder(join(dir, entry.name)));
    } else if (entry.isFile() && !skippedFile.test(entry.name)) {
      newest = Math.max(newest, mtimeOf(join(dir, entry.name)));
    }
  }
  return newest;
}

export function hasLockfile() {
  return existsSync(lockfile);
}

/** Returns why dependencies must be installed, or null when node_modules is current. */
export function installReason() {
  if (!existsSync(join(rootDir, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(installMarker)) return 'node_modules looks incomplete';
  if (hasLockfile() && mtimeOf(lockfile) > mtimeOf(installMarker)) return 'package-lock.json changed';
  return null;
}

/** Returns why the apps must be built, or null when the last build is newer than every source file. */
export function buildReason() {
  const missing = buildOutputs.find((path) => !existsSync(path));
  if (missing) return `${missing.slice(rootDir.length + 1)} is missing`;
  const stamp = mtimeOf(buildStamp);
  if (stamp === 0) return 'no record of a previous build';
  const newestSource = Math.max(
    ...rootSources.map((name) => mtimeOf(join(rootDir, name))),
    ...sourceDirs.map((dir) => newestMtimeUnder(join(rootDir, dir))),
  );
  return newestSource > stamp ? 'sources changed since the last build' : null;
}

/** Marks the build as current as of `startedAt` (when it began), so edits made while it ran still count. */
export function recordSuccessfulBuild(startedAt) {
  mkdirSync(dirname(buildStamp), { recursive: true });
  writeFileSync(buildStamp, `${startedAt.toISOString()}\n`);
  utimesSync(buildStamp, startedAt, startedAt);
}
