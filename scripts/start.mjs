// `npm start`: install and build whatever is missing or stale, then run the one server process in the
// foreground. The server itself migrates, seeds an empty database and prints its URL.
// `npm run dev` (--dev) does the same with NODE_ENV=development.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { withAllocatorEnv } from './lib/allocator-env.mjs';
import { prepareWorkspace } from './lib/prepare.mjs';
import { printSection } from './lib/run-command.mjs';
import { rootDir } from './lib/workspace-state.mjs';

const dev = process.argv.includes('--dev');
const forwardedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];

await prepareWorkspace();

// Optional .env; variables already set in the environment win over it (loadEnvFile never overrides).
const envFile = join(rootDir, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
// `npm start` serves the production build unless NODE_ENV says otherwise.
const env = withAllocatorEnv({
  ...process.env,
  NODE_ENV: dev ? 'development' : process.env.NODE_ENV || 'production',
});

printSection(`Starting Matjar${dev ? ' (development)' : ''}`);
// Its own process group: a Ctrl-C in the terminal reaches only this script, which passes it on exactly once,
// so the server's graceful shutdown sees a single signal.
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: rootDir,
  env,
  stdio: 'inherit',
  detached: true,
});

const lastForwarded = new Map();
for (const signal of forwardedSignals) {
  process.on(signal, () => {
    // npm and the terminal may both deliver the same Ctrl-C; pass on one per burst.
    const now = Date.now();
    if (now - (lastForwarded.get(signal) ?? 0) < 500) return;
    lastForwarded.set(signal, now);
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

// npm does not pass SIGTERM on to its script: when a supervisor stops `npm start`, npm exits and leaves us
// orphaned. Noticing that the parent is gone stops the server instead of leaving it running unseen.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) process.emit('SIGTERM', 'SIGTERM');
}, 1000).unref();

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  // A server stopped by a forwarded Ctrl-C or SIGTERM has shut down as asked: that is a clean exit.
  process.exit(code ?? (signal && forwardedSignals.includes(signal) ? 0 : 1));
});
