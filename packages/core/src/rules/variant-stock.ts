// Changing a product's variants never drops stock without saying so. The edit page asks before it
// saves, the server refuses a save that drops stock without the acknowledgement; both decide with this.

export interface StoredStock {
  /** The product's own stock (the sum of its variants' while it has any). */
  stock: number;
  variants: readonly { id: number; name: string; name_en?: string | null; stock: number }[];
}

export interface StockDrop {
  /** Saved variants the edit removes that hold stock, with the units they hold. */
  removed: { id: number; name: string; name_en: string | null; stock: number }[];
  /** Units a product without variants holds that stop counting when it gets its first variants. */
  own: number;
  /** Every unit the edit takes away this way (0: nothing to ask). */
  total: number;
}

/** What a save of `variants` (kept ones by id) does to the stock `stored` holds, beyond typed stock changes. */
export function stockDropped(
  stored: StoredStock,
  variants: readonly { id?: number | undefined }[],
): StockDrop {
  const kept = new Set(variants.flatMap((v) => (v.id === undefined ? [] : [v.id])));
  const removed = stored.variants
    .filter((v) => !kept.has(v.id) && v.stock > 0)
    .map((v) => ({ id: v.id, name: v.name, name_en: v.name_en ?? null, stock: v.stock }));
  const own = stored.variants.length === 0 && variants.length > 0 ? Math.max(0, stored.stock) : 0;
  return { removed, own, total: own + removed.reduce((sum, v) => sum + v.stock, 0) };
}
