import { Heart } from '../ui/icons.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { WishlistList } from '../features/wishlist/wishlist-list.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/wishlist';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'wishlist.meta.title'),
    description: t(locale, 'wishlist.meta.description'),
    noindex: true,
  }));
}

export default function Wishlist() {
  return <WishlistList icon={Heart} />;
}
