import { resolveStorefrontSettings, type StorefrontSettings } from '@matjar/core';
import type { SettingsRepository } from './settings-repository.js';

/** Channels on which a change to the catalogue or the settings is announced to every server process. */
export const CONTENT_CHANNELS = ['catalog_changed', 'settings_changed'] as const;

export interface SettingsService {
  /** The storefront's settings with defaults applied; cached until a change is announced. */
  get(): Promise<StorefrontSettings>;
  /** Drops the cached copy (called on NOTIFY, and by this process right after it writes settings). */
  invalidate(): void;
}

export function createSettingsService(repository: SettingsRepository): SettingsService {
  // Every page render needs the settings, so they are read once and kept until a NOTIFY says otherwise.
  let cached: Promise<StorefrontSettings> | null = null;
  return {
    get() {
      if (!cached) {
        const loading = repository.readAll().then(resolveStorefrontSettings);
        cached = loading;
        // A failed read must not stay cached: the next request tries the database again.
        loading.catch(() => {
          if (cached === loading) cached = null;
        });
      }
      return cached;
    },
    invalidate() {
      cached = null;
    },
  };
}
