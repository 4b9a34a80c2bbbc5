import {
  csvDocument,
  qarCell,
  type AdminCashRangeReportResponse,
  type AdminCouponsReportResponse,
  type AdminCustomersReportResponse,
  type AdminGiftCardReportResponse,
  type AdminProductsReportResponse,
  type AdminSalesReportResponse,
  type AdminStockReportResponse,
  type Locale,
} from '@matjar/core';
import type { MessageKey } from '../../i18n/ar';
import { STOCK_REASON_WORD } from './stock-reasons';

type Translate = (key: MessageKey) => string;

/**
 * Each report as a CSV in the screen's language: headers from the catalogue, names in that language, amounts as
 * every CSV of the shop writes them (core's qarCell: QAR with two decimals) and days as Doha days (YYYY-MM-DD).
 */
export function salesCsv(report: AdminSalesReportResponse, t: Translate): string {
  const figures = (
    [
      ['reports.orders', (f) => f.orders, false],
      ['reports.units', (f) => f.units, false],
      ['reports.grossSales', (f) => f.gross_sales, true],
      ['reports.productDiscounts', (f) => f.product_discounts, true],
      ['reports.couponDiscounts', (f) => f.coupon_discounts, true],
      ['reports.netSales', (f) => f.net_sales, true],
      ['reports.deliveryFees', (f) => f.delivery_fees, true],
      ['reports.totalSales', (f) => f.total_sales, true],
      ['reports.cancelled', (f) => f.cancelled_orders, false],
      ['reports.cancelledValue', (f) => f.cancelled_value, true],
      ['reports.returned', (f) => f.returned_orders, false],
      ['reports.returnedValue', (f) => f.returned_value, true],
      ['reports.cashOrders', (f) => f.cash_orders, false],
      ['reports.cashSales', (f) => f.cash_sales, true],
      ['reports.cardOrders', (f) => f.card_orders, false],
      ['reports.cardSales', (f) => f.card_sales, true],
      ['reports.received', (f) => f.received, true],
      ['reports.receivedCash', (f) => f.received_cash, true],
      ['reports.receivedCard', (f) => f.received_card, true],
      ['reports.refunded', (f) => f.refunded, true],
      ['reports.refundedCard', (f) => f.refunded_card, true],
      ['reports.refundedCash', (f) => f.refunded_cash, true],
      ['reports.netReceived', (f) => f.net_received, true],
    ] as const satisfies readonly (readonly [
      MessageKey,
      (f: AdminSalesReportResponse['current']) => number,
      boolean,
    ])[]
  ).map(([key, value, money]) => {
    const cell = (f: AdminSalesReportResponse['current']) => (money ? qarCell(value(f)) : value(f));
    return [t(key), cell(report.current), cell(report.previous)];
  });
  return csvDocument([
    [
      '',
      `${report.range.from} – ${report.range.to}`,
      `${report.previous_range.from} – ${report.previous_range.to}`,
    ],
    ...figures,
    [],
    [t('reports.csv.period'), t('reports.orders'), t('reports.netSales'), t('reports.received')],
    ...report.series.map((b) => [b.bucket, b.orders, qarCell(b.net_sales), qarCell(b.received)]),
  ]);
}

export function productsCsv(report: AdminProductsReportResponse, t: Translate, locale: Locale): string {
  return csvDocument([
    [t('reports.name'), t('reports.units'), t('reports.sales'), t('reports.share')],
    ...report.rows.map((row) => [
      (locale === 'en' ? row.name_en : null) || row.name || t('reports.none'),
      row.units,
      qarCell(row.sales),
      report.total_sales > 0 ? ((row.sales / report.total_sales) * 100).toFixed(1) : '0.0',
    ]),
  ]);
}

export function cashCsv(report: AdminCashRangeReportResponse, t: Translate): string {
  const head = [
    t('reports.orders'),
    t('reports.expected'),
    t('reports.collected'),
    t('reports.short'),
    t('reports.over'),
  ];
  const figures = (f: AdminCashRangeReportResponse['collected']) => [
    f.orders,
    qarCell(f.expected),
    qarCell(f.collected),
    qarCell(f.short),
    qarCell(f.over),
  ];
  return csvDocument([
    [t('reports.day'), ...head],
    ...report.days.map((day) => [day.date, ...figures(day)]),
    [t('reports.collected'), ...figures(report.collected)],
    [],
    [t('reports.collector'), ...head],
    ...report.collectors.map((c) => [
      `${c.name} (${t(c.kind === 'driver' ? 'reports.driver' : 'reports.staff')})`,
      ...figures(c),
    ]),
  ]);
}

export function couponsCsv(report: AdminCouponsReportResponse, t: Translate): string {
  return csvDocument([
    [t('reports.coupon'), t('reports.uses'), t('reports.discountGiven'), t('reports.netSales')],
    ...report.rows.map((row) => [row.code, row.uses, qarCell(row.discount), qarCell(row.net_sales)]),
  ]);
}

export function customersCsv(report: AdminCustomersReportResponse, t: Translate): string {
  return csvDocument([
    [t('reports.buyers'), t('reports.newBuyers'), t('reports.returningBuyers'), t('reports.orders')],
    [report.buyers, report.new_buyers, report.returning_buyers, report.orders],
    [],
    [t('reports.customer'), t('reports.orders'), t('reports.netSales')],
    ...report.top.map((row) => [row.name, row.orders, qarCell(row.net_sales)]),
  ]);
}

/** The stock report: totals, by category and brand, low and out of stock, the period's movements by reason. */
export function stockCsv(report: AdminStockReportResponse, t: Translate, locale: Locale): string {
  const name = (row: { name: string; name_en: string | null }) =>
    (locale === 'en' ? row.name_en : null) || row.name || t('reports.none');
  const figures = (f: AdminStockReportResponse['totals']) => [
    f.units,
    qarCell(f.value_at_cost),
    qarCell(f.value_at_price),
    f.unknown_cost_products,
  ];
  return csvDocument([
    [
      t('reports.csv.stockSection'),
      t('reports.name'),
      t('reports.stock.units'),
      t('reports.stock.atCost'),
      t('reports.stock.atPrice'),
      t('reports.stock.unknownCost'),
    ],
    [t('reports.csv.total'), '', ...figures(report.totals)],
    ...report.categories.map((row) => [t('reports.stock.byCategory'), name(row), ...figures(row)]),
    ...report.brands.map((row) => [t('reports.stock.byBrand'), name(row), ...figures(row)]),
    ...report.unknown_cost.map((row) => [t('reports.stock.unknownCost'), name(row)]),
    [],
    [t('reports.csv.stockSection'), t('reports.name'), t('reports.stock.units')],
    ...report.low.map((row) => [t('reports.csv.lowStock'), name(row), row.stock]),
    ...report.out.map((row) => [t('reports.stock.out'), name(row), row.stock]),
    [],
    [
      t('stockHistory.column.reason'),
      t('reports.stock.movements'),
      t('reports.stock.unitsIn'),
      t('reports.stock.unitsOut'),
    ],
    ...report.movements.map((row) => [
      t(STOCK_REASON_WORD[row.reason]),
      row.movements,
      row.units_in,
      row.units_out,
    ]),
  ]);
}

/** A CSV document as a download named for the report and its range. */
export function csvFile(csv: string, name: string, range: { from: string; to: string }) {
  return {
    blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    fileName: `${name}-${range.from}-${range.to}.csv`,
  };
}

/** The gift-card report: one row per card and value; cost and margin blank where unknown. */
export function giftCardsCsv(report: AdminGiftCardReportResponse, t: Translate, locale: Locale): string {
  const pick = (ar: string | null, en: string | null) => (locale === 'en' ? en : null) || ar;
  return csvDocument([
    [
      t('reports.giftCards.brand'),
      t('reports.giftCards.card'),
      t('reports.giftCards.value'),
      t('reports.giftCards.units'),
      t('reports.giftCards.sales'),
      t('reports.giftCards.codesHanded'),
      t('reports.giftCards.cost'),
      t('reports.giftCards.margin'),
      t('reports.giftCards.codesLeft'),
    ],
    ...report.rows.map((row) => [
      pick(row.brand_name, row.brand_name_en) ?? t('reports.giftCards.shopCard'),
      pick(row.product_name, row.product_name_en) ?? '',
      qarCell(row.value),
      row.units,
      qarCell(row.sales),
      row.codes_handed,
      row.codes_handed > 0 && row.costed_codes === row.codes_handed ? qarCell(row.cost) : '',
      row.margin === null ? '' : qarCell(row.margin),
      row.codes_left ?? '',
    ]),
  ]);
}
