import { z } from 'zod';
import { GIFT_CODE_IMPORT_MAX_CHARS } from '../../rules/gift-card-inventory.js';
import { Dirhams, EntityId, IsoDateTime, rawText, requiredText } from '../common.js';

// The back office's code inventory of brand gift cards: counts per card and denomination (never a code),
// the import's preview and confirmation, the low-codes threshold.

export const GIFT_CODE_BATCH_NAME_MAX = 120;
export const GIFT_CODE_PROBLEMS = [
  'malformed_code',
  'malformed_pin',
  'malformed_serial',
  'malformed_expiry',
  'expired',
  'malformed_cost',
  'malformed_value',
  'unknown_value',
  'duplicate_in_file',
  'duplicate_existing',
] as const;

/** One denomination of a brand card: its codes by state. */
export const AdminGiftCodeStock = z.object({
  product_id: EntityId,
  variant_id: EntityId.nullable(),
  product_name: z.string(),
  product_name_en: z.string().nullable(),
  brand_name: z.string().nullable(),
  brand_name_en: z.string().nullable(),
  /** Face value in dirhams. */
  value: Dirhams,
  available: z.number().int().nonnegative(),
  reserved: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  faulty: z.number().int().nonnegative(),
  /** The card's threshold: at or below it the low-codes alert shows. */
  low_threshold: z.number().int().nonnegative(),
  low: z.boolean(),
  /** Codes loaded as the demo shop's (not real codes). */
  demo: z.number().int().nonnegative(),
});
export type AdminGiftCodeStock = z.infer<typeof AdminGiftCodeStock>;

export const AdminGiftCodeBatch = z.object({
  id: EntityId,
  product_id: EntityId,
  name: z.string(),
  count: z.number().int().nonnegative(),
  imported_by: z.string(),
  created_at: IsoDateTime,
});

export const AdminGiftCodeInventoryResponse = z.object({
  cards: z.array(AdminGiftCodeStock),
  batches: z.array(AdminGiftCodeBatch),
});
export type AdminGiftCodeInventoryResponse = z.infer<typeof AdminGiftCodeInventoryResponse>;

/**
 * POST /api/admin/gift-code-inventory/preview and …/import: the same body. The codes go in the body (never an
 * address); `variant_id` is the denomination the lines are for, unless the text has a value column.
 */
export const AdminGiftCodeImportBody = z.object({
  product_id: EntityId,
  variant_id: EntityId.nullable().optional(),
  batch_name: requiredText(GIFT_CODE_BATCH_NAME_MAX),
  text: rawText(GIFT_CODE_IMPORT_MAX_CHARS),
});
export type AdminGiftCodeImportBody = z.infer<typeof AdminGiftCodeImportBody>;

export const AdminGiftCodePreviewResponse = z.object({
  /** Codes that would be stored. */
  valid: z.number().int().nonnegative(),
  empty_lines: z.number().int().nonnegative(),
  per_value: z.array(z.object({ variant_id: EntityId.nullable(), value: Dirhams, count: z.number().int() })),
  /** Each line left out and why (line numbers of the text, 1-based); never the code itself. */
  problems: z.array(z.object({ line: z.number().int().positive(), problem: z.enum(GIFT_CODE_PROBLEMS) })),
  /** Total cost of the valid codes whose cost was given, in dirhams. */
  cost: Dirhams,
});
export type AdminGiftCodePreviewResponse = z.infer<typeof AdminGiftCodePreviewResponse>;

export const AdminGiftCodeImportResponse = z.object({
  batch_id: EntityId,
  imported: z.number().int().nonnegative(),
  per_value: AdminGiftCodePreviewResponse.shape.per_value,
});
export type AdminGiftCodeImportResponse = z.infer<typeof AdminGiftCodeImportResponse>;

export const AdminGiftCodeThresholdBody = z.object({ threshold: z.number().int().min(0).max(100_000) });
export type AdminGiftCodeThresholdBody = z.infer<typeof AdminGiftCodeThresholdBody>;
