/**
 * Where keyboard focus goes when what had it closes or disappears: back to the control that opened a dialog,
 * drawer or menu, or, when that control is gone (its row was deleted, it was swapped for another), to the
 * next candidate that is still on the page. Focus left on a removed element falls to <body>, and a keyboard
 * or screen-reader user starts again from the top of the page.
 */

/** A place focus may go: an element, or a function that finds one once the page has changed. */
export type FocusCandidate = HTMLElement | null | undefined | (() => HTMLElement | null | undefined);

function usable(element: HTMLElement | null | undefined): element is HTMLElement {
  if (!element?.isConnected) return false;
  if (element.matches(':disabled') || element.closest('[inert], [hidden]')) return false;
  // Hidden by a display:none ancestor (a closed menu, the other layout's copy); browsers without the
  // check (jsdom) get the benefit of the doubt.
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/** Focuses the first usable candidate (a heading or region gets tabindex=-1 to take it); null when none. */
export function returnFocus(...candidates: FocusCandidate[]): HTMLElement | null {
  for (const candidate of candidates) {
    const element = typeof candidate === 'function' ? candidate() : candidate;
    if (!usable(element)) continue;
    if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
    if (document.activeElement === element) return element;
  }
  return null;
}

/** True when nothing on the page holds focus any more (it fell to <body> with a removed element). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * After the change that is about to render (a row deleted, a button swapped), puts focus on the first usable
 * candidate — but only when focus was lost: if the person already moved on, it stays where they are.
 */
export function returnFocusWhenLost(...candidates: FocusCandidate[]): void {
  window.setTimeout(() => {
    if (focusIsLost()) returnFocus(...candidates);
  }, 0);
}

/** The element that has focus now, to give it back later. */
export function currentFocus(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
