// `npm run test:e2e:alone [file …]`: each journey file on a fresh shop of its own, one after another, then a
// table of what passed. A journey must make the data it needs, never lean on one that ran before it on the
// same shop; the full suite (two workers, files by name or E2E_ORDER=reverse) cannot show that for every file,
// this can. Each file costs a fresh shop's start (seconds, once the demo pictures are drawn) on top of its own.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { prepareWorkspace } from './lib/prepare.mjs';
import { printSection, runCommand } from './lib/run-command.mjs';
import { rootDir } from './lib/workspace-state.mjs';

await prepareWorkspace();
const asked = process.argv.slice(2);
const files = asked.length
  ? asked
  : (await readdir(join(rootDir, 'e2e'))).filter((name) => name.endsWith('.e2e.ts')).sort();

const results = [];
for (const file of files) {
  printSection(`${results.length + 1}/${files.length} ${file} alone`);
  const startedAt = Date.now();
  const code = await runCommand('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', file], {
    cwd: rootDir,
    env: { ...process.env, E2E_WORKERS: '1' },
  });
  results.push({ file, passed: code === 0, seconds: Math.round((Date.now() - startedAt) / 1000) });
}
console.table(results);
const failed = results.filter((result) => !result.passed);
console.log(`Alone: ${results.length - failed.length} passed, ${failed.length} failed.`);
process.exit(failed.length === 0 ? 0 : 1);
