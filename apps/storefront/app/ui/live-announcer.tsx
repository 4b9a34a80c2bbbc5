import { useSyncExternalStore } from 'react';

/**
 * The storefront's one polite live region: changes a sighted shopper sees happen (a coupon applied, a cart
 * line lowered or removed, another page opened in place) are said to screen-reader users too, without moving
 * their focus. `announce` may be called from anywhere; <LiveAnnouncer /> sits once in the shell.
 */
interface Announcement {
  text: string;
  /** Grows with each announcement: the same words said twice are a new node, so they are said again. */
  id: number;
}

const SILENT: Announcement = { text: '', id: 0 };
let current = SILENT;
const listeners = new Set<() => void>();

export function announce(text: string): void {
  current = { text, id: current.id + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function LiveAnnouncer() {
  const { text, id } = useSyncExternalStore(
    subscribe,
    () => current,
    () => SILENT,
  );
  return (
    // The region is in the page from the start (a region added with its words is not read by every reader).
    <p role="status" aria-live="polite" className="sr-only" data-live-announcer>
      {text && <span key={id}>{text}</span>}
    </p>
  );
}
