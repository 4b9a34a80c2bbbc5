/**
 * Shapes of the demo data, independent of the table definitions so the catalogue files read as plain data.
 * Prices here are in riyals as a shopper sees them; insert code converts them to integer dirhams.
 */

/** The drawn silhouette used for a product's pictures. */
export type DeviceShape =
  | 'phone'
  | 'tablet'
  | 'laptop'
  | 'headphones'
  | 'earbuds'
  | 'speaker'
  | 'camera'
  | 'watch'
  | 'charger'
  | 'magsafe'
  | 'power-bank'
  | 'charging-stand'
  | 'stylus'
  | 'tracker'
  | 'action-camera'
  | 'instant-camera'
  | 'mouse'
  | 'keyboard'
  | 'drone'
  | 'card';

export interface SeedColor {
  ar: string;
  en: string;
  hex: string;
}

/** A text option value (storage, size, denomination) that moves the price by `extra` riyals. */
export interface SeedTextValue {
  label: string;
  labelAr?: string;
  extra: number;
}

export interface SeedDiscount {
  type: 'percentage' | 'fixed';
  /** Whole percent for percentage, riyals for fixed. */
  value: number;
}

export interface SeedProduct {
  /** Stable slug: image names and lookups in content (orders, homepage) use it. */
  slug: string;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  brand: string;
  /** The first is the primary category (products.category_id); extra ones become product_categories links. */
  categories: readonly number[];
  /** Base price in riyals (the cheapest variant when there are variants). */
  price: number;
  /** Stock of a product without variants; with variants the stock is the sum of the variants'. */
  stock: number;
  shape: DeviceShape;
  /** 2–6 pictures are drawn. */
  imageCount: number;
  colors?: readonly SeedColor[];
  /**
   * The one finish every picture shows when the product has no colour option (hex); without it the shape's
   * usual finish. A gallery never shows a colour the shop does not sell.
   */
  finish?: string;
  /** The text option (e.g. storage); its name defaults to storage. */
  sizes?: readonly SeedTextValue[];
  sizeOption?: { ar: string; en: string };
  discount?: SeedDiscount;
  specialOffer?: boolean;
  /** Each unit's serial or IMEI is recorded when packed (decision 049). */
  serialized?: boolean;
  /** Variant stock pattern cycled over the variants; lets a file state "some sold out, some low". */
  variantStocks?: readonly number[];
  isActive?: boolean;
}

export interface SeedBrand {
  id: number;
  ar: string;
  en: string;
  /** Logo colours drawn on the brand tile. */
  color: string;
  /** Short mark drawn in the logo (a letter or two). */
  mark: string;
}

export interface SeedCategory {
  id: number;
  ar: string;
  en: string;
  /** The device drawn as the category's icon (departure D17: a drawn image, not an emoji). */
  shape: DeviceShape;
  slug: string;
  color: string;
}
