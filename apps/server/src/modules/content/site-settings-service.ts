import {
  ADMIN_SETTING_VALUES,
  AppError,
  isErrorCode,
  issuesFromZod,
  resolveStorefrontSettings,
  resolveTrustPagesText,
  type AdminSettingKey,
  type StorefrontSettings,
  type TrustPagesText,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { notify } from '../../events/notify.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { createSettingsRepository } from './settings-repository.js';
import { requireShopImages } from '../media/index.js';
import { lockSetting, writeSetting } from './setting-rows.js';
import type { ContentMedia } from './content-media.js';

/** Keys whose value is an image file of the shop: replacing or removing one deletes the old upload. */
const IMAGE_KEYS: ReadonlySet<AdminSettingKey> = new Set(['site_logo', 'site_favicon']);

const DESCRIPTIONS: Record<AdminSettingKey, (value: unknown) => string> = {
  site_logo: (value) => (value ? 'Set the site logo' : 'Deleted the site logo'),
  site_favicon: (value) => (value ? 'Set the site favicon' : 'Deleted the site favicon'),
  logo_size: (value) => `Set the logo size to ${String(value)}`,
  banner_color: (value) => `Set the top banner colour to ${String(value)}`,
  hero_banner_size: (value) => `Set the hero banner size to ${String(value)}`,
  contact_settings: () => 'Saved the contact information',
  commercial_registration: (value) =>
    value
      ? `Set the commercial registration number to ${String(value)}`
      : 'Removed the commercial registration number',
  trust_pages: () => 'Saved the trust pages text',
};

/** A key's value checked by its own rule; the first rule broken names the answer (INVALID_WHATSAPP, …). */
function checkValue<K extends AdminSettingKey>(key: K, value: unknown) {
  const parsed = ADMIN_SETTING_VALUES[key].safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = issuesFromZod(parsed.error.issues).map((issue) => ({
    ...issue,
    path: ['value', ...issue.path],
  }));
  const first = issues[0]?.code;
  const code = first && isErrorCode(first) ? first : 'VALIDATION_FAILED';
  throw new AppError(code, {}, { issues, status: 400 });
}

/** As site_settings keeps each key: scalars raw (h-12, #ffffff), the contact fields as JSON, no value as NULL. */
function storedText(value: unknown): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function readable(text: string | null): unknown {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : text;
  } catch {
    return text;
  }
}

/**
 * Site settings (back-office §2 site settings): every key the back office edits, one at a time. Each change is
 * made under the key's lock, audited with its old and new value, and announced to every process in the same
 * transaction; a logo or favicon it replaces or removes is deleted once it is committed.
 */
export function createSiteSettingsService(deps: ContentMedia & { db: Db }) {
  const { db } = deps;
  const repository = createSettingsRepository(db);

  return {
    /**
     * What the storefront shows, defaults applied, and the trust pages' stored text, read from the rows (not a
     * process's cached copy).
     */
    async read(): Promise<{ settings: StorefrontSettings; trust_pages: TrustPagesText }> {
      const rows = await repository.readAll();
      return {
        settings: resolveStorefrontSettings(rows),
        trust_pages: resolveTrustPagesText(rows.trust_pages),
      };
    },

    async set(
      actor: ActivityActor,
      key: AdminSettingKey,
      input: unknown,
    ): Promise<{ settings: StorefrontSettings; trust_pages: TrustPagesText }> {
      const value = checkValue(key, input);
      if (IMAGE_KEYS.has(key) && typeof value === 'string') {
        await requireShopImages([{ url: value, path: ['value'] }], deps);
      }
      const text = storedText(value);
      const before = await db.transaction(async (tx) => {
        const row = await lockSetting(tx, key);
        const old = row?.value ?? null;
        await writeSetting(tx, key, text);
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          entityType: 'setting',
          entityId: key,
          entityName: key,
          old: { [key]: readable(old) },
          new: { [key]: readable(text) },
          description: DESCRIPTIONS[key](value),
        });
        await notify(tx, CHANNELS.settingsChanged, '{}');
        return old;
      });
      if (IMAGE_KEYS.has(key) && before !== text) await deps.releaseMedia([before]);
      return this.read();
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
