import type { ChildProcess } from 'node:child_process';

/**
 * running: accepting connections; restarting: it stopped on its own and is being started again (crash
 * recovery); stopped: stopped by the shop, or given up on after every restart failed.
 */
export type EmbeddedServerState = 'running' | 'restarting' | 'stopped';

/**
 * Restarting a server that stopped on its own: the first attempt at once (a quarter second), then waits
 * doubling to 30 s. Its backends notice their postmaster is gone and exit within moments; until they have,
 * PostgreSQL refuses to start ("pre-existing shared memory block is still in use"), and the next attempt
 * follows. Ten failures in a row (about two minutes of waiting) mean it cannot come back by itself.
 */
export const RESTART_TIMING = {
  firstDelayMs: 250,
  maxDelayMs: 30_000,
  maxAttempts: 10,
  /** A server that ran this long since its last start is well again: a later stop starts the count afresh. */
  stableMs: 60_000,
};

export interface SupervisorOptions {
  /** Starts the server again; resolves once it accepts connections, rejects if it cannot. */
  start: () => Promise<ChildProcess>;
  /** Stops a running server cleanly (the shop is closing). */
  stop: (child: ChildProcess) => Promise<void>;
  log: (message: string) => void;
  /** Called once, when every attempt failed: the shop cannot serve. */
  onGiveUp: (error: Error) => void;
  timing?: typeof RESTART_TIMING;
}

/**
 * Watches a started postmaster: an exit nobody asked for is logged and followed by a fresh start in the same
 * folder (whose lock the shop holds throughout; PostgreSQL's crash recovery replays the write-ahead log, so
 * every committed transaction is there). Failures in a row, and a server that dies again soon after a start,
 * wait longer each time; after `maxAttempts` of them it gives up and says so through onGiveUp.
 */
export function superviseServer(initial: ChildProcess, options: SupervisorOptions) {
  const { start, stop, log, onGiveUp } = options;
  const timing = options.timing ?? RESTART_TIMING;
  let child = initial;
  let state: EmbeddedServerState = 'running';
  let restarts = 0;
  let failures = 0;
  let runningSince = Date.now();
  let timer: NodeJS.Timeout | null = null;
  let attempt: Promise<void> | null = null;

  const watch = (server: ChildProcess) => {
    server.once('exit', (code, signal) => {
      if (state === 'stopped' || server !== child) return;
      const how = signal ? `was ended by ${signal}` : `exited with code ${code}`;
      // A server that dies soon after a start counts against the attempts, or a crash loop would spin.
      failures = Date.now() - runningSince >= timing.stableMs ? 0 : failures + 1;
      log(
        `The database server (process ${server.pid}) ${how} without being asked to stop; starting it again ` +
          '(its crash recovery replays the write-ahead log). Requests meanwhile answer 503.',
      );
      state = 'restarting';
      schedule(new Error(`the server ${how}`));
    });
  };

  const schedule = (reason: Error) => {
    if (failures >= timing.maxAttempts) {
      state = 'stopped';
      onGiveUp(
        new Error(
          `The database server stopped and could not be started again after ${failures} attempts; ` +
            `the last one: ${reason.message}`,
        ),
      );
      return;
    }
    const delay = Math.min(timing.firstDelayMs * 2 ** failures, timing.maxDelayMs);
    timer = setTimeout(() => {
      timer = null;
      attempt = tryStart().finally(() => (attempt = null));
    }, delay);
  };

  const tryStart = async () => {
    try {
      const next = await start();
      if (state === 'stopped') {
        // The shop was closed while this start was under way.
        await stop(next);
        return;
      }
      child = next;
      restarts += 1;
      runningSince = Date.now();
      state = 'running';
      watch(next);
      log(`The database server is running again (process ${next.pid}, restart ${restarts}).`);
    } catch (error) {
      if (state === 'stopped') return;
      failures += 1;
      const reason = error instanceof Error ? error : new Error(String(error));
      log(`Starting the database server again failed (attempt ${failures}): ${reason.message}`);
      schedule(reason);
    }
  };

  watch(initial);
  return {
    state: (): EmbeddedServerState => state,
    restarts: () => restarts,
    /** Stops supervising (a pending restart is cancelled, one under way is awaited) and stops the server. */
    async stop() {
      state = 'stopped';
      if (timer) clearTimeout(timer);
      timer = null;
      await attempt;
      await stop(child);
    },
  };
}
