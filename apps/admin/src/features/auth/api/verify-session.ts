import { apiRequest, isRecord } from '../../../lib/api-client';
import { parseAdminUser, type AdminUser } from '../admin-user';

export const sessionQueryKey = (token: string | null) => ['auth', 'session', token] as const;

/**
 * GET /api/auth/verify → { success, user }. Any failure (refused token, server fault, network) answers
 * null: the spec signs out silently when verification fails rather than showing an error.
 */
export async function verifySession(token: string): Promise<AdminUser | null> {
  try {
    const response = await apiRequest('/api/auth/verify', { token });
    const body = isRecord(response.body) ? response.body : {};
    return response.ok && body.success === true ? parseAdminUser(body.user) : null;
  } catch (error) {
    console.warn('Session verification failed', error);
    return null;
  }
}
