import { describe, expect, it } from 'vitest';
import type { ProductFormVariant } from './product-form';
import { changedCells, moveFor, pasteInto, pastedBlock, withCell } from './variant-grid-cells';

const variant = (id: number, price: number, stock: number, sku = ''): ProductFormVariant => ({
  key: `variant-${id}`,
  id,
  name: `v${id}`,
  name_en: '',
  price,
  stock,
  sku,
  gtin: '',
  mpn: '',
  attributes: null,
  is_active: true,
});

const rows = [variant(1, 100_000, 5), variant(2, 100_000, 3), variant(3, 100_000, 0)];
const caret = { atStart: true, atEnd: true };

describe('variant grid cells', () => {
  it('reads riyals, whole stock (Arabic digits too) and SKUs; refuses what is not a value', () => {
    expect(withCell(rows[0]!, 'price', '4,199.50')?.price).toBe(419_950);
    expect(withCell(rows[0]!, 'stock', '١٢')?.stock).toBe(12);
    expect(withCell(rows[0]!, 'stock', '-1')).toBeNull();
    expect(withCell(rows[0]!, 'price', 'abc')).toBeNull();
    expect(withCell(rows[0]!, 'sku', ' IP-16 ')?.sku).toBe('IP-16');
  });

  it('moves with arrows and Enter, left and right in the page’s direction, within the grid', () => {
    expect(moveFor('ArrowDown', { row: 0, column: 1 }, 3, caret, false)).toEqual({ row: 1, column: 1 });
    expect(moveFor('Enter', { row: 2, column: 1 }, 3, caret, false)).toEqual({ row: 2, column: 1 });
    expect(moveFor('ArrowUp', { row: 0, column: 0 }, 3, caret, false)).toEqual({ row: 0, column: 0 });
    expect(moveFor('ArrowRight', { row: 0, column: 0 }, 3, caret, false)).toEqual({ row: 0, column: 1 });
    expect(moveFor('ArrowLeft', { row: 0, column: 0 }, 3, caret, true)).toEqual({ row: 0, column: 1 });
    // Inside the text, the arrow moves the caret, not the focus.
    expect(
      moveFor('ArrowRight', { row: 0, column: 0 }, 3, { atStart: true, atEnd: false }, false),
    ).toBeNull();
    expect(moveFor('a', { row: 0, column: 0 }, 3, caret, false)).toBeNull();
  });

  it('fills a pasted column down from the cell, and a block across, stopping at the edges', () => {
    expect(pastedBlock('7\r\n8\r\n9\r\n')).toEqual([['7'], ['8'], ['9']]);
    const column = pasteInto(rows, { row: 1, column: 1 }, pastedBlock('7\n8\n9\n'));
    expect(column.variants.map((v) => v.stock)).toEqual([5, 7, 8]);
    const block = pasteInto(rows, { row: 0, column: 0 }, pastedBlock('10\t1\tA\n20\tx\tB'));
    expect(block.variants.map((v) => [v.price, v.stock, v.sku])).toEqual([
      [1_000, 1, 'A'],
      [2_000, 3, 'B'],
      [100_000, 0, ''],
    ]);
    expect(block.rejected).toEqual([{ row: 1, column: 1 }]);
  });

  it('sends only the saved variants whose cells changed', () => {
    const saved = rows.map((v) => ({ id: v.id!, price: v.price!, stock: v.stock, sku: null }));
    const edited = [{ ...rows[0]!, stock: 6 }, rows[1]!, { ...rows[2]!, sku: 'R', price: 1 }];
    expect(changedCells(edited, saved)).toEqual([
      { id: 1, stock: 6 },
      { id: 3, price: 1, sku: 'R' },
    ]);
  });
});
