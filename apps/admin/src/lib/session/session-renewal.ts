import type { AdminUser } from '@matjar/core';

/**
 * Signing in again over the open screen. When the staff session ends under a screen (it expired, it was signed
 * out elsewhere) a save would otherwise fail and the guard would send the person to the sign-in page, taking
 * the unsaved edit with it. Instead the call that met the ended session asks here for a new one and waits:
 * the sign-in dialog (registered by the signed-in frame) asks for the password over the screen and settles
 * the wait, and the call is sent once more. Every call waiting at the same time shares the one prompt.
 *
 * With no dialog registered (the sign-in page itself, a test without the frame) nothing is asked: the wait
 * ends at once with null, and the call fails as it would have.
 */
type Settle = (user: AdminUser | null) => void;

/** How many sign-in dialogs are mounted (one in practice; counted so a remount cannot leave none). */
let prompters = 0;
let waiting: { promise: Promise<AdminUser | null>; settle: Settle } | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Asks for the session to be renewed: the staff member who signed in again, or null when they did not. */
export function requestSessionRenewal(): Promise<AdminUser | null> {
  if (prompters === 0) return Promise.resolve(null);
  if (waiting) return waiting.promise;
  let settle!: Settle;
  const promise = new Promise<AdminUser | null>((resolve) => {
    settle = resolve;
  });
  waiting = { promise, settle };
  changed();
  return promise;
}

/** Ends the wait: with the staff member now signed in, or null (they chose to sign out instead). */
export function settleSessionRenewal(user: AdminUser | null): void {
  const current = waiting;
  if (!current) return;
  waiting = null;
  changed();
  current.settle(user);
}

/** Whether a renewal is being waited for (the dialog is open while it is). */
export function sessionRenewalPending(): boolean {
  return waiting !== null;
}

export function subscribeSessionRenewal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The dialog says it can ask (while it is mounted). Returns the way to stop: a wait still open then ends
 * with null, so no call is left hanging.
 */
export function registerSessionRenewal(): () => void {
  prompters += 1;
  let registered = true;
  return () => {
    if (!registered) return;
    registered = false;
    prompters -= 1;
    if (prompters === 0) settleSessionRenewal(null);
  };
}
