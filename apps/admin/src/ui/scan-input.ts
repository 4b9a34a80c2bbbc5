import type { KeyboardEvent } from 'react';

/**
 * A barcode scanner types as a keyboard: with the Arabic layout active, the keys of "F2LX9" arrive as "ب2مء9".
 * For a field that takes codes (serial numbers, IMEIs), the key's place on the keyboard is what the scanner
 * meant. Handles keydown: a letter or digit key that would type anything but a Latin letter or digit types
 * that key's Latin character instead (upper-case, as codes are printed). Answers whether it did.
 */
export function typeLatinKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return false;
  if (/^[A-Za-z0-9]$/.test(event.key)) return false;
  const key = /^Key([A-Z])$/.exec(event.code)?.[1] ?? /^(?:Digit|Numpad)(\d)$/.exec(event.code)?.[1];
  if (!key) return false;
  event.preventDefault();
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  // Through the native setter and an input event, so a controlled React input sees the change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, input.value.slice(0, start) + key + input.value.slice(end));
  input.setSelectionRange(start + 1, start + 1);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}
