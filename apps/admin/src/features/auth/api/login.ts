import { AdminLoginResponse, type AdminLoginBody, type AdminUser } from '@matjar/core';
import { translate, type Language } from '../../../i18n/translate';
import { apiPost } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

export type LoginCredentials = AdminLoginBody;

/**
 * POST /api/auth/login → the signed-in staff member. The server also sets the httpOnly session cookie,
 * which is all the back office uses: the token in the body is for API clients and is not kept.
 */
export async function login(credentials: LoginCredentials): Promise<AdminUser> {
  return (await apiPost('/api/auth/login', credentials, AdminLoginResponse, { renewSession: false })).user;
}

/**
 * Kept apart from the request so the message follows a language switch. The server's own words when it gives
 * them for a refused sign-in (wrong details, too many attempts), in the visitor's language; a missing endpoint,
 * a server fault or a malformed answer only ever shows the generic message, so internals never reach the screen.
 */
export function describeLoginFailure(error: unknown, language: Language): string {
  if (!(error instanceof ApiError)) return translate(language, 'login.unexpectedError');
  const { status } = error;
  if (status === null) return translate(language, 'login.unexpectedError');
  if (status === 404 || status >= 500) return translate(language, 'login.failed');
  const serverText = error.isRefusal ? error.messageIn(language) : null;
  if (serverText) return serverText;
  if (status === 401) return translate(language, 'login.invalidCredentials');
  if (status === 429) return translate(language, 'login.tooManyAttempts');
  return translate(language, 'login.failed');
}
