import { sql } from 'drizzle-orm';
import {
  AdminUpdateProductBody,
  AppError,
  type AdminProductImportResponse,
  type ApiIssue,
  type ErrorCode,
  type ProductCsvColumn,
} from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import { recordActivity, type ActivityActor } from '../audit/record-activity.js';
import { readId } from './product-csv-cells.js';
import {
  applyProductRow,
  applyVariantRow,
  cellOf,
  detailToInput,
  validatePlan,
  type ProductPlan,
} from './product-csv-plan.js';
import { cellIssue, readProductSheet } from './product-csv-sheet.js';
import { loadAdminProduct } from './product-detail-repository.js';
import { createProductInTx, updateProductInTx } from './product-write-service.js';

/** The ledger's note on every movement an import writes (reason 'import'; new products start 'initial'). */
export const IMPORT_STOCK_NOTE = 'CSV import';

type Report = Omit<AdminProductImportResponse, 'success'>;

/** Thrown to roll a dry run back after it has done everything a real import does. */
class DryRunDone extends Error {
  constructor(readonly report: Report) {
    super('dry run');
  }
}

const invalid = (issues: ApiIssue[]) => new AppError('IMPORT_ROWS_INVALID', {}, { issues });

/** The column a refusal of the service concerns, for the issue of the row that caused it. */
const SERVICE_COLUMN: Partial<Record<ErrorCode, ProductCsvColumn>> = {
  SPECIAL_OFFER_LIMIT: 'special_offer',
  SKU_TAKEN: 'sku',
  BRAND_NOT_FOUND: 'brand_id',
  CATEGORY_NOT_FOUND: 'category_ids',
  STOCK_WHOLE_NUMBER: 'stock',
};

/** Reads every row into a plan per product, reporting rows that cannot name what they change. */
async function planSheet(tx: DbTransaction, text: string, issues: ApiIssue[]): Promise<ProductPlan[]> {
  const plans: ProductPlan[] = [];
  const byId = new Map<number, ProductPlan>();
  const seen = new Set<string>();
  const planFor = async (id: number, row: number) => {
    let plan = byId.get(id);
    if (!plan) {
      const existing = await loadAdminProduct(tx, id);
      if (!existing) return null;
      plan = {
        existing,
        productRow: null,
        firstRow: row,
        variantRows: new Map(),
        input: detailToInput(existing),
        reported: new Set(),
      };
      byId.set(id, plan);
      plans.push(plan);
    }
    return plan;
  };
  for (const sheet of readProductSheet(text)) {
    const idCell = sheet.cell('id').trim();
    const variantCell = sheet.cell('variant_id').trim();
    const id = idCell === '' ? null : readId(idCell);
    if (id === undefined) {
      issues.push(cellIssue(sheet.row, 'id', 'CSV_NOT_AN_ID'));
      continue;
    }
    if (variantCell !== '') {
      const variantId = readId(variantCell);
      const plan = id === null || variantId === undefined ? null : await planFor(id, sheet.row);
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
    const plan = await planFor(id, sheet.row);
    if (!plan) issues.push(cellIssue(sheet.row, 'id', 'PRODUCT_NOT_FOUND'));
    else if (plan.productRow !== null) issues.push(cellIssue(sheet.row, 'id', 'CSV_DUPLICATE_ROW'));
    else {
      plan.productRow = sheet.row;
      applyProductRow(plan, sheet, issues);
    }
  }
  return plans;
}

/** Brands and categories the rows name must exist; a SKU may appear once in the whole file. */
async function checkReferences(
  tx: DbTransaction,
  plans: readonly { plan: ProductPlan; body: AdminUpdateProductBody }[],
  issues: ApiIssue[],
) {
  const brandIds = new Set(
    (await tx.execute<{ id: number }>(sql`SELECT id FROM brands`)).rows.map((r) => r.id),
  );
  const categoryIds = new Set(
    (await tx.execute<{ id: number }>(sql`SELECT id FROM categories`)).rows.map((r) => r.id),
  );
  const skus = new Set<string>();
  for (const { plan, body } of plans) {
    const row = plan.productRow ?? plan.firstRow;
    if (!brandIds.has(body.brand_id)) issues.push(cellIssue(row, 'brand_id', 'BRAND_NOT_FOUND'));
    if (!body.category_ids.every((id) => categoryIds.has(id))) {
      issues.push(cellIssue(row, 'category_ids', 'CATEGORY_NOT_FOUND'));
    }
    body.variants.forEach((variant, index) => {
      const sku = variant.sku?.toLowerCase();
      if (!sku) return;
      if (skus.has(sku)) issues.push(cellIssue(...cellOf(plan, ['variants', index, 'sku']), 'SKU_TAKEN'));
      skus.add(sku);
    });
  }
}

/** True when saving the body would change nothing: the canonical form of the product as it stands. */
function unchanged(plan: ProductPlan, body: AdminUpdateProductBody): boolean {
  if (!plan.existing) return false;
  const current = AdminUpdateProductBody.safeParse(detailToInput(plan.existing));
  return current.success && JSON.stringify(current.data) === JSON.stringify(body);
}

/**
 * Imports a product CSV in one transaction: every row is validated first (all issues reported at once), then
 * each changed product is saved through the form's own create and update — stock through the ledger, an
 * audit entry per product, the storefront told — and one summary entry is written. Any issue, or any refusal
 * while saving, rolls everything back. A dry run does all of it and rolls back, so its report is exact.
 */
export async function importProductsCsv(
  db: Db,
  actor: ActivityActor,
  text: string,
  options: { dryRun: boolean; releaseMedia: (urls: string[]) => Promise<unknown> },
): Promise<Report> {
  const dropped: string[] = [];
  try {
    const report = await db.transaction(async (tx) => {
      const issues: ApiIssue[] = [];
      const plans = await planSheet(tx, text, issues);
      const bodies = plans.flatMap((plan) => {
        const body = validatePlan(plan, issues);
        return body ? [{ plan, body }] : [];
      });
      await checkReferences(tx, bodies, issues);
      if (issues.length) throw invalid(issues.sort((a, b) => Number(a.path[0]) - Number(b.path[0])));

      const counts = { created: 0, updated: 0, unchanged: 0 };
      for (const { plan, body } of bodies) {
        try {
          if (!plan.existing) {
            await createProductInTx(tx, actor, body, IMPORT_STOCK_NOTE);
            counts.created++;
          } else if (unchanged(plan, body)) counts.unchanged++;
          else {
            const stockChange = { reason: 'import', note: IMPORT_STOCK_NOTE } as const;
            const saved = await updateProductInTx(tx, actor, plan.existing.id, body, stockChange);
            dropped.push(...saved.droppedUrls);
            counts.updated++;
          }
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          const column = SERVICE_COLUMN[error.code] ?? 'id';
          const [row] = cellOf(plan, column === 'sku' ? ['variants'] : []);
          throw invalid([cellIssue(row, column, error.code, error.params)]);
        }
      }
      if (counts.created || counts.updated) {
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          entityType: 'product',
          entityName: 'CSV import',
          new: counts,
          description: `Imported products from CSV: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`,
        });
      }
      const result = { dry_run: options.dryRun, ...counts };
      if (options.dryRun) throw new DryRunDone(result);
      return result;
    });
    await options.releaseMedia(dropped);
    return report;
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    throw error;
  }
}
