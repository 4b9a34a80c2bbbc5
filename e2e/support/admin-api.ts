// Back-office calls a journey makes outside the browser, to set up what it needs (e.g. a viewer account)
// through the same public API the admin app uses.
import { AdminHomepageDocument, type Role } from '@matjar/core';

export interface StaffAccount {
  username: string;
  password: string;
  email: string;
  fullName: string;
  role: Role;
  /** New-order alerts (off unless asked: every order of the run would otherwise alert the account). */
  receiveNotifications?: boolean;
}

/** POST /api/auth/login → the bearer token; throws with the server's answer when sign-in fails. */
export async function signInThroughApi(
  baseUrl: string,
  account: { username: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  const body = (await response.json()) as { success?: boolean; token?: string };
  if (!response.ok || typeof body.token !== 'string') {
    throw new Error(`Sign-in as ${account.username} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.token;
}

/**
 * POST /api/auth/login → the session cookie it sets (name and value), for a browser context to start signed in
 * as the sign-in form would leave it. Throws with the server's answer when sign-in fails.
 */
export async function signInCookieThroughApi(
  baseUrl: string,
  account: { username: string; password: string },
): Promise<{ name: string; value: string }> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  const [pair] = (response.headers.getSetCookie()[0] ?? '').split(';');
  const split = pair?.indexOf('=') ?? -1;
  if (!response.ok || !pair || split < 1) {
    throw new Error(`Sign-in as ${account.username} answered ${response.status}: ${await response.text()}`);
  }
  return { name: pair.slice(0, split).trim(), value: pair.slice(split + 1).trim() };
}

/** POST /api/auth/create-user as the given (super_admin) token. */
export async function createStaffThroughApi(baseUrl: string, token: string, account: StaffAccount) {
  const response = await fetch(`${baseUrl}/api/auth/create-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Origin: baseUrl },
    body: JSON.stringify({
      username: account.username,
      password: account.password,
      email: account.email,
      full_name: account.fullName,
      role: account.role,
      is_active: true,
      receive_notifications: account.receiveNotifications ?? false,
    }),
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`Creating ${account.username} answered ${response.status}: ${await response.text()}`);
  }
}

/** Usernames unique per run, so the journey can run again against a server that kept its data. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** A back-office JSON call with the staff token (throws on any non-2xx answer, naming the call). */
export async function adminJson(
  baseUrl: string,
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Origin: baseUrl,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.status === 204 ? null : response.json();
}

/** GET or PUT the stored home page through the back-office API, as the homepage editor does. */
export async function homepageApi(
  baseUrl: string,
  token: string,
  method: 'GET' | 'PUT',
  body?: unknown,
): Promise<AdminHomepageDocument> {
  return AdminHomepageDocument.parse(await adminJson(baseUrl, token, method, '/homepage-sections', body));
}
