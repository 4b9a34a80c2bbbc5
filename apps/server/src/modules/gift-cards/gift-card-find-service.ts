import { AppError, foldInventoryCode, type AdminGiftCard, type AdminGiftCardListQuery } from '@matjar/core';
import { shopCardLookupHash, type Db, type GiftCodeVault } from '@matjar/db';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { createGiftCardListRepository } from './gift-card-list-repository.js';

/**
 * Finding gift cards: the list of issued codes (masked), and a card by its whole code (D19): a customer on the phone reads their code out and staff
 * find its card. As sensitive as a reveal, so it is orders.manage only, counted by the abuse limits (route)
 * and written to the activity log whether or not a card has the code — never with the code, not even a part.
 */
export function createGiftCardFindService(deps: { db: Db; now: () => Date; vault: GiftCodeVault }) {
  const { db, now, vault } = deps;

  async function findByCode(actor: ActivityActor, typed: string): Promise<AdminGiftCard> {
    const at = now();
    const foundId = await db.transaction(async (tx) => {
      // Both kinds are found by keyed hashes of the whole code folded: the shop's own card by its lookup
      // hash, a brand's code by the inventory's. The two meet only by a 256-bit coincidence; the older wins.
      const [card] = await createGiftCardListRepository(tx).findGiftCardsByCode(
        shopCardLookupHash(vault, typed),
        vault.hash(foldInventoryCode(typed)),
      );
      await recordActivity(
        tx,
        actor,
        card
          ? {
              action: 'UPDATE',
              entityType: 'gift_card',
              entityId: card.id,
              entityName: `${card.product_name} (${card.order_number})`,
              new: { found_by_code: true, order_id: card.order_id },
              description: `Found gift card #${card.id} of order ${card.order_number} by its whole code`,
            }
          : {
              action: 'UPDATE',
              entityType: 'gift_card',
              new: { found_by_code: false },
              description: 'Looked for a gift card by its code: no card has that code',
            },
      );
      return card?.id;
    });
    if (foundId === undefined) throw new AppError('GIFT_CARD_CODE_NOT_FOUND');
    const [card] = await createGiftCardListRepository(db).loadAdminGiftCards([foundId], at);
    return card!;
  }

  return {
    /** One page of the issued codes, newest first, states judged now. */
    list: (query: AdminGiftCardListQuery) =>
      createGiftCardListRepository(db).listAdminGiftCards(query, now()),
    findByCode,
  };
}

export type GiftCardFindService = ReturnType<typeof createGiftCardFindService>;
