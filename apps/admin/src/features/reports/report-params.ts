import {
  AdminReportQuery,
  REPORT_GROUPS,
  REPORT_PRESETS,
  REPORT_PRODUCT_DIMENSIONS,
  reportPresetRange,
  type ReportGroup,
  type ReportPreset,
  type ReportProductDimension,
  type ReportRange,
} from '@matjar/core';

export const REPORT_TABS = [
  'sales',
  'products',
  'coupons',
  'cash',
  'customers',
  'stock',
  'returns',
  'giftCards',
] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export interface ReportParams {
  preset: ReportPreset;
  /** The range asked for: the preset's on today's Doha day, or the custom dates; null when they are invalid. */
  range: ReportRange | null;
  /** The custom dates as typed (kept when invalid, so the form shows them). */
  from: string;
  to: string;
  group: ReportGroup;
  tab: ReportTab;
  by: ReportProductDimension;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** The screen's state from its address (?preset=&from=&to=&group=&tab=&by=), last 30 days by default. */
export function readReportParams(params: URLSearchParams, now: Date): ReportParams {
  const preset = oneOf(REPORT_PRESETS, params.get('preset'), 'last30');
  const today = reportPresetRange('today', now);
  const from = params.get('from') ?? today.from;
  const to = params.get('to') ?? today.to;
  const custom = AdminReportQuery.safeParse({ from, to });
  const range = preset === 'custom' ? (custom.success ? { from, to } : null) : reportPresetRange(preset, now);
  return {
    preset,
    range,
    from,
    to,
    group: oneOf(REPORT_GROUPS, params.get('group'), 'day'),
    tab: oneOf(REPORT_TABS, params.get('tab'), 'sales'),
    by: oneOf(REPORT_PRODUCT_DIMENSIONS, params.get('by'), 'product'),
  };
}

/** The change from `previous` to `current` as a fraction (0.25 = +25 %); null when there was nothing before. */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / Math.abs(previous);
}
