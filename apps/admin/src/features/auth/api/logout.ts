import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/logout. Best effort: the local sign-out happens whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    console.warn('Logout request failed', error);
  }
}
