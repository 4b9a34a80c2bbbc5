import type { KeyboardEvent } from 'react';

/**
 * The keyboard of a radio group made of buttons (role="radio"), for choices drawn as swatches, thumbnails or
 * cards that a native radio cannot look like. As with native radios: Tab enters the group once, on the
 * chosen value (or the first); the arrow keys move to the next or previous value and choose it, wrapping at
 * the ends; left and right follow the reading direction (in Arabic the left arrow goes on); values that
 * cannot be chosen (disabled) are skipped; Space chooses the focused value (it is a button).
 */
export function radioArrowStep(key: string, direction: 'rtl' | 'ltr'): 1 | -1 | null {
  switch (key) {
    case 'ArrowDown':
      return 1;
    case 'ArrowUp':
      return -1;
    case 'ArrowRight':
      return direction === 'rtl' ? -1 : 1;
    case 'ArrowLeft':
      return direction === 'rtl' ? 1 : -1;
    default:
      return null;
  }
}

/** onKeyDown of the role="radiogroup" element: moves to, focuses and chooses (clicks) the next value. */
export function moveInRadioGroup(event: KeyboardEvent<HTMLElement>, direction: 'rtl' | 'ltr'): void {
  const step = radioArrowStep(event.key, direction);
  if (step === null || event.altKey || event.ctrlKey || event.metaKey) return;
  const radios = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]:not(:disabled)'),
  );
  const at = radios.findIndex((radio) => radio === event.target);
  if (at < 0 || radios.length === 0) return;
  event.preventDefault();
  const next = radios[(at + step + radios.length) % radios.length]!;
  next.focus();
  if (next.getAttribute('aria-checked') !== 'true') next.click();
}

/** Which value takes Tab: the chosen one, or with none chosen the first that can be chosen (-1: none). */
export function radioTabStop(values: readonly { checked: boolean; disabled?: boolean }[]): number {
  const chosen = values.findIndex((value) => value.checked);
  return chosen >= 0 ? chosen : values.findIndex((value) => !value.disabled);
}
