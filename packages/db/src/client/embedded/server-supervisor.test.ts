import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { superviseServer, type SupervisorOptions } from './server-supervisor.js';

// The supervisor's rules with stand-in processes and millisecond waits: a restart after an unasked exit,
// backoff that ends in one clear give-up, a crash loop counted as failures, a close that cancels a restart.
// (database-outage.test.ts in the server kills a real postmaster.)

let nextPid = 1000;
class FakeServer extends EventEmitter {
  readonly pid = (nextPid += 1);
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  die(signal: NodeJS.Signals = 'SIGKILL') {
    this.signalCode = signal;
    this.emit('exit', null, signal);
  }
}
const asChild = (server: FakeServer) => server as unknown as ChildProcess;

const FAST = { firstDelayMs: 1, maxDelayMs: 4, maxAttempts: 4, stableMs: 60_000 };

async function until(what: string, check: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

function harness(start: () => Promise<FakeServer>, timing = FAST) {
  const logs: string[] = [];
  const givenUp: Error[] = [];
  const stopped: number[] = [];
  const first = new FakeServer();
  let starts = 0;
  const options: SupervisorOptions = {
    start: async () => {
      starts += 1;
      return asChild(await start());
    },
    stop: async (child) => {
      stopped.push(child.pid!);
    },
    log: (message) => logs.push(message),
    onGiveUp: (error) => givenUp.push(error),
    timing,
  };
  const supervisor = superviseServer(asChild(first), options);
  return { supervisor, first, logs, givenUp, stopped, starts: () => starts };
}

describe('the embedded server supervisor', () => {
  it('starts the server again after it exits on its own, and says so', async () => {
    let latest: FakeServer | null = null;
    const h = harness(async () => (latest = new FakeServer()));
    h.first.die();
    expect(h.supervisor.state()).toBe('restarting');
    await until('the restart', () => h.supervisor.state() === 'running');
    expect(h.supervisor.restarts()).toBe(1);
    expect(h.logs[0]).toContain(`(process ${h.first.pid}) was ended by SIGKILL without being asked to stop`);
    expect(h.logs.at(-1)).toContain(`running again (process ${latest!.pid}, restart 1)`);
    // The new one is watched too.
    latest!.die('SIGSEGV');
    await until('the second restart', () => h.supervisor.restarts() === 2);
    expect(h.givenUp).toEqual([]);
    await h.supervisor.stop();
    expect(h.stopped).toEqual([latest!.pid]);
  });

  it('retries a failing start with backoff, then gives up once, with the last reason', async () => {
    const h = harness(async () => {
      throw new Error('could not open PG_VERSION');
    });
    h.first.die();
    await until('the give-up', () => h.givenUp.length > 0);
    expect(h.supervisor.state()).toBe('stopped');
    // The unasked exit soon after start counts as the first failure; three failed starts make four.
    expect(h.starts()).toBe(FAST.maxAttempts - 1);
    expect(h.givenUp).toHaveLength(1);
    expect(h.givenUp[0]!.message).toMatch(/after 4 attempts; the last one: could not open PG_VERSION$/);
    expect(
      h.logs.filter((line) => line.startsWith('Starting the database server again failed')),
    ).toHaveLength(3);
  });

  it('counts a server that dies again right after each start: a crash loop ends in the give-up', async () => {
    const h = harness(async () => {
      const server = new FakeServer();
      setTimeout(() => server.die('SIGABRT'), 1);
      return server;
    });
    h.first.die();
    await until('the give-up', () => h.givenUp.length > 0);
    expect(h.supervisor.restarts()).toBe(FAST.maxAttempts - 1);
    expect(h.givenUp[0]!.message).toContain('was ended by SIGABRT');
  });

  it('starts the count afresh after a stable run', async () => {
    let latest: FakeServer | null = null;
    const h = harness(async () => (latest = new FakeServer()), { ...FAST, stableMs: 0 });
    h.first.die();
    for (let round = 1; round <= FAST.maxAttempts + 2; round += 1) {
      await until(`restart ${round}`, () => h.supervisor.restarts() === round);
      latest!.die();
    }
    expect(h.givenUp).toEqual([]);
    await h.supervisor.stop();
  });

  it('a close during a pending restart cancels it; a restart under way is stopped when it lands', async () => {
    const slow = harness(async () => new FakeServer(), { ...FAST, firstDelayMs: 60_000, maxDelayMs: 60_000 });
    slow.first.die();
    await slow.supervisor.stop();
    expect(slow.starts()).toBe(0);
    expect(slow.supervisor.state()).toBe('stopped');

    let release!: () => void;
    const landed = new FakeServer();
    const underWay = harness(() => new Promise<FakeServer>((resolve) => (release = () => resolve(landed))));
    underWay.first.die();
    await until('the start under way', () => underWay.starts() === 1);
    const closing = underWay.supervisor.stop();
    release();
    await closing;
    expect(underWay.stopped).toContain(landed.pid);
    expect(underWay.supervisor.restarts()).toBe(0);
  });
});
