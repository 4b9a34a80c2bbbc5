import { randomUUID } from 'node:crypto';
import { dohaDate } from '@matjar/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Doha calendar day `days` from today (negative: in the past). */
export const dohaDay = (days: number) => dohaDate(new Date(Date.now() + days * DAY_MS));

/** A unique code for one test (tests share one database per file). */
export const uniqueCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6)}`.toUpperCase();

/** A valid create body: 10% off from today for 30 days, no limits. */
export function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    code: uniqueCode('TEST'),
    type: 'percentage',
    value: 10,
    min_order: 0,
    starts_on: null,
    expires_on: dohaDay(30),
    usage_limit: null,
    per_customer_limit: null,
    description_ar: 'خصم تجريبي',
    description_en: 'Test discount',
    is_active: true,
    ...overrides,
  };
}
