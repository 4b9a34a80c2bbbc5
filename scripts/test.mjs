// `npm test`: unit and API tests of every package and the React apps' component tests (Vitest, root
// vitest.config.ts), then the end-to-end journeys in chromium against the built server. Builds first when the
// build is missing or stale.
// The database and API tests run on an embedded PostgreSQL server started for the run, or with
// TEST_DATABASE_URL=postgres://… on that server (.ci/run does both). Debian's chromium is checked first (installed when this process may,
// otherwise the run stops at once with the command to install it) so a fresh machine does not learn it is
// missing after minutes of unit tests.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureDebianPackage } from './lib/debian-packages.mjs';
import { prepareWorkspace } from './lib/prepare.mjs';
import { printSection, runCommand } from './lib/run-command.mjs';
import { rootDir } from './lib/workspace-state.mjs';

const npx = 'npx';
const results = [];

async function step(title, command, args) {
  printSection(title);
  const startedAt = Date.now();
  const code = await runCommand(command, args, { cwd: rootDir });
  results.push({ title, ok: code === 0, seconds: (Date.now() - startedAt) / 1000 });
  return code === 0;
}

function ensureChromium() {
  const chosen = process.env.CHROMIUM_PATH;
  if (!chosen) {
    ensureDebianPackage({ pkg: 'chromium', path: '/usr/bin/chromium', why: 'the end-to-end tests' });
    return;
  }
  // A browser the user chose is not ours to install; say which setting is wrong.
  if (!existsSync(chosen)) {
    console.error(`\n✗ CHROMIUM_PATH=${chosen} does not exist; unset it to use Debian's /usr/bin/chromium.`);
    process.exit(1);
  }
}

ensureChromium();
// The two-process journey runs two shops behind a real load balancer: Debian's nginx, installed the same way.
ensureDebianPackage({
  pkg: 'nginx',
  path: '/usr/sbin/nginx',
  why: 'the two-process journey (a real load balancer)',
});
await prepareWorkspace();

const database = process.env.TEST_DATABASE_URL
  ? 'database tests on TEST_DATABASE_URL'
  : 'database tests on embedded PostgreSQL';
// Each run also writes Vitest's JSON report, so the summary can give one 'N passed, N failed' line for CI.
const reportFile = (name) => join(tmpdir(), `matjar-${name}-${process.pid}.json`);
const withReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile(name)}`,
];

await step(`1/2 Unit, API and component tests (vitest run, ${database})`, npx, [
  'vitest',
  'run',
  ...withReport('unit'),
]);
// The journeys run even after a unit failure: one report with everything that is broken saves a round trip.
// Vitest directly (what `npm run test:e2e` runs), because npm would swallow the reporter flags.
await step('2/2 End-to-end journeys (e2e/, chromium)', npx, [
  'vitest',
  'run',
  '--config',
  'e2e/vitest.config.ts',
  ...withReport('e2e'),
]);

async function countTests(name) {
  try {
    const report = JSON.parse(await readFile(reportFile(name), 'utf8'));
    await rm(reportFile(name), { force: true });
    // Each failed test with the first line of its error: CI shows only the output's tail.
    const failures = report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => {
          const why = (test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300);
          return `${relative(process.cwd(), file.name)} > ${test.fullName}\n      ${why}`;
        }),
    );
    return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
  } catch {
    return { passed: 0, failed: 0, failures: [] };
  }
}
const counts = [await countTests('unit'), await countTests('e2e')];
const passed = counts.reduce((sum, c) => sum + c.passed, 0);
const failedTests = counts.reduce((sum, c) => sum + c.failed, 0);

printSection('Summary');
for (const { title, ok, seconds } of results) {
  console.log(`  ${ok ? '✓' : '✗'} ${title}  (${seconds.toFixed(1)} s)`);
}
for (const failure of counts.flatMap((c) => c.failures)) console.log(`  ✗ ${failure}`);
const failed = results.filter((result) => !result.ok).length;
console.log(failed ? `\n${failed} of ${results.length} steps failed.` : '\nAll tests passed.');
console.log(`Tests: ${passed} passed, ${failedTests} failed`);
process.exit(failed || failedTests || passed === 0 ? 1 : 0);
