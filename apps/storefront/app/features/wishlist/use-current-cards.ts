import { PRODUCT_PAGE_SIZE_MAX, type Locale, type StoreProductCard } from '@matjar/core';
import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api/api-client.js';

/** The wished ids in requests the catalogue takes (one page of at most PRODUCT_PAGE_SIZE_MAX each). */
export function idBatches(ids: readonly number[]): number[][] {
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += PRODUCT_PAGE_SIZE_MAX) {
    batches.push(ids.slice(start, start + PRODUCT_PAGE_SIZE_MAX));
  }
  return batches;
}

/**
 * The wished products as the catalogue shows them now (price, discount, stock, variants), by id. The wishlist
 * keeps a copy of each card in this browser; that copy may be days old, so the page asks the server before it
 * offers "add to cart", and a product the shop no longer sells is absent from the answer (no cart control).
 * Null until the answer arrives or when it fails: the stored cards show without a cart control then.
 */
export function useCurrentCards(
  ids: readonly number[],
  locale: Locale,
): Map<number, StoreProductCard> | null {
  const key = ids.join(',');
  const [cards, setCards] = useState<{ key: string; byId: Map<number, StoreProductCard> } | null>(null);
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    const wanted = key.split(',').map(Number);
    Promise.all(
      idBatches(wanted).map((batch) =>
        apiGet('/api/store/products', 'StoreProductList', {
          locale,
          signal: controller.signal,
          query: { ids: batch.join(','), pageSize: batch.length, locale },
        }),
      ),
    )
      .then((answers) => {
        const byId = new Map(
          answers.flatMap((answer) => answer.items.map((card) => [card.id, card] as const)),
        );
        setCards({ key, byId });
      })
      // Offline or refused: the stored cards stay, with the link to each product page.
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, locale]);
  return cards?.key === key ? cards.byId : null;
}
