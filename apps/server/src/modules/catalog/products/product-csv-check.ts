import { sql } from 'drizzle-orm';
import { AdminUpdateProductBody, AppError, MAX_SPECIAL_OFFERS, type ApiIssue } from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import { batches, IMPORT_BATCH, yieldToOthers } from './product-csv-batches.js';
import { readId } from './product-csv-cells.js';
import {
  applyProductRow,
  applyVariantRow,
  cellOf,
  detailToInput,
  validatePlan,
  type ProductPlan,
} from './product-csv-plan.js';
import { cellIssue, type SheetRow } from './product-csv-sheet.js';
import { createProductDetailRepository, type VersionedProduct } from './product-detail-repository.js';

// The import's checks, the dry run's whole work: every row read and validated as the edit form's body, in
// batches on the shared handle with a yield to other requests between them — no transaction is held while a
// file is checked (a 2,000-row dry run in one transaction froze the shop for 15 s).

export type ImportChange = 'create' | 'update' | 'unchanged';

/** One product of the file: its plan, the body it would be saved as, and what saving it would do. */
export interface CheckedProduct {
  plan: ProductPlan;
  body: AdminUpdateProductBody;
  change: ImportChange;
}

export interface CheckedImport {
  /** In the file's order. */
  products: CheckedProduct[];
  /** The version (updated_at) each existing product was read at: the write refuses to apply over another. */
  versions: Map<number, string>;
}

export const importRowsInvalid = (issues: ApiIssue[]) =>
  new AppError(
    'IMPORT_ROWS_INVALID',
    {},
    { issues: issues.sort((a, b) => Number(a.path[0]) - Number(b.path[0])) },
  );

/** Every product a row names by id, read in batches (one query per table and batch). */
async function loadNamedProducts(db: Db, rows: readonly SheetRow[]): Promise<Map<number, VersionedProduct>> {
  const ids = new Set<number>();
  for (const sheet of rows) {
    const id = readId(sheet.cell('id').trim());
    if (id !== undefined) ids.add(id);
  }
  const loaded = new Map<number, VersionedProduct>();
  for (const batch of batches([...ids])) {
    for (const [id, found] of await createProductDetailRepository(db).loadAdminProducts(batch))
      loaded.set(id, found);
    await yieldToOthers();
  }
  return loaded;
}

/** Reads every row into a plan per product, reporting rows that cannot name what they change. */
async function planSheet(db: Db, rows: readonly SheetRow[], issues: ApiIssue[]) {
  const loaded = await loadNamedProducts(db, rows);
  const plans: ProductPlan[] = [];
  const byId = new Map<number, ProductPlan>();
  const seen = new Set<string>();
  const planFor = (id: number, row: number) => {
    let plan = byId.get(id);
    const existing = loaded.get(id)?.product;
    if (!plan && existing) {
      plan = {
        existing,
        productRow: null,
        firstRow: row,
        variantRows: new Map(),
        input: detailToInput(existing, rows[0]?.has('cost_price') ?? false),
        reported: new Set(),
      };
      byId.set(id, plan);
      plans.push(plan);
    }
    return plan ?? null;
  };
  for (const [index, sheet] of rows.entries()) {
    if (index > 0 && index % IMPORT_BATCH === 0) await yieldToOthers();
    const idCell = sheet.cell('id').trim();
    const variantCell = sheet.cell('variant_id').trim();
    const id = idCell === '' ? null : readId(idCell);
    if (id === undefined) {
      issues.push(cellIssue(sheet.row, 'id', 'CSV_NOT_AN_ID'));
      continue;
    }
    if (variantCell !== '') {
      const variantId = readId(variantCell);
      const plan = id === null || variantId === undefined ? null : planFor(id, sheet.row);
      const key = `v${variantCell}`;
      if (seen.has(key)) issues.push(cellIssue(sheet.row, 'variant_id', 'CSV_DUPLICATE_ROW'));
      else if (!plan || !applyVariantRow(plan, variantId!, sheet, issues)) {
        issues.push(cellIssue(sheet.row, 'variant_id', 'CSV_VARIANT_ROW_INVALID'));
      }
      seen.add(key);
      continue;
    }
    if (id === null) {
      const plan: ProductPlan = {
        existing: null,
        productRow: sheet.row,
        firstRow: sheet.row,
        variantRows: new Map(),
        input: {},
        reported: new Set(),
      };
      applyProductRow(plan, sheet, issues);
      plans.push(plan);
      continue;
    }
    const plan = planFor(id, sheet.row);
    if (!plan) issues.push(cellIssue(sheet.row, 'id', 'PRODUCT_NOT_FOUND'));
    else if (plan.productRow !== null) issues.push(cellIssue(sheet.row, 'id', 'CSV_DUPLICATE_ROW'));
    else {
      plan.productRow = sheet.row;
      applyProductRow(plan, sheet, issues);
    }
  }
  const versions = new Map<number, string>();
  for (const plan of plans) {
    if (plan.existing) versions.set(plan.existing.id, loaded.get(plan.existing.id)!.version);
  }
  return { plans, versions };
}

/** True when saving the body would change nothing: the canonical form of the product as it stands. */
function unchanged(plan: ProductPlan, body: AdminUpdateProductBody): boolean {
  if (!plan.existing) return false;
  const current = AdminUpdateProductBody.safeParse(detailToInput(plan.existing, 'cost_price' in plan.input));
  return current.success && JSON.stringify(current.data) === JSON.stringify(body);
}

/**
 * The special offers after saving the products in the file's order, as the form's saves would count them: a
 * product that becomes an offer when the shop already has MAX_SPECIAL_OFFERS others is refused at its row.
 * `offers` holds the ids of the products that are offers now.
 */
export function specialOfferIssues(offers: ReadonlySet<number>, products: readonly CheckedProduct[]) {
  const after = new Set(offers);
  const issues: ApiIssue[] = [];
  products.forEach(({ plan, body }, index) => {
    // New products have no id yet: a negative stand-in per file position.
    const id = plan.existing?.id ?? -1 - index;
    if (!body.is_special_offer) after.delete(id);
    else if (after.has(id)) return;
    else if (after.size >= MAX_SPECIAL_OFFERS) {
      issues.push(cellIssue(cellOf(plan, [])[0], 'special_offer', 'SPECIAL_OFFER_LIMIT'));
    } else after.add(id);
  });
  return issues;
}

export async function specialOfferIds(db: Db | DbTransaction): Promise<Set<number>> {
  const result = await db.execute<{ id: number }>(sql`SELECT id FROM products WHERE is_special_offer`);
  return new Set(result.rows.map((row) => row.id));
}

/**
 * Brands and categories the rows name must exist; a SKU may appear once in the whole file and must not be
 * another product's (the file's products hold their variants' SKUs as the file gives them); at most
 * MAX_SPECIAL_OFFERS offers.
 */
async function checkReferences(db: Db, products: readonly CheckedProduct[], issues: ApiIssue[]) {
  const brandIds = new Set(
    (await db.execute<{ id: number }>(sql`SELECT id FROM brands`)).rows.map((r) => r.id),
  );
  const categoryIds = new Set(
    (await db.execute<{ id: number }>(sql`SELECT id FROM categories`)).rows.map((r) => r.id),
  );
  const skus = new Set<string>();
  const skuCells = new Map<string, ReturnType<typeof cellOf>>();
  for (const { plan, body } of products) {
    const row = plan.productRow ?? plan.firstRow;
    if (!brandIds.has(body.brand_id)) issues.push(cellIssue(row, 'brand_id', 'BRAND_NOT_FOUND'));
    if (!body.category_ids.every((id) => categoryIds.has(id))) {
      issues.push(cellIssue(row, 'category_ids', 'CATEGORY_NOT_FOUND'));
    }
    // The product's own SKU and its variants': one namespace, as the form's saves check it.
    const claims = [
      ...(body.sku ? [{ sku: body.sku, cell: cellOf(plan, ['sku']) }] : []),
      ...body.variants.flatMap((variant, index) =>
        variant.sku ? [{ sku: variant.sku, cell: cellOf(plan, ['variants', index, 'sku']) }] : [],
      ),
    ];
    for (const { sku, cell } of claims) {
      if (skus.has(sku.toLowerCase())) issues.push(cellIssue(...cell, 'SKU_TAKEN'));
      skus.add(sku.toLowerCase());
      if (!skuCells.has(sku)) skuCells.set(sku, cell);
    }
  }
  const inFile = new Set(products.flatMap(({ plan }) => (plan.existing ? [plan.existing.id] : [])));
  for (const batch of batches([...skuCells.keys()])) {
    const wanted = JSON.stringify(batch);
    const held = await db.execute<{ sku: string; product_id: number }>(sql`
      SELECT sku, product_id FROM product_variants
      WHERE sku IN (SELECT jsonb_array_elements_text(${wanted}::jsonb))
      UNION ALL
      SELECT sku, id FROM products WHERE sku IN (SELECT jsonb_array_elements_text(${wanted}::jsonb))`);
    for (const { sku, product_id } of held.rows) {
      if (!inFile.has(product_id)) issues.push(cellIssue(...skuCells.get(sku)!, 'SKU_TAKEN'));
    }
  }
  issues.push(...specialOfferIssues(await specialOfferIds(db), products));
}

/**
 * Reads and checks the whole file as the edit form's saves would (AdminUpdateProductBody, references, SKUs,
 * special offers) and says what saving each product would do. Any problem throws IMPORT_ROWS_INVALID with
 * every issue at its [row, column].
 */
export async function checkImport(db: Db, rows: readonly SheetRow[]): Promise<CheckedImport> {
  const issues: ApiIssue[] = [];
  const { plans, versions } = await planSheet(db, rows, issues);
  const products: CheckedProduct[] = [];
  for (const batch of batches(plans)) {
    for (const plan of batch) {
      const body = validatePlan(plan, issues);
      if (!body) continue;
      const change = !plan.existing ? 'create' : unchanged(plan, body) ? 'unchanged' : 'update';
      products.push({ plan, body, change });
    }
    await yieldToOthers();
  }
  await checkReferences(db, products, issues);
  if (issues.length) throw importRowsInvalid(issues);
  return { products, versions };
}
