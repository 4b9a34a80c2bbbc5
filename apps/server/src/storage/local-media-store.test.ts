import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from './local-media-store.js';
import { describeMediaStorage } from './testing/media-storage-suite.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'matjar-media-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describeMediaStorage('local folder', { store: () => createLocalMediaStore(folder), urlPrefix: () => '' });

describe('local media store', () => {
  it('keeps each file at its key under the folder, which the static plugin serves as it is', async () => {
    const store = createLocalMediaStore(folder);
    await store.put('products/1/front.webp', Buffer.from('image'), 'image/webp');
    expect(await readFile(join(folder, 'products/1/front.webp'), 'utf8')).toBe('image');
    expect(store).toMatchObject({ kind: 'local', folder });
  });

  it("leaves neither a failed writer's file nor its temporary name behind", async () => {
    const store = createLocalMediaStore(folder);
    await expect(
      store.putWritten('half/up-1-a-640.webp', 'image/webp', async (path) => {
        await writeFile(path, 'half');
        throw new Error('the encoder failed half-way');
      }),
    ).rejects.toThrow('half-way');
    expect(await readdir(join(folder, 'half'))).toEqual([]);
  });
});
