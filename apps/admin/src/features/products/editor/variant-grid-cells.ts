import { latinDigits } from '@matjar/core';
import { formatRiyalsForInput, parseRiyals } from '../../../ui/money-input-value';
import type { ProductFormVariant } from './product-form';

// The pure side of the variant grid: its editable columns, what a cell's text means, where a key
// moves the focus, and how a block pasted from a spreadsheet fills the grid.

export const GRID_COLUMNS = ['price', 'stock', 'sku'] as const;
export type GridColumn = (typeof GRID_COLUMNS)[number];

/** A cell's text as the input shows it. */
export function cellText(variant: ProductFormVariant, column: GridColumn): string {
  if (column === 'price') return formatRiyalsForInput(variant.price);
  if (column === 'stock') return String(variant.stock);
  return variant.sku;
}

/** The variant with a cell's typed text applied, or null when the text is not a value of that column. */
export function withCell(
  variant: ProductFormVariant,
  column: GridColumn,
  text: string,
): ProductFormVariant | null {
  if (column === 'price') {
    const parsed = parseRiyals(text);
    return parsed.ok && parsed.dirhams !== null ? { ...variant, price: parsed.dirhams } : null;
  }
  if (column === 'stock') {
    const typed = latinDigits(text.trim()).replace(/[,\u066C]/g, '');
    return /^\d{1,9}$/.test(typed) ? { ...variant, stock: Number(typed) } : null;
  }
  return { ...variant, sku: text.trim() };
}

export interface GridPosition {
  row: number;
  column: number;
}

/**
 * Where a key moves the focus from `at` in a grid of `rows` rows, or null when it is not a move. Up and
 * down (and Enter, as spreadsheets do) change row; left and right change column when the caret is at the
 * text's edge, in the page's direction (in Arabic the next column is on the left).
 */
export function moveFor(
  key: string,
  at: GridPosition,
  rows: number,
  caret: { atStart: boolean; atEnd: boolean },
  rtl: boolean,
): GridPosition | null {
  const last = GRID_COLUMNS.length - 1;
  const clampRow = (row: number) => Math.min(rows - 1, Math.max(0, row));
  if (key === 'ArrowDown' || key === 'Enter') return { row: clampRow(at.row + 1), column: at.column };
  if (key === 'ArrowUp') return { row: clampRow(at.row - 1), column: at.column };
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward && caret.atEnd) return { row: at.row, column: Math.min(last, at.column + 1) };
  if (key === back && caret.atStart) return { row: at.row, column: Math.max(0, at.column - 1) };
  return null;
}

/** A spreadsheet's copied block: rows by line, cells by tab; the trailing empty line dropped. */
export function pastedBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/**
 * The variants after pasting `block` with its first cell at `at`: each line fills the next row down, each
 * tab the next column, stopping at the grid's edges. Cells whose text is not a value are listed, not applied.
 */
export function pasteInto(
  variants: readonly ProductFormVariant[],
  at: GridPosition,
  block: readonly (readonly string[])[],
): { variants: ProductFormVariant[]; rejected: GridPosition[] } {
  const next = [...variants];
  const rejected: GridPosition[] = [];
  block.forEach((cells, r) => {
    const row = at.row + r;
    if (row >= next.length) return;
    cells.forEach((text, c) => {
      const column = at.column + c;
      if (column >= GRID_COLUMNS.length) return;
      const changed = withCell(next[row]!, GRID_COLUMNS[column]!, text);
      if (changed) next[row] = changed;
      else rejected.push({ row, column });
    });
  });
  return { variants: next, rejected };
}

/** The saved variants whose price, stock or SKU differ from the server's, as the grid's batch sends them. */
export function changedCells(
  variants: readonly ProductFormVariant[],
  saved: readonly { id: number; price: number; stock: number; sku: string | null }[],
) {
  const byId = new Map(saved.map((v) => [v.id, v]));
  return variants.flatMap((variant) => {
    const stored = variant.id === undefined ? undefined : byId.get(variant.id);
    if (!stored || variant.price === null) return [];
    const cells: { id: number; price?: number; stock?: number; sku?: string } = { id: stored.id };
    if (variant.price !== stored.price) cells.price = variant.price;
    if (variant.stock !== stored.stock) cells.stock = variant.stock;
    if (variant.sku !== (stored.sku ?? '')) cells.sku = variant.sku;
    return Object.keys(cells).length > 1 ? [cells] : [];
  });
}
