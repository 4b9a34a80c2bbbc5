import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio and resolves with its exit code (signals count as failure). */
export function runCommand(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like runCommand, but stops this script with the command's exit code when it fails. */
export async function runOrExit(command, args, options = {}) {
  const code = await runCommand(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${[command, ...args].join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Prints a section header that stands out in long CI logs. */
export function printSection(title) {
  const line = '─'.repeat(Math.max(20, title.length + 4));
  console.log(`\n${line}\n  ${title}\n${line}`);
}
