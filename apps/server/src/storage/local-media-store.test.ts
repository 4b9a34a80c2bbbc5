import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

  it("reads a stored file's bytes; a missing file or a folder is none, a key outside the folder refused", async () => {
    const store = createLocalMediaStore(folder);
    await store.put('read/picture-640.webp', Buffer.from('bytes'), 'image/webp');
    expect((await store.read('read/picture-640.webp'))?.toString()).toBe('bytes');
    expect(await store.read('read/missing.webp')).toBeNull();
    expect(await store.read('read')).toBeNull();
    await expect(store.read('../outside')).rejects.toThrow('Invalid media key');
  });

  it('lists the keys under a prefix and removes one; removing a missing key is not an error', async () => {
    const store = createLocalMediaStore(folder);
    await store.put('gallery/up-1-a-320.webp', Buffer.from('a'), 'image/webp');
    await store.put('gallery/up-1-a-640.webp', Buffer.from('b'), 'image/webp');
    await store.put('gallery/up-2-b-320.webp', Buffer.from('c'), 'image/webp');
    expect((await store.list('gallery/up-1-a-')).sort()).toEqual([
      'gallery/up-1-a-320.webp',
      'gallery/up-1-a-640.webp',
    ]);
    expect(await store.list('gallery/')).toHaveLength(3);
    expect(await store.list('nothing-here/')).toEqual([]);
    await store.remove('gallery/up-1-a-320.webp');
    await store.remove('gallery/up-1-a-320.webp');
    expect(await store.list('gallery/up-1-')).toEqual(['gallery/up-1-a-640.webp']);
  });

  it('stores the file a writer makes at the path it is handed; a failed writer stores nothing', async () => {
    const store = createLocalMediaStore(folder);
    await store.putWritten('written/up-1-a-320.webp', 'image/webp', (path) => writeFile(path, 'encoded'));
    expect(await readFile(join(folder, 'written/up-1-a-320.webp'), 'utf8')).toBe('encoded');
    const failure = new Error('the encoder failed half-way');
    await expect(
      store.putWritten('written/up-1-a-640.webp', 'image/webp', async (path) => {
        await writeFile(path, 'half');
        throw failure;
      }),
    ).rejects.toBe(failure);
    // Neither the file nor its temporary name is left.
    expect(await readdir(join(folder, 'written'))).toEqual(['up-1-a-320.webp']);
  });

  it.each(['../', '/etc/', 'no-folder', 'a/../'])('refuses to list the prefix %j', async (prefix) => {
    const store = createLocalMediaStore(folder);
    await expect(store.list(prefix)).rejects.toThrow(/Invalid media prefix/);
  });

  it.each(['../escape.png', '/etc/passwd', 'a/../../b.png', 'a//b.png', ''])(
    'refuses the key %j',
    async (key) => {
      const store = createLocalMediaStore(folder);
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid media key/);
    },
  );
});
