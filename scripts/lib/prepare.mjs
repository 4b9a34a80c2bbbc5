import { runOrExit, printSection } from './run-command.mjs';
import {
  buildReason,
  hasLockfile,
  installReason,
  recordSuccessfulBuild,
  rootDir,
} from './workspace-state.mjs';

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
    // The stamp is taken before building, so an edit made during the build still counts as newer.
    const startedAt = new Date();
    printSection(`Building (${whyBuild}): npm run build`);
    await runOrExit(npm, ['run', 'build'], { cwd: rootDir });
    recordSuccessfulBuild(startedAt);
  }
}
