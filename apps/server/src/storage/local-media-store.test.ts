import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from './local-media-store.js';

describe('local media store', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'matjar-media-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('stores a file under its key and reports it exists', async () => {
    const store = createLocalMediaStore(folder);
    expect(await store.exists('products/1/front.webp')).toBe(false);
    await store.put('products/1/front.webp', Buffer.from('image'), 'image/webp');
    expect(await store.exists('products/1/front.webp')).toBe(true);
    expect(await readFile(join(folder, 'products/1/front.webp'), 'utf8')).toBe('image');
    expect(store.url('products/1/front.webp')).toBe('/media/products/1/front.webp');
  });

  it.each(['../escape.png', '/etc/passwd', 'a/../../b.png', 'a//b.png', ''])(
    'refuses the key %j',
    async (key) => {
      const store = createLocalMediaStore(folder);
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid media key/);
    },
  );
});
