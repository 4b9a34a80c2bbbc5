import { describe, expect, it } from 'vitest';
import { isolate, isolateOrderNumbers, splitLatinRuns } from './bidi.js';

describe('isolate', () => {
  it('wraps text in first-strong isolate and pop directional isolate', () => {
    expect(isolate('Google Play')).toBe('\u2068Google Play\u2069');
    expect(`تعديل طلب ${isolate('MTJ-0042')}`).toBe('تعديل طلب \u2068MTJ-0042\u2069');
  });
});

describe('isolateOrderNumbers', () => {
  it('sets each order number left to right, and leaves other text as it is', () => {
    expect(isolateOrderNumbers('بطاقة بلايستيشن ستور (#1004)')).toBe(
      'بطاقة بلايستيشن ستور (\u2066#1004\u2069)',
    );
    expect(isolateOrderNumbers('#12 and #3')).toBe('\u2066#12\u2069 and \u2066#3\u2069');
    expect(isolateOrderNumbers('آيفون 16 #')).toBe('آيفون 16 #');
    expect(isolateOrderNumbers('#1009')).toBe('#1009');
  });
});

const latin = (text: string) => ({ text, latin: true });
const other = (text: string) => ({ text, latin: false });

describe('splitLatinRuns', () => {
  it.each([
    ['سامسونج جالكسي S25+', [other('سامسونج جالكسي '), latin('S25+')]],
    ['سماعات سوني WH-1000XM5', [other('سماعات سوني '), latin('WH-1000XM5')]],
    ['شاحن (USB-C)', [other('شاحن ('), latin('USB-C'), other(')')]],
    ['كاميرا كانون EOS R50', [other('كاميرا كانون '), latin('EOS R50')]],
    ['آيفون 16e', [other('آيفون '), latin('16e')]],
    ['آيباد iPad Pro 13 الجديد', [other('آيباد '), latin('iPad Pro 13'), other(' الجديد')]],
    ['وGoogle Play', [other('و'), latin('Google Play')]],
    ['بطاقة Apple - 100 ريال', [other('بطاقة '), latin('Apple - 100'), other(' ريال')]],
    ['Galaxy S25+ و', [latin('Galaxy S25+'), other(' و')]],
    ['شاحن Anker 20W.', [other('شاحن '), latin('Anker 20W'), other('.')]],
    ["Levi's & Co./EU", [latin("Levi's & Co./EU")]],
  ])('%s', (text, runs) => {
    expect(splitLatinRuns(text)).toEqual(runs);
  });

  it('keeps pure English as one run and pure Arabic as one run', () => {
    expect(splitLatinRuns('Sony WH-1000XM5 Wireless Headphones')).toEqual([
      latin('Sony WH-1000XM5 Wireless Headphones'),
    ]);
    expect(splitLatinRuns('سماعات لاسلكية')).toEqual([other('سماعات لاسلكية')]);
    expect(splitLatinRuns('')).toEqual([]);
  });

  it('gives back the text exactly when the runs are joined', () => {
    for (const text of ['سامسونج جالكسي S25+', ' (USB-C) - ', 'a', '+S', 'آيفون 16e برو']) {
      expect(
        splitLatinRuns(text)
          .map((run) => run.text)
          .join(''),
      ).toBe(text);
    }
  });
});
