// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { createContentCache, type ContentCache } from './content-cache.js';
export { lockSetting, readSetting, writeSetting } from './setting-rows.js';
export type { SettingsService } from './settings-service.js';
