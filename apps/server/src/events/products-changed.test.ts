import { describe, expect, it } from 'vitest';
import { readProductsChanged } from './products-changed.js';

describe('readProductsChanged', () => {
  it.each([
    ['{"products":[1,7]}', { products: [1, 7], reordered: false }],
    ['{"products":[3],"reordered":true}', { products: [3], reordered: true }],
    ['{"products":[3],"reordered":"yes"}', { products: [3], reordered: false }],
    ['{"products":[]}', { products: [], reordered: false }],
    ['{"products":[0]}', null],
    ['{"products":["1"]}', null],
    ['{"products":1}', null],
    ['{}', null],
    ['null', null],
    ['not json', null],
  ])('%s → %j', (payload, read) => expect(readProductsChanged(payload)).toEqual(read));
});
