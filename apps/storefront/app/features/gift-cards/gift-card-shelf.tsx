import { formatMoney } from '@matjar/core';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { CatalogIcon } from '../../ui/catalog-icon.js';
import { ButtonLink } from '../../ui/button-link.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { ProductImage } from '../../ui/product-image.js';
import { localName } from '../../lib/product-display.js';
import type { GiftCardOffer, GiftCardShelf } from './gift-card-shelves.js';
import { NameText } from '../../ui/isolated-text.js';

/** The id of a brand's section, for the brand links at the top of the page. */
export function shelfAnchor(shelf: GiftCardShelf): string {
  return `gift-brand-${shelf.brand?.id ?? 'other'}`;
}

/** One brand: its mark and name, then each of its cards with the values it is sold in. */
export function GiftCardShelfSection({ shelf, first }: { shelf: GiftCardShelf; first: boolean }) {
  const { locale } = useShellData();
  const t = useT();
  const title = shelf.brand ? localName(shelf.brand, locale) : t('giftCards.otherBrand');
  const anchor = shelfAnchor(shelf);
  return (
    <section
      aria-labelledby={`${anchor}-title`}
      id={anchor}
      className="scroll-mt-28 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={`${anchor}-title`} className="flex items-center gap-3 text-lg font-extrabold text-slate-900">
        {shelf.brand && (
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-slate-50 p-1.5 text-brand-700 ring-1 ring-slate-200">
            <CatalogIcon icon={shelf.brand.icon} name={title} className="size-8" />
          </span>
        )}
        <bdi>
          <NameText name={title} />
        </bdi>
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {shelf.cards.map((card, index) => (
          <li key={card.id} className="py-3 first:pt-0 last:pb-0">
            <GiftCardItem card={card} priority={first && index < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GiftCardItem({ card, priority }: { card: GiftCardOffer; priority: boolean }) {
  const { locale } = useShellData();
  const t = useT();
  const name = localName(card, locale);
  const href = localizePath(`/product/${card.id}`, locale);
  return (
    <article className="flex h-full gap-4">
      {/* The picture repeats the name's link: hidden from the keyboard and screen readers. */}
      <Link to={href} tabIndex={-1} aria-hidden className="shrink-0">
        <ProductImage
          src={card.image}
          alt=""
          sizes="96px"
          width={96}
          height={96}
          priority={priority}
          className="size-20 rounded-xl bg-slate-50 object-contain sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h3 className="leading-snug font-bold text-slate-900">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            <NameText name={name} />
          </Link>
        </h3>
        <ul aria-label={t('giftCards.values')} className="flex flex-wrap gap-1.5">
          {card.denominations.map((denomination) => {
            const value = formatMoney(denomination.value, locale);
            return (
              <li
                key={denomination.variantId ?? 'single'}
                className={`rounded-full px-2.5 py-1 text-xs font-bold ${
                  denomination.soldOut
                    ? 'bg-slate-100 text-slate-600 line-through'
                    : 'bg-brand-50 text-brand-800 ring-1 ring-brand-100'
                }`}
              >
                {denomination.soldOut ? (
                  <>
                    <span aria-hidden>{value}</span>
                    <span className="sr-only">{t('giftCards.valueSoldOut', { value })}</span>
                  </>
                ) : (
                  value
                )}
              </li>
            );
          })}
        </ul>
        <ButtonLink
          to={href}
          aria-label={t('giftCards.chooseNamed', { name })}
          size="sm"
          className="mt-auto w-fit"
        >
          {t('giftCards.choose')}
        </ButtonLink>
      </div>
    </article>
  );
}
