import { AdminLogoutResponse, AdminVerifyResponse, type AdminUser } from '@matjar/core';
import { apiGet, apiPost } from '../api/api-client';
import { learnSessionExpiry } from './session-expiry';

/**
 * GET /api/auth/verify (the httpOnly session cookie) → the signed-in staff member. Any failure (no session,
 * server fault, network) answers null: the spec signs out silently when verification fails rather than
 * showing an error.
 */
export async function verifySession(): Promise<AdminUser | null> {
  try {
    const answer = await apiGet('/api/auth/verify', AdminVerifyResponse, { renewSession: false });
    learnSessionExpiry(answer.session_expires_at ?? null);
    return answer.user;
  } catch (error) {
    console.warn('Session verification failed', error);
    return null;
  }
}

/** POST /api/auth/logout. Best effort: the local sign-out happens whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    await apiPost('/api/auth/logout', undefined, AdminLogoutResponse, {
      renewSession: false,
    });
  } catch (error) {
    console.warn('Logout request failed', error);
  }
}

/** The name the back office greets a staff member by. */
export function displayName(user: Pick<AdminUser, 'full_name' | 'username'>): string {
  return user.full_name.trim() || user.username;
}
