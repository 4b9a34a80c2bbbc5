import {
  DELIVERY_ZONES_SETTING,
  parseDeliveryZones,
  resolveHomepageSections,
  resolveStorefrontSettings,
  type DeliveryZones,
  resolveTrustPagesText,
  type HomepageSection,
  type StorefrontSettings,
  type TrustPagesText,
} from '@matjar/core';
import type { SettingsRepository } from './settings-repository.js';

export interface SettingsService {
  /** The storefront's settings with defaults applied; cached until a change is announced. */
  get(): Promise<StorefrontSettings>;
  /** The homepage_sections setting, sorted, every section (the default layout when none is stored). */
  homepageSections(): Promise<HomepageSection[]>;
  /**
   * The delivery zones (decision 032) the cart quote and create-order price from. A save drops the copy in the
   * saving process at once and in every other one on its NOTIFY.
   */
  deliveryZones(): Promise<DeliveryZones>;
  /** What staff wrote on the trust pages ('' = built-in text); cached with the settings (decision 031). */
  trustPages(): Promise<TrustPagesText>;
  /** Drops the cached copy (called on NOTIFY, and by this process right after it writes settings). */
  invalidate(): void;
}

interface Resolved {
  settings: StorefrontSettings;
  sections: HomepageSection[];
  trustPages: TrustPagesText;
  zones: DeliveryZones;
}

/** The stored zones, or the default ones when there are none or they no longer parse. */
function storedZones(text: string | null | undefined): DeliveryZones {
  if (!text) return parseDeliveryZones(null);
  try {
    return parseDeliveryZones(JSON.parse(text));
  } catch {
    return parseDeliveryZones(null);
  }
}

export function createSettingsService(repository: SettingsRepository): SettingsService {
  // Every page render needs the settings, so they are read once and kept until a NOTIFY says otherwise.
  let cached: Promise<Resolved> | null = null;
  function load(): Promise<Resolved> {
    if (!cached) {
      const loading = repository.readAll().then((rows) => ({
        settings: resolveStorefrontSettings(rows),
        sections: resolveHomepageSections(rows.homepage_sections),
        zones: storedZones(rows[DELIVERY_ZONES_SETTING]),
        trustPages: resolveTrustPagesText(rows.trust_pages),
      }));
      cached = loading;
      // A failed read must not stay cached: the next request tries the database again.
      loading.catch(() => {
        if (cached === loading) cached = null;
      });
    }
    return cached;
  }
  let settings: Promise<StorefrontSettings> | null = null;
  let source: Promise<Resolved> | null = null;
  return {
    get() {
      const resolved = load();
      // The same promise for the same read, so callers (and tests) can tell a cached answer from a new one.
      if (source !== resolved || !settings) {
        source = resolved;
        settings = resolved.then((r) => r.settings);
      }
      return settings;
    },
    async homepageSections() {
      return (await load()).sections;
    },
    async deliveryZones() {
      return (await load()).zones;
    },
    async trustPages() {
      return (await load()).trustPages;
    },
    invalidate() {
      cached = null;
    },
  };
}
