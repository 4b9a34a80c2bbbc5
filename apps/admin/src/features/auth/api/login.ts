import { apiRequest, isRecord } from '../../../lib/api-client';
import { translate, type Language } from '../../../i18n/translate';
import { serverErrorText } from '../../../lib/api-error';
import { parseAdminUser, type AdminUser } from '../admin-user';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** Why a sign-in failed: the HTTP status and body, or a null status when the server could not be reached. */
export interface LoginFailure {
  status: number | null;
  body: Record<string, unknown>;
}

export type LoginResult = { ok: true; user: AdminUser } | ({ ok: false } & LoginFailure);

/**
 * POST /api/auth/login → { success, token, user, error }. The server also sets the httpOnly session cookie,
 * which is all the back office uses: the token in the body is for API clients and is not kept. Never throws.
 */
export async function login(credentials: LoginCredentials): Promise<LoginResult> {
  try {
    const response = await apiRequest('/api/auth/login', { method: 'POST', body: credentials });
    const body = isRecord(response.body) ? response.body : {};
    const user = parseAdminUser(body.user);
    if (response.ok && body.success === true && user) {
      return { ok: true, user };
    }
    return { ok: false, status: response.status, body };
  } catch (error) {
    console.warn('Login request failed', error);
    return { ok: false, status: null, body: {} };
  }
}

/**
 * Kept apart from the request so the message follows a language switch. The server's own words when it gives
 * them for a refused sign-in (wrong details, too many attempts), in the visitor's language; a missing endpoint
 * or a server fault only ever shows the generic message, so internals never reach the screen.
 */
export function describeLoginFailure({ status, body }: LoginFailure, language: Language): string {
  if (status === null) return translate(language, 'login.unexpectedError');
  if (status === 404 || status >= 500) return translate(language, 'login.failed');
  const serverText = serverErrorText(body, language);
  if (serverText) return serverText;
  if (status === 401) return translate(language, 'login.invalidCredentials');
  if (status === 429) return translate(language, 'login.tooManyAttempts');
  return translate(language, 'login.failed');
}
