import { siteSettings, type Db } from '@matjar/db';

/** SQL for site_settings; the service decides what the values mean. */
export function createSettingsRepository(db: Db) {
  return {
    /** Every setting as setting_key → setting_value. */
    async readAll(): Promise<Record<string, string | null>> {
      const rows = await db
        .select({ key: siteSettings.settingKey, value: siteSettings.settingValue })
        .from(siteSettings);
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
