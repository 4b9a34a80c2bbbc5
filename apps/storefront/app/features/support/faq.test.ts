import { PAYMENT_METHODS } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import '../../i18n/both-catalogs.js';
import { supportFaq } from './faq.js';

describe('supportFaq', () => {
  it('states the spec §9 promises in English', () => {
    const answers = Object.fromEntries(supportFaq('en').map((entry) => [entry.id, entry.answer]));
    expect(answers.delivery).toContain('2–3 working days inside Doha');
    expect(answers.delivery).toContain('3–5 working days elsewhere');
    expect(answers.returns).toContain('within 14 days with the original invoice');
    expect(answers.exchange).toContain('within 7 days');
    expect(answers.warranty).toContain('usually 1 year');
  });

  it('names only the ways to pay checkout offers (cash on delivery, cards; no bank transfer, D23)', () => {
    // Checkout offers core's PAYMENT_METHODS: cash (on delivery) and online (a card).
    expect(PAYMENT_METHODS).toEqual(['cash', 'online']);
    const en = supportFaq('en').find((entry) => entry.id === 'payment')!.answer;
    expect(en).toMatch(/cash on delivery/i);
    expect(en).toMatch(/card/i);
    expect(en).not.toMatch(/bank|transfer/i);
    const ar = supportFaq('ar').find((entry) => entry.id === 'payment')!.answer;
    expect(ar).toContain('عند الاستلام');
    expect(ar).toContain('بطاقة');
    expect(ar).not.toMatch(/تحويل|بنك/);
  });

  it('has the same questions in Arabic, with no placeholder left unfilled', () => {
    const ar = supportFaq('ar');
    expect(ar.map((entry) => entry.id)).toEqual(supportFaq('en').map((entry) => entry.id));
    for (const entry of ar) expect(`${entry.question} ${entry.answer}`).not.toMatch(/\{\w+\}/);
  });
});
