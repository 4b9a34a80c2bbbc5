import { describe, expect, it } from 'vitest';
import { customerIdParam } from './customer-id-param';

describe('customerIdParam', () => {
  it('reads a positive id the database can hold', () => {
    expect(customerIdParam('42')).toBe(42);
    expect(customerIdParam('2147483647')).toBe(2_147_483_647);
  });

  it('names nobody for anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '2147483648', '99999999999999999999']) {
      expect(customerIdParam(raw), String(raw)).toBeNull();
    }
  });
});
