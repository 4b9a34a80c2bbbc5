import { apiRequest, isRecord } from '../../../lib/api-client';
import { parseAdminUser, type AdminUser } from '../admin-user';

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * GET /api/auth/verify (the httpOnly session cookie) → { success, user }. Any failure (no session, server
 * fault, network) answers null: the spec signs out silently when verification fails rather than showing an
 * error.
 */
export async function verifySession(): Promise<AdminUser | null> {
  try {
    const response = await apiRequest('/api/auth/verify');
    const body = isRecord(response.body) ? response.body : {};
    return response.ok && body.success === true ? parseAdminUser(body.user) : null;
  } catch (error) {
    console.warn('Session verification failed', error);
    return null;
  }
}
