import { describe, expect, it } from 'vitest';
import { addressKey, emailKey, maxUnitsForLine, orderCapProblem, phoneKey } from './order-caps.js';

const name = { ar: 'هاتف', en: 'Phone' };

// The caps of core's README: 10 units of one product in an order, 20 units in all.
describe('orderCapProblem', () => {
  it.each([
    ['one line at the line cap', [10], null],
    ['lines adding up to the order cap', [10, 6, 4], null],
    ['one line over the line cap', [11], 'ORDER_LINE_LIMIT'],
    ['lines over the order cap', [10, 10, 1], 'ORDER_UNITS_LIMIT'],
    ['both: the line is named first', [15, 10], 'ORDER_LINE_LIMIT'],
  ])('%s', (_title, quantities, code) => {
    const problem = orderCapProblem(quantities.map((quantity) => ({ quantity, name })));
    expect(problem?.code ?? null).toBe(code);
  });

  it('names the product and the cap in both languages', () => {
    expect(orderCapProblem([{ quantity: 11, name }])).toEqual({
      code: 'ORDER_LINE_LIMIT',
      params: { max: 10, product: 'Phone', productAr: 'هاتف' },
    });
  });
});

describe('maxUnitsForLine', () => {
  it.each([
    [0, undefined, 10],
    [12, undefined, 8],
    [17, undefined, 3],
    [20, undefined, 0],
    [0, 4, 4],
    [25, 4, 0],
  ])('other lines %i, stock %s → %i', (others, available, max) => {
    expect(maxUnitsForLine(others, available)).toBe(max);
  });
});

describe('phoneKey', () => {
  it.each([
    ['+974 5555 0101', '55550101'],
    ['00974 5555 0101', '55550101'],
    ['974-5555-0101', '55550101'],
    ['٥٥٥٥ ٠١٠١', '55550101'],
    ['+٩٧٤ ۵۵۵۵ ۰۱۰۱', '55550101'],
    ['55550101', '55550101'],
    // A number abroad keeps its country code.
    ['+44 20 7946 0000', '442079460000'],
    ['', null],
    [null, null],
    ['no digits', null],
  ])('%j → %j', (phone, key) => {
    expect(phoneKey(phone)).toBe(key);
  });
});

describe('emailKey', () => {
  it.each([
    ['Mariam@Example.com ', 'mariam@example.com'],
    ['mariam+shop1@example.com', 'mariam@example.com'],
    ['mariam@example.com', 'mariam@example.com'],
  ])('%j → %j', (email, key) => {
    expect(emailKey(email)).toBe(key);
  });
});

describe('addressKey', () => {
  it('folds case, punctuation, spacing, digits and Arabic letter forms', () => {
    expect(addressKey('Street 5, Building 12')).toBe(addressKey('  street 5   building 12.'));
    expect(addressKey('شارع ٥، مبنى ١٢')).toBe(addressKey('شارع 5 مبنى 12'));
    expect(addressKey('الدوحة، منطقة ٦٦')).toBe(addressKey('الدوحه منطقه 66'));
  });

  it('keeps different addresses apart and has no key for an empty one', () => {
    expect(addressKey('Street 5, Building 12')).not.toBe(addressKey('Street 5, Building 13'));
    expect(addressKey(' , ')).toBeNull();
    expect(addressKey(null)).toBeNull();
  });
});
