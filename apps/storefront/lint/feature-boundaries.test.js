import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from '../../admin/lint/feature-boundaries.js';

// The back office's rule (apps/admin/lint/feature-boundaries.js) on the storefront's layout (decision 017).
RuleTester.describe = describe;
RuleTester.it = it;

const srcRoot = '/repo/apps/storefront/app';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const at = (file, code) => ({ filename: `${srcRoot}/${file}`, code, options: [{ srcRoot }] });

tester.run('storefront feature-boundaries', featureBoundaries, {
  valid: [
    at('features/cart/coupon-box.tsx', "import { previewTotals } from './cart-totals.js';"),
    at('features/cart/card-cart-control.tsx', "import { useCart } from '../../lib/cart/use-cart.js';"),
    at('features/product/add-to-cart.tsx', "import { CartStepper } from '../../ui/cart-stepper.js';"),
    at('features/checkout/checkout-api.ts', "import { apiPost } from '../../lib/api/api-client.js';"),
    at('ui/product-card.tsx', "import { localName } from '../lib/product-display.js';"),
    at('shell/site-header.tsx', "import { AccountMenu } from '../features/account/account-menu.js';"),
    at('shell/site-shell.tsx', "import { CardCartControl } from '../features/cart/card-cart-control.js';"),
    at('routes/product.tsx', "import { ReviewsSection } from '../features/reviews/reviews-section.js';"),
    at('root.tsx', "import { SiteShell } from './shell/site-shell.js';"),
  ],
  invalid: [
    at('features/product/add-to-cart.tsx', "import { useCart } from '../cart/use-cart.js';"),
    at(
      'features/checkout/checkout-form-view.tsx',
      "import { useCustomer } from '../account/customer-store.js';",
    ),
    at(
      'features/home/product-strip.tsx',
      "export { ProductCard } from '../../features/catalog/product-card.js';",
    ),
    at('features/search/search-box.tsx', "const lazy = () => import('../product/product-selection.js');"),
    at('ui/product-card.tsx', "import { WishlistHeart } from '../features/wishlist/wishlist-heart.js';"),
    at(
      'ui/header/mobile-menu.tsx',
      "import { useCustomer } from '../../features/account/customer-store.js';",
    ),
    at(
      'lib/session/customer-store.ts',
      "import { accountApi } from '../../features/account/account-api.js';",
    ),
    at('i18n/product-count.ts', "import { x } from '../features/catalog/x.js';"),
  ].map((test) => ({ ...test, errors: 1 })),
});
