import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test-support.js';

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

  it.each(['settings_changed', 'catalog_changed'])(
    'drops the cached settings on NOTIFY %s',
    async (channel) => {
      const cached = ctx.app.settings.get();
      expect(ctx.app.settings.get()).toBe(cached);
      await ctx.database.notify(channel, '{}');
      await vi.waitFor(() => expect(ctx.app.settings.get()).not.toBe(cached));
    },
  );
});
