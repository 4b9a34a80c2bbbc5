// The pure side of SortableList's keyboard: which way an arrow moves an item in the list, and what is said.
import type { Direction } from '../i18n/translate';

export type SortableOrientation = 'vertical' | 'horizontal' | 'grid';

/**
 * The step an arrow key moves the dragged item through the list (+1 later, -1 earlier), or 0 when the key
 * does not move it this way. In a row of items the arrow points where the item goes: in Arabic the list
 * runs right to left, so ArrowLeft moves it later. A grid (wrapping rows) steps through its reading order
 * with the side arrows and leaves Up/Down to the geometric move between rows.
 */
export function arrowStep(code: string, orientation: SortableOrientation, dir: Direction): -1 | 0 | 1 {
  if (orientation === 'vertical') {
    if (code === 'ArrowDown') return 1;
    if (code === 'ArrowUp') return -1;
    return 0;
  }
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (code === forward) return 1;
  if (code === backward) return -1;
  return 0;
}

/** The index an item lands on after a step, kept inside the list. */
export function steppedIndex(index: number, step: number, length: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(0, length - 1));
}

/** A position as people count it: the first item is 1. */
export function positionOf(
  ids: readonly (string | number)[],
  id: string | number | undefined,
): number | null {
  if (id === undefined) return null;
  const index = ids.indexOf(id);
  return index === -1 ? null : index + 1;
}
