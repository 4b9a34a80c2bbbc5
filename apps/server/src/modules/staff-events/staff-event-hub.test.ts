import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENT_STREAMS_PER_STAFF } from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { createStaffAlertsRepository } from './staff-alerts-repository.js';
import { staffWithSession } from './testing/staff-events-test-support.js';
import { createStaffEventHub, type StaffStream } from './staff-event-hub.js';

// The hub on its own, with a heartbeat short enough to watch: what it writes and when it ends a stream.

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function readText(stream: StaffStream) {
  let text = '';
  const waiters: (() => void)[] = [];
  stream.body.setEncoding('utf8');
  stream.body.on('data', (chunk: string) => {
    text += chunk;
    waiters.splice(0).forEach((wake) => wake());
  });
  const ended = new Promise<void>((resolve) => stream.body.on('end', resolve));
  return {
    text: () => text,
    ended,
    async until(part: string) {
      while (!text.includes(part)) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

function hubWith(sessionActive: (tokenHash: string) => Promise<boolean>) {
  return createStaffEventHub({
    database: t.database,
    alerts: createStaffAlertsRepository(t.database.db),
    sessionActive,
    log: t.app.log,
    heartbeatMs: 20,
  });
}

describe('the staff event hub', () => {
  it('sends a heartbeat comment while the session lasts and ends the stream once it does not', async () => {
    let active = true;
    const hub = hubWith(async () => active);
    await hub.start();
    try {
      const staff = await staffWithSession(t.database.db);
      const reader = readText(hub.open({ id: staff.id, role: 'admin', tokenHash: 'session-1' }, 0));
      await reader.until(': heartbeat\n\n');
      expect(reader.text().startsWith('retry: 3000\n\n')).toBe(true);
      active = false;
      await reader.ended;
      expect(hub.openCount()).toBe(0);
    } finally {
      await hub.stop();
    }
  });

  it('keeps the stream when the session check itself fails (a database hiccup is not a sign-out)', async () => {
    let checks = 0;
    const hub = hubWith(async () => {
      checks += 1;
      throw new Error('database unavailable');
    });
    await hub.start();
    try {
      const staff = await staffWithSession(t.database.db);
      const reader = readText(hub.open({ id: staff.id, role: 'admin', tokenHash: 'session-2' }, 0));
      await reader.until(': heartbeat\n\n');
      expect(checks).toBeGreaterThan(0);
      expect(hub.openCount()).toBe(1);
    } finally {
      await hub.stop();
    }
  });

  it(`counts streams per staff member: ${MAX_EVENT_STREAMS_PER_STAFF} open, the next refused, one closed frees a place`, async () => {
    const hub = hubWith(async () => true);
    await hub.start();
    try {
      const staff = await staffWithSession(t.database.db);
      const open = Array.from({ length: MAX_EVENT_STREAMS_PER_STAFF }, () =>
        hub.open({ id: staff.id, role: 'admin', tokenHash: 'session-3' }, 0),
      );
      expect(() => hub.open({ id: staff.id, role: 'admin', tokenHash: 'session-3' }, 0)).toThrow(
        expect.objectContaining({ code: 'TOO_MANY_EVENT_STREAMS' }),
      );
      hub.close(open[0]!);
      expect(() => hub.open({ id: staff.id, role: 'admin', tokenHash: 'session-3' }, 0)).not.toThrow();
    } finally {
      await hub.stop();
    }
    expect(hub.openCount()).toBe(0);
  });
});
