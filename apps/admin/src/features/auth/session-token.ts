// The session token lives in local storage so every tab of the back office shares one sign-in.
export const TOKEN_STORAGE_KEY = 'admin_token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored or storage blocked: either way there is no token left to use.
  }
}
