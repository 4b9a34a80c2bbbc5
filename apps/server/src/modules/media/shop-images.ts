import { isIconEmoji } from '@matjar/core';
import { fieldIssue } from '../../http/field-issue.js';

/** One image a request names, and where: the field the edit screen marks when it is refused. */
export interface NamedImage {
  url: string;
  path: (string | number)[];
}

export interface ShopImageRule {
  /** Whether `url` is a file this shop stores (media service's isShopImage: checked against the storage). */
  isShopImage: (url: string) => Promise<boolean>;
  /** What the row holds already: it stays acceptable, so saving other fields never fails on it. */
  kept?: Iterable<string | null | undefined>;
  /** Category icons may be an emoji instead (departure D17; core's isIconEmoji). */
  emojiAllowed?: boolean;
}

/** How a refused address is quoted back: enough to recognise it, not a 2,000-character echo. */
const quoted = (url: string) => (url.length > 120 ? `${url.slice(0, 117)}…` : url);

/**
 * The one rule for every image staff name — banners, logo, favicon, category and brand icons, the all-brands
 * icon, product pictures and a colour's pictures: a file the shop stores (uploaded through the media pipeline,
 * or seeded), never `javascript:`, another site's address or a path with no file behind it. The first one
 * that is not answers 400 IMAGE_NOT_SHOP_MEDIA naming its field, before anything is written.
 */
export async function requireShopImages(images: Iterable<NamedImage>, rule: ShopImageRule): Promise<void> {
  const kept = new Set([...(rule.kept ?? [])].filter((url): url is string => !!url));
  const checked = new Map<string, boolean>();
  for (const { url, path } of images) {
    if (kept.has(url) || (rule.emojiAllowed && isIconEmoji(url))) continue;
    if (!checked.has(url)) checked.set(url, await rule.isShopImage(url));
    if (!checked.get(url)) throw fieldIssue('IMAGE_NOT_SHOP_MEDIA', { url: quoted(url) }, path);
  }
}
