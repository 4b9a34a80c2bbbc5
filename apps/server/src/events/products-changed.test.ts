import { describe, expect, it } from 'vitest';
import { parseProductsChanged } from './products-changed.js';

describe('parseProductsChanged', () => {
  it.each([
    ['{"products":[1,7]}', [1, 7]],
    ['{"products":[]}', []],
    ['{"products":[0]}', null],
    ['{"products":["1"]}', null],
    ['{"products":1}', null],
    ['{}', null],
    ['null', null],
    ['not json', null],
  ])('%s → %j', (payload, ids) => expect(parseProductsChanged(payload)).toEqual(ids));
});
