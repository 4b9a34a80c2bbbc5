import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { MediaStorage } from '../media-storage.js';

/**
 * The storage tests every MediaStorage passes, run on the uploads folder (local-media-store.test.ts) and on a
 * real S3 API (s3-media-store.test.ts): what the seed, the uploads and the clean-up rely on, whatever holds the
 * bytes. `store()` answers the store under test; `urlPrefix` is what its addresses start with.
 */
export function describeMediaStorage(
  name: string,
  setup: { store: () => MediaStorage; urlPrefix: () => string },
): void {
  describe(`${name}: the media storage contract`, () => {
    it('stores a file under its key, reports it exists and names its address', async () => {
      const store = setup.store();
      expect(await store.exists('products/front-640.webp')).toBe(false);
      await store.put('products/front-640.webp', Buffer.from('image'), 'image/webp');
      expect(await store.exists('products/front-640.webp')).toBe(true);
      expect(store.url('products/front-640.webp')).toBe(`${setup.urlPrefix()}/media/products/front-640.webp`);
    });

    it("reads a stored file's bytes; a missing file or a folder is none, a key outside is refused", async () => {
      const store = setup.store();
      await store.put('read/picture-640.webp', Buffer.from('bytes'), 'image/webp');
      expect((await store.read('read/picture-640.webp'))?.toString()).toBe('bytes');
      expect(await store.read('read/missing.webp')).toBeNull();
      expect(await store.read('read')).toBeNull();
      await expect(store.read('../outside')).rejects.toThrow('Invalid media key');
    });

    it('lists the keys under a prefix and removes one; removing a missing key is not an error', async () => {
      const store = setup.store();
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
      expect(await store.exists('gallery/up-1-a-320.webp')).toBe(false);
    });

    it('lists only the files of a folder, not those of a folder inside it', async () => {
      const store = setup.store();
      await store.put('flat/a-320.webp', Buffer.from('a'), 'image/webp');
      await store.put('flat/inner/b-320.webp', Buffer.from('b'), 'image/webp');
      expect(await store.list('flat/')).toEqual(['flat/a-320.webp']);
    });

    it('stores the file a writer makes at the path it is handed; a failed writer stores nothing', async () => {
      const store = setup.store();
      await store.putWritten('written/up-1-a-320.webp', 'image/webp', (path) => writeFile(path, 'encoded'));
      expect((await store.read('written/up-1-a-320.webp'))?.toString()).toBe('encoded');
      const failure = new Error('the encoder failed half-way');
      await expect(
        store.putWritten('written/up-1-a-640.webp', 'image/webp', async (path) => {
          await writeFile(path, 'half');
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await store.list('written/')).toEqual(['written/up-1-a-320.webp']);
    });

    it('keeps bytes exactly, whatever they are', async () => {
      const store = setup.store();
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
      await store.put('binary/noise-1280.avif', bytes, 'image/avif');
      expect((await store.read('binary/noise-1280.avif'))?.equals(bytes)).toBe(true);
    });

    it.each(['../', '/etc/', 'no-folder', 'a/../'])('refuses to list the prefix %j', async (prefix) => {
      await expect(setup.store().list(prefix)).rejects.toThrow(/Invalid media prefix/);
    });

    it.each(['../escape.png', '/etc/passwd', 'a/../../b.png', 'a//b.png', ''])(
      'refuses the key %j',
      async (key) => {
        const store = setup.store();
        await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid media key/);
        expect(() => store.url(key)).toThrow(/Invalid media key/);
      },
    );
  });
}
