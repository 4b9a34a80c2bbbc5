/**
 * A brand's page is /brand/{slug}: its Latin name as an address part ("Apple" → apple, "Bang & Olufsen" →
 * bang-olufsen), the name it is searched and known by in both languages. Slugs are worked out from the brands
 * themselves, not stored: the oldest brand keeps a plain slug, and a later brand whose name gives the same one
 * (or none, or only digits, which would read as an id) gets its id added, so a new brand never moves an
 * existing brand's page.
 */
export const BRAND_SLUG_MAX = 60;

/** The address part a brand name gives on its own: Latin letters and digits, words joined by hyphens. */
export function brandSlugBase(nameEn: string): string {
  return nameEn
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BRAND_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/** Every brand's slug, by brand id; `brands` are all the shop's brands (listed or not), in any order. */
export function brandSlugs(brands: readonly { id: number; name_en: string }[]): Map<number, string> {
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  for (const brand of [...brands].sort((a, b) => a.id - b.id)) {
    const base = brandSlugBase(brand.name_en);
    const plain = base !== '' && !/^[0-9]+$/.test(base) && !taken.has(base);
    const slug = plain ? base : `${base || 'brand'}-${brand.id}`;
    taken.add(slug);
    slugs.set(brand.id, slug);
  }
  return slugs;
}

/** A brand page's language-neutral path. */
export const brandLink = (slug: string) => `/brand/${slug}`;

/** The slug of a brand page's path (/brand/apple, its English twin already made neutral), or null. */
export function brandSlugOfPath(path: string): string | null {
  const match = /^\/brand\/([a-z0-9-]{1,80})$/.exec(path);
  return match ? match[1]! : null;
}
