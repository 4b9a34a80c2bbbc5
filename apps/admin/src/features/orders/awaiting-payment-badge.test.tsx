import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../testing/render-in-language';
import { AwaitingPaymentBadge } from './awaiting-payment-badge';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('AwaitingPaymentBadge', () => {
  it.each(['ar', 'en'] as const)('says "just now" under a minute, never "0 minutes" (%s)', (language) => {
    renderInLanguage(<AwaitingPaymentBadge since={before(25_000)} now={now} />, language);
    const badge = screen.getByTitle(/./);
    expect(badge.textContent).toBe(
      language === 'ar' ? 'بانتظار الدفع منذ لحظات' : 'Awaiting payment: just now',
    );
    expect(badge.textContent).not.toMatch(/0/);
  });

  it('counts whole minutes once a minute has passed', () => {
    renderInLanguage(<AwaitingPaymentBadge since={before(12 * 60_000 + 5_000)} now={now} />, 'en');
    expect(screen.getByTitle(/./).textContent).toBe('Awaiting payment for 12 minutes');
  });
});
