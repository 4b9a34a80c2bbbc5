import { isRecord } from '../../lib/api-client';
import { isRole, type Role } from '@matjar/core';

/** The signed-in staff member as /api/auth/login and /api/auth/verify describe them (spec back-office §3). */
export interface AdminUser {
  id: number | string;
  username: string;
  fullName: string | null;
  email: string | null;
  role: Role;
}

/** Accepts only a user with an id, a username and a known role; anything else counts as no user. */
export function parseAdminUser(value: unknown): AdminUser | null {
  if (!isRecord(value)) return null;
  const { id, username, full_name: fullName, email, role } = value;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof username !== 'string' || !isRole(role)) {
    return null;
  }
  return {
    id,
    username,
    fullName: typeof fullName === 'string' && fullName.trim() !== '' ? fullName : null,
    email: typeof email === 'string' ? email : null,
    role,
  };
}

export function displayName(user: AdminUser): string {
  return user.fullName ?? user.username;
}
