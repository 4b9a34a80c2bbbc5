import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { AppError, type AdminCreateProductBody } from '@matjar/core';
import {
  productCategories,
  productImages,
  productOptionValues,
  productOptions,
  productVariants,
  type DbTransaction,
} from '@matjar/db';
import { uniqueViolation } from '../../../sql/postgres-errors.js';

// The parts of a product the edit form sends as whole sets (back-office §7 product save sequence): each set
// replaces the stored one — kept rows (by id) are updated, missing ones deleted, new ones inserted.

type Body = AdminCreateProductBody;

/** An id in the request that is not one of this product's rows: a stale form or a forged request. */
function foreign(path: string): AppError {
  return new AppError('VALIDATION_FAILED', { field: path });
}

function keep<T extends { id?: number | undefined }>(
  wanted: readonly T[],
  existing: ReadonlySet<number>,
  path: string,
) {
  const ids = wanted.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  for (const id of ids) if (!existing.has(id)) throw foreign(path);
  if (new Set(ids).size !== ids.length) throw foreign(path);
  return ids;
}

export async function replaceCategoryLinks(
  tx: DbTransaction,
  productId: number,
  categoryIds: readonly number[],
) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx.insert(productCategories).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
}

/** Saves options and their values; returns the id of every value by the request's key and by its own id. */
export async function saveOptions(
  tx: DbTransaction,
  productId: number,
  options: Body['options'],
): Promise<{ byKey: Map<string, number>; valueIds: Set<number> }> {
  const stored = await tx
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.productId, productId));
  const keptOptions = keep(options, new Set(stored.map((o) => o.id)), 'options');
  await tx
    .delete(productOptions)
    .where(
      and(
        eq(productOptions.productId, productId),
        keptOptions.length ? notInArray(productOptions.id, keptOptions) : sql`true`,
      ),
    );
  const byKey = new Map<string, number>();
  const valueIds = new Set<number>();
  for (const option of options) {
    const fields = {
      optionName: option.option_name,
      optionNameEn: option.option_name_en,
      optionType: option.option_type,
    };
    let optionId = option.id;
    if (optionId === undefined) {
      const [row] = await tx
        .insert(productOptions)
        .values({ productId, ...fields })
        .returning({ id: productOptions.id });
      optionId = row!.id;
    } else {
      await tx.update(productOptions).set(fields).where(eq(productOptions.id, optionId));
    }
    const storedValues = await tx
      .select({ id: productOptionValues.id })
      .from(productOptionValues)
      .where(eq(productOptionValues.optionId, optionId));
    const keptValues = keep(option.values, new Set(storedValues.map((v) => v.id)), 'options.values');
    await tx
      .delete(productOptionValues)
      .where(
        and(
          eq(productOptionValues.optionId, optionId),
          keptValues.length ? notInArray(productOptionValues.id, keptValues) : sql`true`,
        ),
      );
    for (const [displayOrder, value] of option.values.entries()) {
      const valueFields = {
        value: value.value,
        valueEn: value.value_en,
        // The colour picker belongs to colour options only (back-office §2).
        colorHex: option.option_type === 'color' ? value.color_hex : null,
        images: value.images,
        displayOrder,
      };
      let valueId = value.id;
      if (valueId === undefined) {
        const [row] = await tx
          .insert(productOptionValues)
          .values({ optionId, ...valueFields })
          .returning({ id: productOptionValues.id });
        valueId = row!.id;
      } else {
        await tx.update(productOptionValues).set(valueFields).where(eq(productOptionValues.id, valueId));
      }
      valueIds.add(valueId);
      if (value.key !== undefined) byKey.set(value.key, valueId);
    }
  }
  return { byKey, valueIds };
}

export interface StoredVariant {
  id: number;
  stock: number;
}

/**
 * Saves the variants except their stock levels, which move through the stock ledger: returns the variants
 * created (with the stock they start with) and the stock each kept variant should now hold.
 */
export async function saveVariants(
  tx: DbTransaction,
  productId: number,
  variants: Body['variants'],
  stored: readonly StoredVariant[],
): Promise<{ created: { id: number; stock: number }[]; kept: { id: number; stock: number }[] }> {
  const keptIds = keep(variants, new Set(stored.map((v) => v.id)), 'variants');
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keptIds.length ? notInArray(productVariants.id, keptIds) : sql`true`,
      ),
    );
  const created: { id: number; stock: number }[] = [];
  const kept: { id: number; stock: number }[] = [];
  try {
    for (const variant of variants) {
      const fields = {
        name: variant.name,
        nameEn: variant.name_en,
        price: variant.price ?? 0,
        ...(variant.cost_price === undefined ? {} : { costPrice: variant.cost_price }),
        sku: variant.sku,
        // Absent (an older CSV, a client without the fields): the stored numbers stay.
        ...(variant.gtin === undefined ? {} : { gtin: variant.gtin }),
        ...(variant.mpn === undefined ? {} : { mpn: variant.mpn }),
        attributes: variant.attributes ?? null,
        isActive: variant.is_active,
      };
      if (variant.id === undefined) {
        const [row] = await tx
          .insert(productVariants)
          .values({ productId, ...fields, stock: variant.stock })
          .returning({ id: productVariants.id });
        created.push({ id: row!.id, stock: variant.stock });
      } else {
        await tx.update(productVariants).set(fields).where(eq(productVariants.id, variant.id));
        kept.push({ id: variant.id, stock: variant.stock });
      }
    }
  } catch (error) {
    if (uniqueViolation(error) === 'product_variants_sku_unique') throw new AppError('SKU_TAKEN');
    throw error;
  }
  return { created, kept };
}

/** Saves the pictures in the request's order (the first is the main one); returns the main image's address. */
export async function saveImages(
  tx: DbTransaction,
  productId: number,
  images: Body['images'],
  values: { byKey: Map<string, number>; valueIds: Set<number> },
): Promise<string | null> {
  const stored = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const keptIds = keep(images, new Set(stored.map((i) => i.id)), 'images');
  await tx
    .delete(productImages)
    .where(
      and(
        eq(productImages.productId, productId),
        keptIds.length ? notInArray(productImages.id, keptIds) : sql`true`,
      ),
    );
  for (const [displayOrder, image] of images.entries()) {
    let optionValueId: number | null = null;
    if (image.option_value_key != null) optionValueId = values.byKey.get(image.option_value_key) ?? null;
    else if (image.option_value_id != null) {
      if (!values.valueIds.has(image.option_value_id)) throw foreign('images.option_value_id');
      optionValueId = image.option_value_id;
    }
    const fields = { imageUrl: image.url, displayOrder, optionValueId };
    if (image.id === undefined) await tx.insert(productImages).values({ productId, ...fields });
    else await tx.update(productImages).set(fields).where(eq(productImages.id, image.id));
  }
  return images[0]?.url ?? null;
}

/** Every image address a product refers to (gallery, main image, colour values' pictures). */
export async function productImageUrls(tx: DbTransaction, productId: number): Promise<string[]> {
  const gallery = await tx
    .select({ url: productImages.imageUrl })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const options = await tx
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.productId, productId));
  const valueImages = options.length
    ? await tx
        .select({ images: productOptionValues.images })
        .from(productOptionValues)
        .where(
          inArray(
            productOptionValues.optionId,
            options.map((o) => o.id),
          ),
        )
    : [];
  return [...gallery.map((g) => g.url), ...valueImages.flatMap((v) => v.images)];
}
