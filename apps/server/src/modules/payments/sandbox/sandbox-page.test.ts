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
  it.each([
    ['errorCard', 'card'],
    ['errorExpiry', 'expiry'],
    ['errorCvc', 'cvc'],
  ] as const)(
    'a refusal (%s) marks its field invalid, ties the message to it and focuses it',
    (error, field) => {
      for (const locale of ['ar', 'en'] as const) {
        const page = renderSandboxPayPage({ ...model, locale, error });
        const inputs = [...page.matchAll(/<input [^>]*name="(card|expiry|cvc)"[^>]*>/g)];
        expect(inputs).toHaveLength(3);
        for (const [input, name] of inputs) {
          const marked = name === field;
          expect(input.includes('aria-invalid="true"'), `${name} ${locale}`).toBe(marked);
          expect(input.includes('aria-describedby="pay-error"'), `${name} ${locale}`).toBe(marked);
          expect(input.includes(' autofocus'), `${name} ${locale}`).toBe(marked);
        }
        expect(page).toContain('<p class="error" id="pay-error" role="alert">');
      }
    },
  );
  it('marks nothing invalid before the first attempt', () => {
    const page = renderSandboxPayPage(model);
    expect(page).not.toMatch(/<input[^>]*aria-invalid/);
    expect(page).not.toMatch(/<input[^>]*autofocus/);
  });
});
