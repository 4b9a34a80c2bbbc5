import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_ZONES, DELIVERY_ZONES_SETTING } from '@matjar/core';
import type { SettingsRepository } from './settings-repository.js';
import { createSettingsService } from './settings-service.js';

function fakeRepository(rows: Record<string, string | null>[]) {
  let reads = 0;
  const repository: SettingsRepository = {
    async readAll() {
      const next = rows[Math.min(reads, rows.length - 1)];
      reads++;
      if (!next) throw new Error('database down');
      return next;
    },
  };
  return { repository, reads: () => reads };
}

describe('settings service', () => {
  it('resolves rows with defaults and reads the database once until invalidated', async () => {
    const fake = fakeRepository([{ banner_color: '"#112233"' }, { banner_color: '#445566' }]);
    const service = createSettingsService(fake.repository);
    const first = await service.get();
    expect(first.bannerColor).toBe('#112233');
    expect(first.logoSize).toBe('h-12');
    await service.get();
    expect(fake.reads()).toBe(1);

    service.invalidate();
    expect((await service.get()).bannerColor).toBe('#445566');
    expect(fake.reads()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const service = createSettingsService({
      async readAll() {
        if (fail) throw new Error('database down');
        return {};
      },
    });
    await expect(service.get()).rejects.toThrow('database down');
    fail = false;
    await expect(service.get()).resolves.toMatchObject({ heroBannerSize: 'medium' });
  });

  it('answers the delivery zones from the same cached read, the default ones when none or broken', async () => {
    const saved = [{ ...DEFAULT_DELIVERY_ZONES[0]!, fee: 4000 }];
    const fake = fakeRepository([
      { [DELIVERY_ZONES_SETTING]: JSON.stringify(saved) },
      { [DELIVERY_ZONES_SETTING]: '{not json' },
    ]);
    const service = createSettingsService(fake.repository);
    expect(await service.deliveryZones()).toEqual(saved);
    await service.get();
    expect(fake.reads()).toBe(1);

    service.invalidate();
    expect(await service.deliveryZones()).toEqual(DEFAULT_DELIVERY_ZONES);
    expect(fake.reads()).toBe(2);
  });
});
