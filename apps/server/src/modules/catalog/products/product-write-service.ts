import { eq, inArray, sql } from 'drizzle-orm';
import {
  AppError,
  STOCK_NOTE_PRODUCT_EDIT,
  stockDropped,
  type AdminCreateProductBody,
  type AdminProductDetail,
  type AdminUpdateProductBody,
} from '@matjar/core';
import { brands, categories, products, type Db, type DbTransaction } from '@matjar/db';
import { CHANNELS } from '../../../events/channels.js';
import { fieldIssue } from '../../../http/field-issue.js';
import { uniqueViolation } from '../../../sql/postgres-errors.js';
import { notify } from '../../../events/notify.js';
import { changedFields, recordActivity, type ActivityActor } from '../../audit/index.js';
import { requireShopImages, type NamedImage } from '../../media/index.js';
import { changeStock, recordCreatedStock, type StockActor } from '../../stock/index.js';
import { createProductDetailRepository, type AdminProductState } from './product-detail-repository.js';
import {
  productImageUrls,
  replaceCategoryLinks,
  saveImages,
  saveOptions,
  saveVariants,
} from './product-children.js';
import { assertSpecialOfferRoom, lockSpecialOffers } from './special-offer-limit.js';
import { dropProductFromHomepage } from './homepage-product-references.js';

type Body = AdminCreateProductBody;

export interface ProductWriteDeps {
  db: Db;
  /** Whether an address is a file the shop stores (the media service's check). */
  isShopImage: (url: string) => Promise<boolean>;
  /** Deletes uploads no row refers to any more; called after the transaction that dropped them commits. */
  releaseMedia: (urls: Iterable<string | null | undefined>) => Promise<unknown>;
}

export const stockActor = (actor: ActivityActor): StockActor => ({
  adminUserId: actor.id,
  username: actor.username,
});

async function assertReferences(tx: DbTransaction, body: Body): Promise<void> {
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, body.brand_id));
  if (!brand) throw new AppError('BRAND_NOT_FOUND');
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, body.category_ids));
  if (found.length !== new Set(body.category_ids).size) throw new AppError('CATEGORY_NOT_FOUND');
}

/**
 * A SKU names one thing in the whole shop, a product or a variant, whichever table holds it (feeds and
 * structured data use it as the item's id): the product's own SKU against every other product and every
 * other product's variants, its variants' SKUs against every other product's own. Variants against variants
 * are the database's unique constraint; the same SKU twice in one form is the schema's rule.
 */
export async function assertSkusFree(tx: DbTransaction, productId: number | null, body: Body): Promise<void> {
  const other = productId ?? 0;
  if (body.sku) {
    const held = await tx.execute(sql`
      SELECT 1 FROM products WHERE lower(sku) = lower(${body.sku}) AND id <> ${other}
      UNION ALL
      SELECT 1 FROM product_variants WHERE lower(sku) = lower(${body.sku}) AND product_id <> ${other}
      LIMIT 1`);
    if (held.rows.length) throw fieldIssue('SKU_TAKEN', {}, ['sku']);
  }
  const variantSkus = body.variants.flatMap((v) => (v.sku ? [v.sku.toLowerCase()] : []));
  if (variantSkus.length) {
    const held = await tx.execute<{ sku: string }>(sql`
      SELECT lower(sku) AS sku FROM products
      WHERE lower(sku) IN (SELECT jsonb_array_elements_text(${JSON.stringify(variantSkus)}::jsonb))
        AND id <> ${other}
      LIMIT 1`);
    const taken = held.rows[0]?.sku;
    if (taken !== undefined) {
      const index = body.variants.findIndex((v) => v.sku?.toLowerCase() === taken);
      throw fieldIssue('SKU_TAKEN', {}, ['variants', index, 'sku']);
    }
  }
}

/** A product with variants holds the sum of its variants' stock; without, the stock the form gives. */
export const productStock = (body: Body) =>
  body.variants.length ? body.variants.reduce((sum, v) => sum + v.stock, 0) : body.stock;

/** The product's own columns from the form; the discount's author is the signed-in staff member (§2). */
export function productColumns(body: Body, discountAddedBy: string | null) {
  return {
    name: body.name,
    nameEn: body.name_en,
    description: body.description,
    descriptionEn: body.description_en,
    price: body.price,
    // Absent (a role without products.cost, or a form without the field): the stored cost stays (decision 026).
    ...(body.cost_price === undefined ? {} : { costPrice: body.cost_price }),
    categoryId: body.category_ids[0]!,
    brandId: body.brand_id,
    isActive: body.is_active,
    isSpecialOffer: body.is_special_offer,
    // Absent (an import or a form without the field): the product keeps its mark (decision 049).
    ...(body.is_serialized === undefined ? {} : { isSerialized: body.is_serialized }),
    // Absent (an older CSV, a client without the fields): the stored identifiers stay.
    ...(body.sku === undefined ? {} : { sku: body.sku }),
    ...(body.gtin === undefined ? {} : { gtin: body.gtin }),
    ...(body.mpn === undefined ? {} : { mpn: body.mpn }),
    discountType: body.discount_type,
    discountValue: body.discount_type ? body.discount_value : 0,
    discountAddedBy: body.discount_type ? discountAddedBy : null,
    variantOptionName: body.variant_option_name,
    variantOptionNameAr: body.variant_option_name_ar,
  };
}

/** The discount keeps its author unless staff change it; a new type or value is the signed-in member's. */
export function discountAuthor(before: AdminProductState, body: Body, username: string): string | null {
  const unchanged =
    before.discount_type === body.discount_type && before.discount_value === body.discount_value;
  return unchanged ? before.discount_added_by : username;
}

/** What the activity log keeps of a product: its fields and the size of each set, not every row. */
export function logged(product: AdminProductState & { stock_history?: unknown; restock_waiting?: unknown }) {
  // The stock history and the shoppers waiting for a restock are read beside the product, not fields staff edit.
  const {
    stock_history: _history,
    restock_waiting: _waiting,
    images,
    options,
    variants,
    ...fields
  } = product;
  return {
    ...fields,
    images: images.map((i) => i.url),
    options: options.map((o) => `${o.option_name}: ${o.values.map((v) => v.value).join(', ')}`),
    variants: variants.map((v) => `${v.name} (${v.stock})`),
  };
}

/** Every picture the form names, with its field: the gallery's, then each colour value's. */
function namedImages(body: Body): NamedImage[] {
  return [
    ...body.images.map((image, i) => ({ url: image.url, path: ['images', i, 'url'] })),
    ...body.options.flatMap((option, o) =>
      option.values.flatMap((value, v) =>
        value.images.map((url, i) => ({ url, path: ['options', o, 'values', v, 'images', i] })),
      ),
    ),
  ];
}

/** Two saves at once claiming one SKU: the second meets the unique constraint, answered as the check would. */
function productSkuTaken(error: unknown): never {
  if (uniqueViolation(error) === 'products_sku_unique') {
    throw fieldIssue('SKU_TAKEN', {}, ['sku']);
  }
  throw error;
}

/** Announces a catalogue edit: lists (which products, in what order) may change, so every cache empties. */
export const announceCatalogEdit = (tx: DbTransaction) => notify(tx, CHANNELS.catalogChanged, '{}');

/** Creates a product in the caller's transaction. Its first stock is an 'initial' movement. */
export async function createProductInTx(
  tx: DbTransaction,
  actor: ActivityActor,
  body: Body,
): Promise<AdminProductDetail> {
  if (body.is_special_offer) {
    await lockSpecialOffers(tx);
    await assertSpecialOfferRoom(tx, null);
  }
  await assertReferences(tx, body);
  await assertSkusFree(tx, null, body);
  const stock = productStock(body);
  const [row] = await tx
    .insert(products)
    .values({ ...productColumns(body, actor.username), stock })
    .returning({ id: products.id })
    .catch(productSkuTaken);
  const productId = row!.id;
  await replaceCategoryLinks(tx, productId, body.category_ids);
  const values = await saveOptions(tx, productId, body.options);
  const { created } = await saveVariants(tx, productId, body.variants, []);
  const image = await saveImages(tx, productId, body.images, values);
  await tx.update(products).set({ image }).where(eq(products.id, productId));
  await recordCreatedStock(
    tx,
    [
      { productId, variantId: null, stock },
      ...created.map((v) => ({ productId, variantId: v.id, stock: v.stock })),
    ],
    stockActor(actor),
  );
  const product = (await createProductDetailRepository(tx).loadAdminProduct(productId))!;
  await recordActivity(tx, actor, {
    action: 'CREATE',
    entityType: 'product',
    entityId: productId,
    entityName: product.name,
    new: logged(product),
    description: `Created product ${product.name}`,
  });
  await announceCatalogEdit(tx);
  return product;
}

/**
 * Saves the whole product in the caller's transaction: product, links, images, options and values, variants.
 * Returns the saved product and the picture addresses it no longer refers to (release them after commit).
 */
export async function updateProductInTx(
  tx: DbTransaction,
  actor: ActivityActor,
  id: number,
  body: AdminUpdateProductBody,
): Promise<{ product: AdminProductDetail; droppedUrls: string[] }> {
  if (body.is_special_offer) await lockSpecialOffers(tx);
  const locked = await tx.execute<{ id: number; stock: number; is_special_offer: boolean }>(
    sql`SELECT id, stock, is_special_offer FROM products WHERE id = ${id} FOR UPDATE`,
  );
  const current = locked.rows[0];
  if (!current) throw new AppError('PRODUCT_NOT_FOUND');
  const storedVariants = await tx.execute<{ id: number; name: string; stock: number }>(
    sql`SELECT id, name, stock FROM product_variants WHERE product_id = ${id} ORDER BY id FOR UPDATE`,
  );
  // Units never vanish with the variants that held them unless the staff member saw it and agreed.
  const dropped = stockDropped({ stock: current.stock, variants: storedVariants.rows }, body.variants);
  if (dropped.total > 0 && !body.stock_drop_acknowledged) {
    throw new AppError('STOCK_DROP_UNCONFIRMED', { units: dropped.total });
  }
  if (body.is_special_offer && !current.is_special_offer) await assertSpecialOfferRoom(tx, id);
  await assertReferences(tx, body);
  await assertSkusFree(tx, id, body);
  const before = (await createProductDetailRepository(tx).loadAdminProduct(id))!;
  const urlsBefore = [...(await productImageUrls(tx, id)), before.image];

  const addedBy = discountAuthor(before, body, actor.username);
  await tx
    .update(products)
    .set({ ...productColumns(body, addedBy), updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .catch(productSkuTaken);
  await replaceCategoryLinks(tx, id, body.category_ids);
  const values = await saveOptions(tx, id, body.options);
  const { created, kept } = await saveVariants(tx, id, body.variants, storedVariants.rows);
  const image = await saveImages(tx, id, body.images, values);
  await tx.update(products).set({ image }).where(eq(products.id, id));

  // Stock moves through the ledger: each kept variant by its difference (its product with it), new
  // variants start with an 'initial' movement, and the product's own row takes what remains to reach
  // its new level (a removed variant's units, or the form's stock for a product without variants).
  await recordCreatedStock(
    tx,
    created.map((v) => ({ productId: id, variantId: v.id, stock: v.stock })),
    stockActor(actor),
  );
  const storedStock = new Map(storedVariants.rows.map((v) => [v.id, v.stock]));
  const variantLines = kept.map((v) => ({
    productId: id,
    variantId: v.id,
    delta: v.stock - storedStock.get(v.id)!,
  }));
  const movedByVariants = variantLines.reduce((sum, line) => sum + line.delta, 0);
  const rest = productStock(body) - current.stock - movedByVariants;
  await changeStock(tx, [...variantLines, { productId: id, variantId: null, delta: rest }], {
    reason: 'manual_adjustment',
    actor: stockActor(actor),
    note: STOCK_NOTE_PRODUCT_EDIT,
    short: () => new AppError('STOCK_WHOLE_NUMBER'),
  });

  const after = (await createProductDetailRepository(tx).loadAdminProduct(id))!;
  const urlsAfter = new Set([...(await productImageUrls(tx, id)), after.image]);
  const droppedUrls = urlsBefore.filter((url): url is string => !!url && !urlsAfter.has(url));
  const diff = changedFields(logged(before), logged(after));
  await recordActivity(tx, actor, {
    action: 'UPDATE',
    entityType: 'product',
    entityId: id,
    entityName: after.name,
    old: diff.old,
    new: diff.new,
    description: `Updated product ${after.name}`,
  });
  await announceCatalogEdit(tx);
  return { product: after, droppedUrls };
}

export function createProductWriteService(deps: ProductWriteDeps) {
  const { db } = deps;

  return {
    async create(actor: ActivityActor, body: Body): Promise<AdminProductDetail> {
      await requireShopImages(namedImages(body), { isShopImage: deps.isShopImage });
      return db.transaction((tx) => createProductInTx(tx, actor, body));
    },

    /** The edit page's Save: product, links, images, options and values, variants — all or nothing. */
    async update(
      actor: ActivityActor,
      id: number,
      body: AdminUpdateProductBody,
    ): Promise<AdminProductDetail> {
      const { product, droppedUrls } = await db.transaction(async (tx) => {
        // The pictures it has stay acceptable: saving a price never fails on one stored long ago.
        const [stored] = await tx.select({ image: products.image }).from(products).where(eq(products.id, id));
        const kept = stored ? [...(await productImageUrls(tx, id)), stored.image] : [];
        await requireShopImages(namedImages(body), { isShopImage: deps.isShopImage, kept });
        return updateProductInTx(tx, actor, id, body);
      });
      await deps.releaseMedia(droppedUrls);
      return product;
    },

    /** super_admin only (permission table). Past orders keep their lines: order_items.product_id is set null. */
    async remove(actor: ActivityActor, id: number): Promise<void> {
      let urls: string[] = [];
      await db.transaction(async (tx) => {
        const before = await createProductDetailRepository(tx).loadAdminProduct(id);
        if (!before) throw new AppError('PRODUCT_NOT_FOUND');
        urls = [...(await productImageUrls(tx, id)), ...(before.image ? [before.image] : [])];
        await tx.delete(products).where(eq(products.id, id));
        await dropProductFromHomepage(tx, id);
        await recordActivity(tx, actor, {
          action: 'DELETE',
          entityType: 'product',
          entityId: id,
          entityName: before.name,
          old: logged(before),
          description: `Deleted product ${before.name}`,
        });
        await announceCatalogEdit(tx);
      });
      await deps.releaseMedia(urls);
    },
  };
}
export type ProductWriteService = ReturnType<typeof createProductWriteService>;
