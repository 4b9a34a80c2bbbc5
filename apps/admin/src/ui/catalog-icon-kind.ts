// Category and brand icons are stored as one text (back-office §3, departure D17): an image address (an upload
// under /media/…, a seeded drawing, or an http(s) address) or, for categories, an emoji a person typed.

export type CatalogIconKind = 'image' | 'emoji' | 'none';

/** What an icon value holds, read the same way the storefront reads it (an address starts with / or http). */
export function catalogIconKind(icon: string | null | undefined): CatalogIconKind {
  const value = icon?.trim() ?? '';
  if (value === '') return 'none';
  if (value.startsWith('/') || /^https?:\/\//i.test(value)) return 'image';
  return 'emoji';
}

/** The emoji a category shows, or '' when its icon is an image or nothing (for the emoji text field). */
export function emojiOf(icon: string | null | undefined): string {
  return catalogIconKind(icon) === 'emoji' ? icon!.trim() : '';
}
