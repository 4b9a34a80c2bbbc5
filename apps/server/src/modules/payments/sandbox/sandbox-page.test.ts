import { describe, expect, it } from 'vitest';
import { renderSandboxPayPage } from './sandbox-page.js';

// The payment page names the order as every page the shopper sees does: by its short number (D20).
describe('the sandbox payment page', () => {
  const model = {
    locale: 'en' as const,
    paymentId: 'sbx_1',
    orderNumber: 'ORD-1767000000000-A1B2C3',
    amount: 8_900,
    customerName: 'Noora',
  };
  it('shows the short number, never the ORD-… identifier, when the order has one', () => {
    const page = renderSandboxPayPage({ ...model, shortNumber: 1009 });
    expect(page).toContain('#1009');
    expect(page).not.toContain(model.orderNumber);
  });
  it('falls back to the identifier for a payment with no order found', () => {
    expect(renderSandboxPayPage({ ...model, shortNumber: null })).toContain(model.orderNumber);
  });
});
