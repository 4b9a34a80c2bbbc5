/**
 * Modules that change cart or wishlist storage dispatch this on window, so the header badges update in the
 * same tab (the `storage` event only fires in other tabs).
 */
export const STORAGE_CHANGE_EVENT = 'matjar:storage-change';

export function readLocalStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, blocked cookies): behave as empty
  }
}

export function writeLocalStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to remember in; the cookie and URL still carry the choice.
  }
}

export function removeLocalStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
}
