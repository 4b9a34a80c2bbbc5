import { Cable, Camera, Gift, Headphones, Laptop, Smartphone, Tablet, type Icon } from '../../ui/icons.js';
import type { MessageKey } from '../../i18n/t.js';

/** The fixed category shortcuts of storefront §2 (category ids 1–7 in the seed's order). */
export const CATEGORY_SHORTCUTS: readonly {
  categoryId: number;
  path: string;
  label: MessageKey;
  icon: Icon;
}[] = [
  { categoryId: 1, path: '/phones', label: 'category.phones', icon: Smartphone },
  { categoryId: 2, path: '/tablets', label: 'category.tablets', icon: Tablet },
  { categoryId: 3, path: '/laptops', label: 'category.laptops', icon: Laptop },
  { categoryId: 4, path: '/accessories', label: 'category.accessories', icon: Cable },
  { categoryId: 5, path: '/audio', label: 'category.audio', icon: Headphones },
  { categoryId: 6, path: '/cameras', label: 'category.cameras', icon: Camera },
  { categoryId: 7, path: '/gift-cards', label: 'category.giftCards', icon: Gift },
];
