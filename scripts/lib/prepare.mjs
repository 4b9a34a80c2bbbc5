import { runOrExit, printSection } from './run-command.mjs';
import { buildReason, hasLockfile, installReason, rootDir } from './workspace-state.mjs';

const npm = 'npm';

/** Installs dependencies and builds the apps when either is missing or stale; does nothing otherwise. */
export async function prepareWorkspace() {
  const whyInstall = installReason();
  if (whyInstall) {
    const args = hasLockfile() ? ['ci'] : ['install'];
    printSection(`Installing dependencies (${whyInstall}): npm ${args[0]}`);
    await runOrExit(npm, [...args, '--no-audit', '--no-fund'], { cwd: rootDir });
  }
  const whyBuild = buildReason();
  if (whyBuild) {
    printSection(`Building (${whyBuild}): npm run build`);
    // scripts/build.mjs records the build when it succeeds.
    await runOrExit(npm, ['run', 'build'], { cwd: rootDir });
  }
}
