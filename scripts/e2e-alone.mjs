// `npm run test:e2e:alone [file …]`: each journey file on a fresh shop of its own, then a table of what passed.
// A journey must make the data it needs, never lean on one that ran before it on the same shop; the full suite
// (two workers, files by name or E2E_ORDER=reverse) cannot show that for every file, this can. Each file costs
// a fresh shop's start (seconds, once the demo pictures are drawn) on top of its own. Files run E2E_WORKERS at a
// time (as many as the full suite runs at once: two on two cores), each on its own shop; a file's output is
// printed whole when it ends, and kept only for the files that failed.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareWorkspace } from './lib/prepare.mjs';
import { printSection } from './lib/run-command.mjs';
import { rootDir } from './lib/workspace-state.mjs';

await prepareWorkspace();
const asked = process.argv.slice(2);
const files = asked.length
  ? asked
  : (await readdir(join(rootDir, 'e2e'))).filter((name) => name.endsWith('.e2e.ts')).sort();

/** The demo pictures every shop of the journeys starts from (e2e/support/server.ts SHARED_TEST_MEDIA). */
const sharedMedia = join(tmpdir(), 'matjar-test-media');

/**
 * Runs one file on a shop of its own; resolves with its exit code and everything it printed. With `ownMedia`,
 * the shop works on a copy of the demo pictures, so a journey replacing one leaves the file running beside it
 * untouched.
 */
async function runAlone(file, ownMedia) {
  const mediaDir = ownMedia ? await mkdtemp(join(tmpdir(), 'matjar-e2e-alone-media-')) : null;
  if (mediaDir) await cp(sharedMedia, mediaDir, { recursive: true });
  try {
    return await runVitest(file, mediaDir ? { E2E_MEDIA_DIR: mediaDir } : {});
  } finally {
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  }
}

function runVitest(file, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', file], {
      cwd: rootDir,
      env: { ...process.env, ...env, E2E_WORKERS: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }),
    );
  });
}

// As e2e/support/workers.ts counts the full suite's workers (a TypeScript file this script cannot import on Node 20).
const atOnce = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())));
const results = [];

async function runFile(file, ownMedia) {
  const startedAt = Date.now();
  const { code, output } = await runAlone(file, ownMedia);
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  results.push({ file, passed: code === 0, seconds });
  printSection(
    `${results.length}/${files.length} ${file} alone: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)`,
  );
  if (code !== 0) console.log(output);
}

// The first file runs by itself: on a fresh machine its shop draws the demo pictures the others copy.
await runFile(files[0], false);
let next = 1;
async function worker() {
  while (next < files.length) await runFile(files[next++], atOnce > 1);
}
await Promise.all(Array.from({ length: Math.min(atOnce, files.length - 1) }, worker));
results.sort((a, b) => a.file.localeCompare(b.file, 'en'));
console.table(results);
const failed = results.filter((result) => !result.passed);
console.log(`Alone: ${results.length - failed.length} passed, ${failed.length} failed.`);
process.exit(failed.length === 0 ? 0 : 1);
