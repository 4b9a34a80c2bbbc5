import { describe, expect, it } from 'vitest';
import { stockDropped } from './variant-stock.js';

const stored = {
  stock: 24,
  variants: [
    { id: 1, name: 'أسود', name_en: 'Black', stock: 20 },
    { id: 2, name: 'أبيض', name_en: 'White', stock: 4 },
    { id: 3, name: 'أحمر', name_en: null, stock: 0 },
  ],
};

describe('stock a variant change drops', () => {
  it('counts removed variants that hold stock, not empty ones', () => {
    expect(stockDropped(stored, [{ id: 1 }, {}])).toEqual({
      removed: [{ id: 2, name: 'أبيض', name_en: 'White', stock: 4 }],
      own: 0,
      total: 4,
    });
    expect(stockDropped(stored, [{ id: 1 }, { id: 2 }]).total).toBe(0);
  });

  it("counts a product's own stock when it gets its first variants (24 units would become 0)", () => {
    expect(stockDropped({ stock: 24, variants: [] }, [{}, {}])).toEqual({ removed: [], own: 24, total: 24 });
    expect(stockDropped({ stock: 24, variants: [] }, []).total).toBe(0);
  });
});
