import { eq, sql } from 'drizzle-orm';
import { siteSettings, type Db } from '@matjar/db';
import { CHANNELS } from '../../../events/channels.js';
import { notify } from '../../../events/notify.js';
import { recordActivity, type ActivityActor } from '../../audit/index.js';
import { requireShopImages } from '../../media/index.js';

const KEY = 'all_brands_icon';

/** The 'all brands' button's icon (back-office §2 Brands screen; site setting all_brands_icon). */
export function createAllBrandsIcon(deps: {
  db: Db;
  isShopImage: (url: string) => Promise<boolean>;
  releaseMedia: (urls: Iterable<string | null | undefined>) => Promise<unknown>;
}) {
  const { db } = deps;

  return {
    async read(): Promise<string | null> {
      const [row] = await db
        .select({ value: siteSettings.settingValue })
        .from(siteSettings)
        .where(eq(siteSettings.settingKey, KEY));
      return row?.value || null;
    },

    /** Sets (or with null, clears) the icon: audited, and every process's storefront settings follow. */
    async set(actor: ActivityActor, icon: string | null): Promise<string | null> {
      const old = await db.transaction(async (tx) => {
        const found = await tx.execute<{ setting_value: string | null }>(
          sql`SELECT setting_value FROM site_settings WHERE setting_key = ${KEY} FOR UPDATE`,
        );
        const before = found.rows[0]?.setting_value || null;
        const named = icon ? [{ url: icon, path: ['icon'] }] : [];
        await requireShopImages(named, { isShopImage: deps.isShopImage, kept: [before] });
        await tx
          .insert(siteSettings)
          .values({ settingKey: KEY, settingValue: icon })
          .onConflictDoUpdate({
            target: siteSettings.settingKey,
            set: { settingValue: icon, updatedAt: sql`now()` },
          });
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          entityType: 'setting',
          entityId: KEY,
          entityName: KEY,
          old: { all_brands_icon: before },
          new: { all_brands_icon: icon },
          description: icon ? 'Set the all-brands icon' : 'Deleted the all-brands icon',
        });
        await notify(tx, CHANNELS.settingsChanged, '{}');
        return before;
      });
      if (old !== icon) await deps.releaseMedia([old]);
      return icon;
    },
  };
}

export type AllBrandsIcon = ReturnType<typeof createAllBrandsIcon>;
