import { z } from 'zod';
import { EntityId, plainText } from '../common.js';
import { PriceDirhams, SKU_MAX, StockAmount } from './admin-fields.js';
import { MAX_VARIANTS_PER_PRODUCT } from './products.js';

// Many rows in one request, all or nothing — the variant grid of the edit page and the product
// list's bulk actions.

/** The reasons staff choose for a grid's stock changes (one per save); the ledger keeps it as the note. */
export const VARIANT_STOCK_REASONS = ['stock_count', 'delivery_received', 'damaged', 'correction'] as const;
export type VariantStockReason = (typeof VARIANT_STOCK_REASONS)[number];

const VariantCells = z.object({
  id: EntityId,
  price: PriceDirhams.optional(),
  stock: StockAmount.optional(),
  /** An empty SKU clears it. */
  sku: plainText(SKU_MAX)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
});

/**
 * PATCH /api/admin/products/:id/variants: the grid's price, stock and SKU of several variants at once. A
 * stock change needs `stock_reason` (STOCK_REASON_REQUIRED); it goes through the ledger with that note.
 */
export const AdminBatchVariantsBody = z
  .object({
    variants: z.array(VariantCells).min(1).max(MAX_VARIANTS_PER_PRODUCT),
    stock_reason: z.enum(VARIANT_STOCK_REASONS).optional(),
  })
  .superRefine((body, ctx) => {
    const ids = new Set<number>();
    const skus = new Set<string>();
    body.variants.forEach((variant, v) => {
      if (ids.has(variant.id))
        ctx.addIssue({ code: 'custom', message: 'VALIDATION_FAILED', path: ['variants', v, 'id'] });
      ids.add(variant.id);
      const sku = variant.sku?.toLowerCase();
      if (sku) {
        if (skus.has(sku))
          ctx.addIssue({ code: 'custom', message: 'SKU_TAKEN', path: ['variants', v, 'sku'] });
        skus.add(sku);
      }
    });
  });
export type AdminBatchVariantsBody = z.infer<typeof AdminBatchVariantsBody>;
export type AdminBatchVariantsInput = z.input<typeof AdminBatchVariantsBody>;

/** How many products one bulk action may name (a list page at most). */
export const MAX_BULK_PRODUCTS = 100;
export const PRODUCT_BULK_ACTIONS = ['activate', 'deactivate', 'add_category', 'remove_category'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

const BulkIds = z
  .array(EntityId)
  .min(1)
  .max(MAX_BULK_PRODUCTS)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'VALIDATION_FAILED' });

/** POST /api/admin/products/bulk: one action on the selected products; a category action names its category. */
export const AdminBulkProductsBody = z
  .object({ action: z.enum(PRODUCT_BULK_ACTIONS), ids: BulkIds, category_id: EntityId.optional() })
  .superRefine((body, ctx) => {
    const forCategory = body.action === 'add_category' || body.action === 'remove_category';
    if (forCategory && body.category_id === undefined)
      ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['category_id'] });
  });
export type AdminBulkProductsBody = z.infer<typeof AdminBulkProductsBody>;

/** POST /api/admin/products/bulk-delete (super_admin). */
export const AdminBulkDeleteProductsBody = z.object({ ids: BulkIds });
export type AdminBulkDeleteProductsBody = z.infer<typeof AdminBulkDeleteProductsBody>;

export const AdminBulkProductsResponse = z.object({ success: z.literal(true), count: z.number().int() });
