import type { AdminGiftCardReportResponse } from '../schemas/admin/reports.js';

// The gift-card report's figures from its rows. Sales are core's sales (counted when placed: SALES_SQL); what
// the codes cost is what staff typed on import, when they did. One rule for the margin, used by the server.

export interface GiftCardMarginFacts {
  sales: number;
  cost: number;
  codes_handed: number;
  costed_codes: number;
}

/**
 * Sales less the cost of the codes handed out, when every one of those codes has a known cost; null when any
 * has none (a margin over part of the codes would read as the card's and overstate it), and null when no
 * code was handed out (the shop's own card: nothing was bought to sell it).
 */
export function giftCardMargin(row: GiftCardMarginFacts): number | null {
  if (row.codes_handed === 0 || row.costed_codes < row.codes_handed) return null;
  return row.sales - row.cost;
}

type Row = AdminGiftCardReportResponse['rows'][number];

/** The report's totals: every row's units, sales and known cost; the margin over the rows that have one. */
export function giftCardReportTotals(rows: readonly Row[]): AdminGiftCardReportResponse['totals'] {
  const totals = { units: 0, sales: 0, cost: 0, margin: 0, margin_sales: 0, uncosted_codes: 0 };
  for (const row of rows) {
    totals.units += row.units;
    totals.sales += row.sales;
    totals.cost += row.cost;
    totals.uncosted_codes += row.codes_handed - row.costed_codes;
    if (row.margin !== null) {
      totals.margin += row.margin;
      totals.margin_sales += row.sales;
    }
  }
  return totals;
}
