import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@matjar/db';
import { signUpCustomer } from '../../modules/checkout/testing/checkout-fixture.js';
import { createSessionToken, createStaffUser } from '../../modules/staff/testing/staff-test-support.js';
import { ADMIN_COOKIE } from '../../modules/staff/staff-session.js';

/** What a browser on the shop's own pages sends, so cookie-authenticated writes pass the same-origin check. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

/**
 * Cookie headers of a signed-in super_admin and a signed-in customer, so hostile input reaches the
 * validation of staff and account endpoints instead of stopping at 401.
 */
export async function signedInSessions(app: FastifyInstance, db: Db) {
  const admin = await createStaffUser(db, { role: 'super_admin' });
  const adminToken = await createSessionToken(db, admin.id);
  const customer = await signUpCustomer(app, {
    firstName: 'Fuzz',
    lastName: 'Tester',
    email: `fuzz-${randomBytes(4).toString('hex')}@matjar.test`,
    phone: '+974 5555 0000',
  });
  return {
    admin: { ...SAME_ORIGIN, cookie: `${ADMIN_COOKIE}=${adminToken}` },
    customer: { ...SAME_ORIGIN, cookie: customer.cookie },
  };
}

/** "400×12, 404×3": answers counted by status, for the suites' closing lines. */
export function statusTotals(counts: Map<number, number>): string {
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
}

export function countStatus(counts: Map<number, number>, status: number) {
  counts.set(status, (counts.get(status) ?? 0) + 1);
}
