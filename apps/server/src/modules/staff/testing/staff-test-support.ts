import { randomBytes } from 'node:crypto';
import { adminUsers, sessions, type Db } from '@matjar/db';
import type { Role } from '@matjar/core';
import { hashPassword } from '../../../credentials/password.js';
import { hashSessionToken, newSessionToken } from '../../../credentials/session-token.js';
import { SESSION_IDLE_MS } from '../staff-session.js';

let counter = 0;
// Test files may share one PostgreSQL database (TEST_DATABASE_URL): names must not collide across files.
const RUN = randomBytes(4).toString('hex');
let cachedHash: { password: string; hash: Promise<string> } | undefined;

/** One argon2 hash per test run for the default password: hashing is deliberately slow. */
function passwordHash(password: string): Promise<string> {
  if (cachedHash?.password !== password) cachedHash = { password, hash: hashPassword(password) };
  return cachedHash.hash;
}

export const TEST_PASSWORD = 'test-password-1';

/** Inserts a staff member straight into the database (tests only). */
export async function createStaffUser(
  db: Db,
  options: { role: Role; username?: string; password?: string; isActive?: boolean; email?: string },
) {
  counter += 1;
  const username = options.username ?? `${options.role}-${RUN}-${counter}`;
  const [row] = await db
    .insert(adminUsers)
    .values({
      username,
      email: options.email ?? `${username}@matjar.test`,
      fullName: `Test ${options.role}`,
      role: options.role,
      isActive: options.isActive ?? true,
      passwordHash: await passwordHash(options.password ?? TEST_PASSWORD),
    })
    .returning();
  return row!;
}

/** A fresh session token for a user, as sign-in would give (tests only; skips the password check). */
export async function createSessionToken(db: Db, adminUserId: number, expiresAt?: Date): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    kind: 'admin',
    adminUserId,
    expiresAt: expiresAt ?? new Date(Date.now() + SESSION_IDLE_MS),
  });
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
