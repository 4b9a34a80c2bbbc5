// Programs the tests and the benchmark need from Debian (chromium, wrk). On a fresh machine they install
// them when they can (root or passwordless sudo, with apt-get), so the README's two commands are enough;
// when they cannot, they stop before any slow step with the one command to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH, or null. */
export function findOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    if (isExecutable(`${dir}/${name}`)) return `${dir}/${name}`;
  }
  return null;
}

/** How this process can run apt-get as root: directly, through sudo without a password, or not at all. */
function rootPrefix() {
  if (!existsSync('/usr/bin/apt-get') && !findOnPath('apt-get')) return null;
  if (process.getuid?.() === 0) return [];
  if (!findOnPath('sudo')) return null;
  const probe = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return probe.status === 0 ? ['sudo', '-n'] : null;
}

function run(prefix, args) {
  const [command, ...rest] = [...prefix, ...args];
  const result = spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Makes sure the Debian package `pkg` providing `path` is installed; answers the executable's path.
 * `why` ends the sentence "… is needed for …". Exits the process with a clear message when the program is
 * missing and cannot be installed from here.
 */
export function ensureDebianPackage({ pkg, path, why }) {
  if (isExecutable(path)) return path;
  const command = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${pkg}`;
  const prefix = rootPrefix();
  if (prefix === null) {
    console.error(
      `\n✗ ${path} is missing: Debian's ${pkg} is needed for ${why}.\n` +
        `  Install it with:\n\n    ${command}\n\n  then run this command again.`,
    );
    process.exit(1);
  }
  console.log(`\n${path} is missing: installing Debian's ${pkg} (needed for ${why})…`);
  const installed =
    run(prefix, ['apt-get', 'update', '-qq']) &&
    run(prefix, ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', pkg]);
  if (!installed || !isExecutable(path)) {
    console.error(`\n✗ Installing ${pkg} failed. Install it with:\n\n    ${command}\n`);
    process.exit(1);
  }
  return path;
}
