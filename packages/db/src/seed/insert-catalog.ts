import { sql } from 'drizzle-orm';
import type { Db } from '../client/types.js';
import {
  brands,
  categories,
  productCategories,
  productImages,
  productOptionValues,
  productOptions,
  productVariants,
  products,
  reviews,
} from '../schema/index.js';
import { arrivalHoursAgo } from './catalog/arrivals.js';
import { SEED_BRANDS } from './catalog/brands.js';
import { SEED_CATEGORIES } from './catalog/categories.js';
import { COLOR_OPTION, type PlannedProduct } from './catalog/plan.js';
import { STORAGE_OPTION } from './catalog/palette.js';
import { REVIEW_POOL } from './content/reviews.js';
import type { seedMediaUrls } from './images/draw-catalog.js';

type Urls = ReturnType<typeof seedMediaUrls>;

/** After rows with explicit ids, move the identity sequence past them so later inserts do not collide. */
export async function resetIdentity(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${sql.identifier(table)}), false)`,
  );
}

export async function insertCategoriesAndBrands(db: Db, urls: Urls): Promise<void> {
  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((c) => ({ id: c.id, name: c.ar, nameEn: c.en, icon: urls.category(c) })));
  await db
    .insert(brands)
    .values(SEED_BRANDS.map((b) => ({ id: b.id, name: b.ar, nameEn: b.en, icon: urls.brand(b.id) })));
  await resetIdentity(db, 'categories');
  await resetIdentity(db, 'brands');
}

/** Inserts one product with its links, options, variants and pictures; returns the new product's id. */
async function insertProduct(
  db: Db,
  plan: PlannedProduct,
  urls: Urls,
  discountAddedBy: string,
  createdAt: Date,
): Promise<number> {
  const p = plan.source;
  const [row] = await db
    .insert(products)
    .values({
      name: p.nameAr,
      nameEn: p.nameEn,
      description: p.descriptionAr,
      descriptionEn: p.descriptionEn,
      price: plan.price,
      image: urls.product(plan.pictures[0]!.name),
      categoryId: p.categories[0]!,
      brandId: plan.brandId,
      stock: plan.stock,
      isActive: p.isActive ?? true,
      isSpecialOffer: p.specialOffer ?? false,
      isSerialized: p.serialized ?? false,
      discountType: plan.discountType,
      discountValue: plan.discountValue,
      discountAddedBy: plan.discountType ? discountAddedBy : null,
      variantOptionName: plan.variantOptionName,
      variantOptionNameAr: plan.variantOptionNameAr,
      createdAt,
    })
    .returning({ id: products.id });
  const productId = row!.id;
  await db.insert(productCategories).values(p.categories.map((categoryId) => ({ productId, categoryId })));

  // Options in the order the product page lists them (oldest first): the text option, then colour.
  const colorValueIds: number[] = [];
  if (p.sizes?.length) {
    const label = p.sizeOption ?? STORAGE_OPTION;
    const [option] = await db
      .insert(productOptions)
      .values({ productId, optionName: label.ar, optionNameEn: label.en, optionType: 'text' })
      .returning({ id: productOptions.id });
    await db.insert(productOptionValues).values(
      p.sizes.map((size, displayOrder) => ({
        optionId: option!.id,
        value: size.labelAr ?? size.label,
        valueEn: size.label,
        displayOrder,
      })),
    );
  }
  if (p.colors?.length) {
    const [option] = await db
      .insert(productOptions)
      .values({ productId, optionName: COLOR_OPTION.ar, optionNameEn: COLOR_OPTION.en, optionType: 'color' })
      .returning({ id: productOptions.id });
    const values = await db
      .insert(productOptionValues)
      .values(
        p.colors.map((c, displayOrder) => ({
          optionId: option!.id,
          value: c.ar,
          valueEn: c.en,
          colorHex: c.hex,
          displayOrder,
        })),
      )
      .returning({ id: productOptionValues.id });
    colorValueIds.push(...values.map((v) => v.id));
  }
  if (plan.variants.length) {
    await db.insert(productVariants).values(
      plan.variants.map((v) => ({
        productId,
        name: v.name,
        nameEn: v.nameEn,
        price: v.price,
        stock: v.stock,
        sku: v.sku,
        attributes: v.attributes,
        denomination: v.denomination,
      })),
    );
  }
  await db.insert(productImages).values(
    plan.pictures.map((picture, displayOrder) => ({
      productId,
      imageUrl: urls.product(picture.name),
      displayOrder,
      optionValueId: picture.colorIndex === null ? null : (colorValueIds[picture.colorIndex] ?? null),
    })),
  );
  return productId;
}

/**
 * Inserts every product in order, each dated when it arrived (catalog/arrivals.ts); returns product ids by
 * slug for content that refers to products.
 */
export async function insertProducts(
  db: Db,
  plans: readonly PlannedProduct[],
  urls: Urls,
  discountAddedBy: string,
  now: Date,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const hoursAgo = arrivalHoursAgo(plans.map((plan) => plan.source));
  for (const [index, plan] of plans.entries()) {
    const createdAt = new Date(now.getTime() - hoursAgo[index]! * 3_600_000);
    ids.set(plan.source.slug, await insertProduct(db, plan, urls, discountAddedBy, createdAt));
  }
  return ids;
}

/**
 * Deals reviews over the products: four products in five get 1–4 reviews, dated over the last months. Reviews
 * from a seeded customer are verified (departure D9: verified only when the reviewer bought the product).
 */
export async function insertReviews(
  db: Db,
  productIds: readonly number[],
  customerIdByName: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const rows: (typeof reviews.$inferInsert)[] = [];
  let dealt = 0;
  productIds.forEach((productId, index) => {
    if (index % 5 === 4) return;
    const count = 1 + ((index * 7) % 4);
    for (let n = 0; n < count; n++) {
      const review = REVIEW_POOL[dealt++ % REVIEW_POOL.length]!;
      const customerId = customerIdByName.get(review.name) ?? null;
      rows.push({
        productId,
        customerId,
        customerName: review.name,
        comment: review.comment,
        rating: review.rating,
        verified: customerId !== null,
        locale: review.locale,
        createdAt: new Date(now.getTime() - (dealt * 37 + n * 11) * 3_600_000),
      });
    }
  });
  await db.insert(reviews).values(rows);
}
