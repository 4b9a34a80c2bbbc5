import {
  GIFT_CARD_CATEGORY_ID,
  PRODUCT_PAGE_SIZE_MAX,
  type StoreProductCard,
  type StoreProductDetail,
} from '@matjar/core';
import { CreditCard, Gift, Mail, ShieldCheck } from '../ui/icons.js';
import { catalogOf } from '../features/catalog/load-catalog.server.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { GiftCardShelfSection, shelfAnchor } from '../features/gift-cards/gift-card-shelf.js';
import { giftCardShelves } from '../features/gift-cards/gift-card-shelves.js';
import { HowGiftCardsWork } from '../features/gift-cards/how-gift-cards-work.js';
import { localName } from '../lib/product-display.js';
import { localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { ButtonLink } from '../ui/button-link.js';
import { EmptyState } from '../ui/empty-state.js';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import type { Route } from './+types/gift-cards';
import { Link } from 'react-router';
import { NameText } from '../ui/isolated-text.js';

/**
 * The gift-card shop (D16): every active card of the gift-card category with its values, grouped by brand.
 * Read through the host's catalogue service, so the answers are cached and the rendered page is dropped with
 * the catalogue like every other page (and tagged with the cards it shows).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const catalog = catalogOf(context);
  const cards: StoreProductCard[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const list = await catalog.listProducts({
      category: GIFT_CARD_CATEGORY_ID,
      pageSize: PRODUCT_PAGE_SIZE_MAX,
      sort: 'name',
      page,
    });
    cards.push(...list.items);
    pageCount = list.pageCount;
  }
  // The values are the variants, which only the product's own answer carries.
  const products = await Promise.all(cards.map((card) => catalog.getProduct(card.id)));
  return { shelves: giftCardShelves(products.filter((product): product is StoreProductDetail => !!product)) };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'giftCards.meta.title'),
    description: t(locale, 'giftCards.meta.description'),
  }));
}

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  const t = useT();
  const { shelves } = loaderData;
  const perks = [
    { icon: Mail, text: t('giftCards.perk.instant') },
    { icon: ShieldCheck, text: t('giftCards.perk.validity') },
    { icon: CreditCard, text: t('giftCards.perk.cardOnly') },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:py-10">
      <section className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 via-white to-amber-50 p-6 ring-1 ring-slate-200 sm:p-10">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-bold text-brand-800 ring-1 ring-brand-100">
          <Gift className="size-4" aria-hidden />
          {t('giftCards.badge')}
        </p>
        <h1 className="mt-4 text-3xl leading-tight font-extrabold text-balance text-slate-900 sm:text-4xl">
          {t('giftCards.title')}
        </h1>
        <p className="mt-3 max-w-3xl text-base leading-8 text-slate-600 sm:text-lg">{t('giftCards.text')}</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {perks.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-200"
            >
              <Icon className="size-4 text-brand-700" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
        <p className="mt-5">
          <Link
            to={localizePath('/gift-cards/balance', locale)}
            className="text-sm font-bold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('giftBalance.link')}
          </Link>
        </p>
        {shelves.length > 1 && (
          <nav aria-label={t('giftCards.brandsNav')} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {shelves.map((shelf) => (
                <li key={shelfAnchor(shelf)}>
                  <a
                    href={`#${shelfAnchor(shelf)}`}
                    className="inline-flex rounded-full bg-brand-700/5 px-3 py-1.5 text-sm font-bold text-brand-800 hover:bg-brand-700/10"
                  >
                    <bdi>
                      <NameText
                        name={shelf.brand ? localName(shelf.brand, locale) : t('giftCards.otherBrand')}
                      />
                    </bdi>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
      {shelves.length === 0 ? (
        <EmptyState icon={Gift} title={t('giftCards.empty.title')} text={t('giftCards.empty.text')}>
          <ButtonLink to={localizePath('/contact', locale)}>{t('giftCards.contact')}</ButtonLink>
        </EmptyState>
      ) : (
        <div className="grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shelves.map((shelf, index) => (
            <GiftCardShelfSection key={shelfAnchor(shelf)} shelf={shelf} first={index < 2} />
          ))}
        </div>
      )}
      <HowGiftCardsWork />
    </div>
  );
}
