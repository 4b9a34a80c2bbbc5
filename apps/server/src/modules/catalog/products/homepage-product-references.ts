import { eq } from 'drizzle-orm';
import { siteSettings, type DbTransaction } from '@matjar/db';
import { CHANNELS } from '../../../events/channels.js';
import { notify } from '../../../events/notify.js';

const HOMEPAGE_SECTIONS_KEY = 'homepage_sections';

/**
 * Takes a deleted product out of every homepage products section, in the deletion's transaction, so the
 * homepage manager never lists an id that no longer exists. The stored document is changed only where it
 * names the product; the settings caches are told when it was.
 */
export async function dropProductFromHomepage(tx: DbTransaction, productId: number): Promise<void> {
  const [row] = await tx
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, HOMEPAGE_SECTIONS_KEY))
    .for('update');
  let sections: unknown;
  try {
    sections = row?.value ? JSON.parse(row.value) : null;
  } catch {
    return;
  }
  if (!Array.isArray(sections)) return;
  let changed = false;
  const kept = sections.map((section: unknown) => {
    const config = (section as { config?: { product_ids?: unknown } } | null)?.config;
    const ids = config?.product_ids;
    if (!Array.isArray(ids) || !ids.includes(productId)) return section;
    changed = true;
    return {
      ...(section as object),
      config: { ...config, product_ids: ids.filter((id) => id !== productId) },
    };
  });
  if (!changed) return;
  await tx
    .update(siteSettings)
    .set({ settingValue: JSON.stringify(kept), updatedAt: new Date() })
    .where(eq(siteSettings.settingKey, HOMEPAGE_SECTIONS_KEY));
  await notify(tx, CHANNELS.settingsChanged, '{}');
}
