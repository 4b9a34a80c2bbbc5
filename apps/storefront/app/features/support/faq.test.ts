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
    expect(answers.payment).toBe('Cash on delivery, credit cards or bank transfer.');
  });

  it('has the same questions in Arabic, with no placeholder left unfilled', () => {
    const ar = supportFaq('ar');
    expect(ar.map((entry) => entry.id)).toEqual(supportFaq('en').map((entry) => entry.id));
    for (const entry of ar) expect(`${entry.question} ${entry.answer}`).not.toMatch(/\{\w+\}/);
  });
});
