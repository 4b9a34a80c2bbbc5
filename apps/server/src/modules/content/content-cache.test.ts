import { describe, expect, it } from 'vitest';
import { createContentCache } from './content-cache.js';

describe('content cache: invalidate by tag', () => {
  it('drops the entries tagged with a changed product and keeps the others', async () => {
    const cache = createContentCache({ max: 10 });
    await cache.get(
      'product:1',
      async () => ({ id: 1 }),
      () => ['product:1'],
    );
    await cache.get(
      'list',
      async () => [{ id: 1 }, { id: 2 }],
      (cards) => cards.map((c) => `product:${c.id}`),
    );
    await cache.get('categories', async () => ['phones']);
    cache.set('json:/api/store/products/3', 'body', ['product:3']);
    cache.invalidate(['product:2']);
    expect(cache.peek('list')).toBeUndefined();
    expect(cache.peek('product:1')).toEqual({ id: 1 });
    expect(cache.peek('categories')).toEqual(['phones']);
    expect(cache.peek('json:/api/store/products/3')).toBe('body');
  });

  it('keeps out a load that was running when a change was announced (it may have read the old rows)', async () => {
    const cache = createContentCache({ max: 10 });
    let finish!: (value: string) => void;
    const loading = cache.get('product:5', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate(['product:9']);
    finish('old');
    expect(await loading).toBe('old');
    expect(cache.peek('product:5')).toBeUndefined();
    expect(await cache.get('product:5', async () => 'new')).toBe('new');
  });
});
