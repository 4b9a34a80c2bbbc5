/**
 * Modules that change cart or wishlist storage dispatch this on window, so the header badges update in the
 * same tab (the `storage` event only fires in other tabs).
 */
export const STORAGE_CHANGE_EVENT = 'matjar:storage-change';

/**
 * Calls `onChange` whenever shop storage changes, in this tab (our event) or another (`storage`); the
 * subscribe function of useSyncExternalStore for the cart and wishlist stores.
 */
export function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORAGE_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORAGE_CHANGE_EVENT, onChange);
  };
}

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
