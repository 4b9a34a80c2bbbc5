import { Heart } from '../../ui/icons.js';
import { localName } from '../../lib/product-display.js';
import { useWishlist, type WishlistItem } from '../../lib/wishlist/wishlist-store.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

/** The heart on a product card: adds to or removes from the wishlist kept in local storage. */
export function WishlistHeart({ product, className = '' }: { product: WishlistItem; className?: string }) {
  const { locale } = useShellData();
  const t = useT();
  const { has, toggle } = useWishlist();
  const saved = has(product.id);
  const name = localName(product, locale);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t(saved ? 'wishlist.remove' : 'wishlist.add', { name })}
      title={t(saved ? 'wishlist.remove' : 'wishlist.add', { name })}
      onClick={() => toggle(product)}
      // The floating WhatsApp and back-to-top buttons step aside rather than cover a heart (use-keep-clear).
      data-keep-clear
      className={`grid size-9 place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 transition hover:scale-110 ${saved ? 'text-red-600' : 'text-slate-500 hover:text-red-600'} ${className}`}
    >
      <Heart className="size-5" fill={saved ? 'currentColor' : 'none'} aria-hidden strokeWidth={1.75} />
    </button>
  );
}
