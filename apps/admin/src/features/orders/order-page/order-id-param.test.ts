import { describe, expect, it } from 'vitest';
import { orderIdParam } from './order-id-param';

describe('orderIdParam', () => {
  it('reads a positive whole number', () => {
    expect(orderIdParam('42')).toBe(42);
  });

  it.each([undefined, '', '0', '-3', '1.5', '1e3', ' 7', 'abc', '99999999999999999'])(
    'names no order for %j',
    (raw) => {
      expect(orderIdParam(raw)).toBeNull();
    },
  );
});
