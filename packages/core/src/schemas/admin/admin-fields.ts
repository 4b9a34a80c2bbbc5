import { z } from 'zod';
import { GTIN_TEXT_MAX, MPN_MAX, gtinDigits, isValidGtin } from '../../rules/product-identifiers.js';
import { Dirhams, plainText, rawText, requiredText } from '../common.js';
import { MAX_DB_INT } from '../../rules/safe-input.js';

// Field types the back-office catalogue schemas share (products, categories, brands).

/** Name and description lengths: generous for Arabic and English marketing text, bounded for the database. */
export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const URL_MAX = 2_000;
export const SKU_MAX = 64;

/** Stock: a whole number, never below 0 (back-office §5); one message for every way to get it wrong. */
export const StockAmount = z
  .number({ message: 'STOCK_WHOLE_NUMBER' })
  .int({ message: 'STOCK_WHOLE_NUMBER' })
  .min(0, { message: 'STOCK_WHOLE_NUMBER' })
  .max(MAX_DB_INT, { message: 'NUMBER_OUT_OF_RANGE' });

/** A price in dirhams (QAR with two decimals, step 0.01), bounded by the database column. */
export const PriceDirhams = Dirhams.max(MAX_DB_INT, { message: 'NUMBER_OUT_OF_RANGE' });

/** Optional text (an English name, a second label): empty or missing is null; the storefront falls back. */
export const textOrNull = (max: number) =>
  plainText(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** An image: an uploaded or seeded address (POST /api/admin/media answers one), or an emoji for icons (D17). */
export const ImageAddress = requiredText(URL_MAX);

/** #rrggbb, as the colour picker gives it. */
export const ColorHex = rawText(7).regex(/^#[0-9a-fA-F]{6}$/, { message: 'INVALID_COLOR' });

/** A SKU: the shop's own code for an item; empty is none. */
export const SkuText = plainText(SKU_MAX).transform((value) => (value ? value : null));

/**
 * A GTIN as typed, kept as its digits (core gtinDigits); empty is none. A number whose check digit is wrong is
 * refused with its own code, so the form says which field and why.
 */
export const GtinText = plainText(GTIN_TEXT_MAX)
  .transform((value) => (value ? gtinDigits(value) : null))
  .refine((value) => value === null || isValidGtin(value), { message: 'GTIN_INVALID' });

/** The maker's part number as written; empty is none. */
export const MpnText = plainText(MPN_MAX).transform((value) => (value ? value : null));
