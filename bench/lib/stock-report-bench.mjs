// The stock report (decision 026) at the bench's 10,000 products: one statement over every product and
// variant row now, and the stock ledger's movements of the range. Its goal is the reports' (p95 < 200 ms).
import { dohaDate } from '@matjar/core';

/** The report as the screen asks for it: the last 30 Doha days and the last 12 months (the held part is the same). */
export function stockReportPaths(now = new Date()) {
  const day = (back) => dohaDate(new Date(now.getTime() - back * 86_400_000));
  return [
    `/api/admin/reports/stock?from=${day(29)}&to=${day(0)}`,
    `/api/admin/reports/stock?from=${day(364)}&to=${day(0)}`,
  ];
}

export const STOCK_REPORT_GOAL = { maxP95: 200, target: 'p95 < 200 ms' };
