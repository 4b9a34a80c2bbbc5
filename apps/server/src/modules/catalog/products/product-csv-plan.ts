import {
  AdminUpdateProductBody,
  issuesFromZod,
  type AdminCreateProductInput,
  type ApiIssue,
  type ErrorCode,
  type ProductCsvColumn,
} from '@matjar/core';
import { readAmount, readBoolean, readId, readIdList, readInteger } from './product-csv-cells.js';
import { cellIssue, type SheetRow } from './product-csv-sheet.js';
import type { AdminProductState } from './product-detail-repository.js';

// Turns the sheet's rows into whole-product bodies — the same AdminUpdateProductBody the edit form sends, so an
// imported row obeys exactly the form's rules — and every problem into an issue at [row, column].

type Input = Partial<AdminCreateProductInput> & Record<string, unknown>;

/** One product the file touches: created (no `existing`) or saved whole over its current state. */
export interface ProductPlan {
  existing: AdminProductState | null;
  /** The product row's spreadsheet row; null when the file only has rows for some of its variants. */
  productRow: number | null;
  firstRow: number;
  /** Spreadsheet row of each variant row, by the variant's index in `input.variants`. */
  variantRows: Map<number, number>;
  input: Input;
  /** Cells already reported (a value that could not be read), so the schema does not report them again. */
  reported: Set<string>;
}

/** A cost cell: empty is "unknown" (null), else money as the export writes it (decision 026). */
function readCost(target: Record<string, unknown>, sheet: SheetRow, report: (code: ErrorCode) => void) {
  if (!sheet.has('cost_price')) return;
  const value = sheet.cell('cost_price').trim();
  readInto(target, 'cost_price', value === '' ? null : readAmount(value), report, 'CSV_NOT_AN_AMOUNT');
}

/**
 * The product as the edit form would send it unchanged: sets keep their ids, so saving it changes nothing. With
 * `withCost` (the file has the cost column, read by an admin role) its cost prices too.
 */
export function detailToInput(detail: AdminProductState, withCost: boolean): Input {
  return {
    ...(withCost ? { cost_price: detail.cost_price } : {}),
    name: detail.name,
    name_en: detail.name_en,
    description: detail.description,
    description_en: detail.description_en,
    price: detail.price,
    stock: detail.stock,
    category_ids: detail.category_ids,
    brand_id: detail.brand_id ?? undefined,
    is_active: detail.is_active,
    is_special_offer: detail.is_special_offer,
    sku: detail.sku,
    gtin: detail.gtin,
    mpn: detail.mpn,
    discount_type: detail.discount_type,
    discount_value: detail.discount_value,
    variant_option_name: detail.variant_option_name,
    variant_option_name_ar: detail.variant_option_name_ar,
    images: detail.images.map((i) => ({ id: i.id, url: i.url, option_value_id: i.option_value_id })),
    options: detail.options.map((o) => ({
      id: o.id,
      option_name: o.option_name,
      option_name_en: o.option_name_en,
      option_type: o.option_type,
      values: o.values.map((v) => ({ ...v })),
    })),
    variants: detail.variants.map((v) => ({
      id: v.id,
      name: v.name,
      name_en: v.name_en,
      price: v.price,
      stock: v.stock,
      sku: v.sku,
      gtin: v.gtin,
      mpn: v.mpn,
      attributes: v.attributes,
      is_active: v.is_active,
      ...(withCost ? { cost_price: v.cost_price } : {}),
    })),
  };
}

export function issueAt(plan: ProductPlan, issues: ApiIssue[], row: number, column: ProductCsvColumn) {
  return (code: ErrorCode) => {
    plan.reported.add(`${row}:${column}`);
    issues.push(cellIssue(row, column, code));
  };
}

/**
 * The identifier cells of a product or variant row: the SKU always (the column is in every file), the GTIN
 * and MPN when the file has their columns. The schema reads them as the form's fields (GTIN_INVALID at the
 * cell of a wrong number); an empty cell is none.
 */
function readIdentifiers(target: Record<string, unknown>, sheet: SheetRow) {
  target.sku = sheet.cell('sku').trim() || null;
  for (const column of ['gtin', 'mpn'] as const) {
    if (sheet.has(column)) target[column] = sheet.cell(column).trim() || null;
  }
}

/** Reads a cell into a field; an unreadable cell is reported and leaves the field as it was. */
function readInto<T>(
  target: Record<string, unknown>,
  field: string,
  value: T | undefined,
  report: (code: ErrorCode) => void,
  code: ErrorCode,
) {
  if (value === undefined) report(code);
  else target[field] = value;
}

/** The product row's columns over the product (its variants' columns come from variant rows). */
export function applyProductRow(plan: ProductPlan, sheet: SheetRow, issues: ApiIssue[]): void {
  const { input } = plan;
  const cell = sheet.cell;
  const at = (column: ProductCsvColumn) => issueAt(plan, issues, sheet.row, column);
  input.name = cell('name_ar');
  input.name_en = cell('name_en');
  input.description = cell('description_ar');
  input.description_en = cell('description_en');
  readIdentifiers(input, sheet);
  readInto(input, 'price', readAmount(cell('price')), at('price'), 'CSV_NOT_AN_AMOUNT');
  // A product with variants holds their sum (decision 011): its own stock cell is not read.
  if (!input.variants?.length) {
    readInto(input, 'stock', readInteger(cell('stock')), at('stock'), 'STOCK_WHOLE_NUMBER');
  }
  readInto(input, 'category_ids', readIdList(cell('category_ids')), at('category_ids'), 'CSV_NOT_AN_ID');
  if (cell('brand_id').trim() === '') at('brand_id')('REQUIRED');
  else readInto(input, 'brand_id', readId(cell('brand_id')), at('brand_id'), 'CSV_NOT_AN_ID');
  // An empty switch keeps its value (a new product: active, not an offer).
  for (const [column, field] of [
    ['active', 'is_active'],
    ['special_offer', 'is_special_offer'],
  ] as const) {
    if (cell(column).trim() !== '') {
      readInto(input, field, readBoolean(cell(column)), at(column), 'CSV_NOT_TRUE_FALSE');
    }
  }
  const type = cell('discount_type').trim();
  input.discount_type = (type === '' ? null : type) as Input['discount_type'];
  const value = cell('discount_value').trim();
  // Percentages are whole percents, fixed discounts money, as the export writes them.
  const read = value === '' ? 0 : type === 'percentage' ? readInteger(value) : readAmount(value);
  readInto(input, 'discount_value', read, at('discount_value'), 'CSV_NOT_AN_AMOUNT');
  readCost(input, sheet, at('cost_price'));
}

/** A variant row's columns over that variant; false when the product has no such variant. */
export function applyVariantRow(
  plan: ProductPlan,
  variantId: number,
  sheet: SheetRow,
  issues: ApiIssue[],
): boolean {
  const variants = (plan.input.variants ?? []) as Record<string, unknown>[];
  const index = variants.findIndex((v) => v.id === variantId);
  if (index < 0) return false;
  plan.variantRows.set(index, sheet.row);
  const variant = variants[index]!;
  const cell = sheet.cell;
  const at = (column: ProductCsvColumn) => issueAt(plan, issues, sheet.row, column);
  variant.name = cell('name_ar');
  variant.name_en = cell('name_en');
  readIdentifiers(variant, sheet);
  readInto(variant, 'price', readAmount(cell('price')), at('price'), 'CSV_NOT_AN_AMOUNT');
  readInto(variant, 'stock', readInteger(cell('stock')), at('stock'), 'STOCK_WHOLE_NUMBER');
  if (cell('active').trim() !== '') {
    readInto(variant, 'is_active', readBoolean(cell('active')), at('active'), 'CSV_NOT_TRUE_FALSE');
  }
  readCost(variant, sheet, at('cost_price'));
  return true;
}

const PRODUCT_COLUMN: Record<string, ProductCsvColumn> = {
  name: 'name_ar',
  name_en: 'name_en',
  description: 'description_ar',
  description_en: 'description_en',
  price: 'price',
  stock: 'stock',
  category_ids: 'category_ids',
  brand_id: 'brand_id',
  is_active: 'active',
  is_special_offer: 'special_offer',
  discount_type: 'discount_type',
  discount_value: 'discount_value',
  cost_price: 'cost_price',
  sku: 'sku',
  gtin: 'gtin',
  mpn: 'mpn',
};
const VARIANT_COLUMN: Record<string, ProductCsvColumn> = {
  name: 'name_ar',
  name_en: 'name_en',
  price: 'price',
  stock: 'stock',
  sku: 'sku',
  gtin: 'gtin',
  mpn: 'mpn',
  is_active: 'active',
  cost_price: 'cost_price',
};

/** Where in the sheet a field of the product's body comes from. */
export function cellOf(plan: ProductPlan, path: readonly PropertyKey[]): [number, ProductCsvColumn] {
  if (path[0] === 'variants' && typeof path[1] === 'number') {
    const row = plan.variantRows.get(path[1]) ?? plan.productRow ?? plan.firstRow;
    return [row, VARIANT_COLUMN[String(path[2])] ?? 'name_ar'];
  }
  return [plan.productRow ?? plan.firstRow, PRODUCT_COLUMN[String(path[0])] ?? 'id'];
}

/** The body the service saves, or the schema's issues at their cells (unread cells not reported twice). */
export function validatePlan(plan: ProductPlan, issues: ApiIssue[]): AdminUpdateProductBody | null {
  const parsed = AdminUpdateProductBody.safeParse(plan.input);
  if (parsed.success) return parsed.data;
  for (const issue of issuesFromZod(parsed.error.issues)) {
    const [row, column] = cellOf(plan, issue.path);
    if (plan.reported.has(`${row}:${column}`)) continue;
    plan.reported.add(`${row}:${column}`);
    issues.push({ ...issue, path: [row, column] });
  }
  return null;
}
