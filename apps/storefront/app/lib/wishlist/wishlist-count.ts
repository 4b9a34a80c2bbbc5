/** Local-storage key of the wishlist (a JSON array of products). */
export const WISHLIST_KEY = 'wishlist';

export function wishlistCountFrom(raw: string | null): number {
  if (!raw) return 0;
  try {
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}
