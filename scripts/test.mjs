// `npm test`: unit and API tests of every package (Vitest, root vitest.config.ts), then the end-to-end
// journeys in chromium against the built server. Builds first when the build is missing or stale.
// With TEST_DATABASE_URL=postgres://… the database and API tests run on that PostgreSQL server instead of
// in-memory PGlite (.ci/run does both).
import { prepareWorkspace } from './lib/prepare.mjs';
import { printSection, runCommand } from './lib/run-command.mjs';
import { rootDir } from './lib/workspace-state.mjs';

const npm = 'npm';
const npx = 'npx';
const results = [];

async function step(title, command, args) {
  printSection(title);
  const startedAt = Date.now();
  const code = await runCommand(command, args, { cwd: rootDir });
  results.push({ title, ok: code === 0, seconds: (Date.now() - startedAt) / 1000 });
  return code === 0;
}

await prepareWorkspace();

const database = process.env.TEST_DATABASE_URL ? 'database tests on PostgreSQL' : 'database tests on PGlite';
await step(`1/2 Unit and API tests (vitest run, ${database})`, npx, ['vitest', 'run']);
// The journeys run even after a unit failure: one report with everything that is broken saves a round trip.
await step('2/2 End-to-end journeys (npm run test:e2e, chromium)', npm, ['run', 'test:e2e']);

printSection('Summary');
for (const { title, ok, seconds } of results) {
  console.log(`  ${ok ? '✓' : '✗'} ${title}  (${seconds.toFixed(1)} s)`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(failed ? `\n${failed} of ${results.length} steps failed.` : '\nAll tests passed.');
process.exit(failed ? 1 : 0);
