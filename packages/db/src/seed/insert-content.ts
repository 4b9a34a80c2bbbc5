import type { Db } from '../client/types.js';
import { coupons, siteSettings } from '../schema/index.js';
import { seedHomepageSections } from './content/homepage.js';
import { type Coupon, DEFAULT_CONTACT_SETTINGS } from '@matjar/core';
import type { seedMediaUrls } from './images/draw-catalog.js';
import { SHOP_COLOR } from './images/draw-site.js';

type Urls = ReturnType<typeof seedMediaUrls>;

export async function insertCoupons(db: Db, list: readonly Coupon[]): Promise<void> {
  await db.insert(coupons).values(
    list.map((c) => ({
      code: c.code,
      type: c.type,
      value: c.value,
      minOrder: c.minOrder,
      description: c.description.ar,
      descriptionEn: c.description.en,
      expiresAt: c.expiresAt,
    })),
  );
}

/** Every site_settings key of both spec documents; scalar values are stored raw, objects as JSON text. */
export async function insertSiteSettings(db: Db, urls: Urls, featuredProductIds: number[]): Promise<void> {
  const contact = {
    ...DEFAULT_CONTACT_SETTINGS,
    email: 'info@matjar.qa',
    whatsapp: '97450001234',
    location_ar: 'الدوحة، الخليج الغربي، برج الأعمال، الطابق 12',
    location_en: 'Doha, West Bay, Business Tower, 12th floor',
  };
  const values: Record<string, string> = {
    site_logo: urls.logo(),
    site_favicon: urls.favicon(),
    logo_size: 'h-12',
    banner_color: SHOP_COLOR,
    hero_banner_size: 'medium',
    all_brands_icon: urls.allBrands(),
    contact_settings: JSON.stringify(contact),
    homepage_sections: JSON.stringify(seedHomepageSections(urls.banner, featuredProductIds)),
  };
  await db
    .insert(siteSettings)
    .values(Object.entries(values).map(([settingKey, settingValue]) => ({ settingKey, settingValue })));
}
