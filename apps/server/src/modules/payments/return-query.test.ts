import { describe, expect, it } from 'vitest';
import { readReturnQuery } from './return-query.js';

const PATH = '/api/payments/return/skipcash';
const ID = '32943d5e-3fd9-4794-8a89-b1200ebcf0f7';

describe('readReturnQuery', () => {
  it('finds the order number and the payment id wherever they stand', () => {
    const expected = { orderNumber: 'ORD-1763745600000', id: ID };
    for (const search of [
      `?orderNumber=ORD-1763745600000&id=${ID}`,
      `?id=${ID}&orderNumber=ORD-1763745600000`,
      // A second `?`: a gateway that appends without looking at the query already there.
      `?orderNumber=ORD-1763745600000?id=${ID}`,
      // A portal that adds its own parameters before and after ours.
      `?lang=ar&orderNumber=ORD-1763745600000&status=Paid&id=${ID}&x=1`,
      `?lang=ar?id=${ID}&orderNumber=ORD-1763745600000`,
      `?orderNumber=ORD-1763745600000&id=${ID}#paid`,
    ]) {
      expect(readReturnQuery(PATH + search), search).toEqual(expected);
    }
  });

  it('decodes values once and keeps an encoded ? inside its value', () => {
    expect(readReturnQuery(`${PATH}?orderNumber=ORD%2D1&id=a%3Fb`)).toEqual({
      orderNumber: 'ORD-1',
      id: 'a?b',
    });
  });

  it('leaves out what is missing, empty or too long to be an id', () => {
    expect(readReturnQuery(PATH)).toEqual({});
    expect(readReturnQuery(`${PATH}?id=&orderNumber=`)).toEqual({});
    expect(readReturnQuery(`${PATH}?id=${ID}`)).toEqual({ id: ID });
    expect(readReturnQuery(`${PATH}?id=${'x'.repeat(121)}&id=${ID}`)).toEqual({ id: ID });
  });
});
