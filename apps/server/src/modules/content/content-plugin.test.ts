import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../events/channels.js';
import { buildTestApp } from '../../testing/test-app.js';

describe('content plugin', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('serves storefront settings from the database', async () => {
    const settings = await ctx.app.settings.get();
    expect(settings.bannerColor).toMatch(/^#[0-9a-fA-F]{6}$/);
    expect(settings.contact).toHaveProperty('whatsapp');
  });

  it.each([CHANNELS.settingsChanged, CHANNELS.catalogChanged])(
    'drops the cached settings on NOTIFY %s',
    async (channel) => {
      const cached = ctx.app.settings.get();
      expect(ctx.app.settings.get()).toBe(cached);
      await ctx.database.notify(channel, '{}');
      await vi.waitFor(() => expect(ctx.app.settings.get()).not.toBe(cached));
    },
  );

  it('hands the product ids of products_changed to the product handlers; the settings stay cached', async () => {
    const heard: number[][] = [];
    let cleared = 0;
    ctx.app.onProductsChange((ids) => heard.push(ids));
    ctx.app.onContentChange(() => cleared++);
    const cached = ctx.app.settings.get();
    await ctx.database.notify(CHANNELS.productsChanged, JSON.stringify({ products: [3, 9] }));
    await vi.waitFor(() => expect(heard).toEqual([[3, 9]]));
    expect(ctx.app.settings.get()).toBe(cached);
    expect(cleared).toBe(0);
    // An announcement that cannot be read empties every cache instead of keeping a page that may be stale.
    await ctx.database.notify(CHANNELS.productsChanged, 'not json');
    await vi.waitFor(() => expect(cleared).toBe(1));
    expect(heard).toHaveLength(1);
  });
});
