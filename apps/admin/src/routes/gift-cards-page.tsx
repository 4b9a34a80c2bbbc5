import { ADMIN_ORDER_PAGE_SIZE_DEFAULT, type AdminGiftCard, formatOrderNumber } from '@matjar/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { useGiftCardList, useResendGiftCard } from '../features/gift-cards/api/gift-cards-api';
import { FindGiftCardByCode } from '../features/gift-cards/find-gift-card-by-code';
import { GiftCardsFiltersBar } from '../features/gift-cards/gift-cards-filters-bar';
import { GiftCardsTable } from '../features/gift-cards/gift-cards-table';
import {
  changeGiftCardListParams,
  readGiftCardListParams,
  writeGiftCardListParams,
} from '../features/gift-cards/list-params';
import { VoidGiftCardDialog } from '../features/gift-cards/void-gift-card-dialog';
import { useGiftCodeInventory } from '../features/gift-cards/api/gift-code-inventory-api';
import { GiftCodeStockTable } from '../features/gift-cards/gift-code-stock-table';
import { ImportGiftCodes } from '../features/gift-cards/import-gift-codes';
import { useI18n } from '../i18n/language-context';
import { describeApiError } from '../lib/api/api-error';
import { useCan } from '../lib/session/use-can';
import { useConfirm } from '../ui/confirm-dialog';
import { PageHeading } from '../ui/page-heading';
import { serverPagination } from '../ui/data-table-pager';
import { queryPart } from '../ui/query-state';
import { RefreshButton } from '../ui/refresh-button';
import { useAddressListParams } from '../ui/use-address-list-params';

/**
 * /admin/gift-cards: the issued codes, masked, newest first, with server paging, search (order
 * number, e-mail) and the state filter in the address. Managers find a card by its whole code
 * (logged), reveal a code (logged), resend the buyer's codes e-mail and void a code, which issues its
 * replacement.
 */
export function GiftCardsPage() {
  const { t, language } = useI18n();
  const can = useCan();
  const canManage = can('orders.manage');
  const [params, change] = useAddressListParams(
    readGiftCardListParams,
    writeGiftCardListParams,
    changeGiftCardListParams,
  );
  const list = useGiftCardList(params);
  const resend = useResendGiftCard();
  const [confirm, confirmDialog] = useConfirm();
  const [voiding, setVoiding] = useState<AdminGiftCard | null>(null);
  const [found, setFound] = useState<AdminGiftCard | null>(null);
  const inventory = useGiftCodeInventory();

  const resendCodes = async (card: AdminGiftCard) => {
    const ok = await confirm({
      title: t('giftCards.resendTitle', { number: formatOrderNumber(card.short_number) }),
      description: t('giftCards.resendBody', { email: card.customer_email }),
      confirmLabel: t('giftCards.resend'),
    });
    if (!ok) return;
    // One id per confirmed click, sent as the Idempotency-Key: a repeated request sends nothing more.
    resend.mutate(
      { id: card.id, clickId: crypto.randomUUID() },
      {
        onSuccess: () => toast.success(t('giftCards.resendDone', { email: card.customer_email })),
        onError: (error) =>
          toast.error(
            t('giftCards.resendFailed', {
              message: describeApiError(error, language, t('common.tryAgainLater')),
            }),
          ),
      },
    );
  };

  return (
    <>
      <PageHeading
        title={t('giftCards.title')}
        actions={<RefreshButton label={t('giftCards.refresh')} query={list} />}
      />
      <p className="mt-1 text-sm text-zinc-600">{t('giftCards.intro')}</p>
      {canManage && (
        <div className="mt-4 rounded-xl border border-zinc-200 bg-white p-4">
          <FindGiftCardByCode onFound={setFound} />
        </div>
      )}
      {canManage && found && (
        <div className="mt-4">
          <GiftCardsTable
            label={t('giftCards.find.resultLabel')}
            rows={[found]}
            filtered
            canManage
            confirm={confirm}
            onResend={(card) => void resendCodes(card)}
            onVoid={setVoiding}
            resendingId={resend.isPending ? (resend.variables?.id ?? null) : null}
          />
        </div>
      )}
      <div className="mt-4">
        <GiftCardsFiltersBar params={params} onChange={change} />
      </div>
      {!canManage && <p className="mt-3 text-sm text-zinc-600">{t('giftCards.managersOnly')}</p>}
      <div className="mt-4">
        <GiftCardsTable
          query={queryPart(list, (data) => data.gift_cards)}
          pagination={serverPagination(params.page, list.data, ADMIN_ORDER_PAGE_SIZE_DEFAULT, (page) =>
            change({ page }),
          )}
          filtered={params.q !== '' || params.state !== null}
          canManage={canManage}
          confirm={confirm}
          onResend={(card) => void resendCodes(card)}
          onVoid={setVoiding}
          resendingId={resend.isPending ? (resend.variables?.id ?? null) : null}
        />
      </div>
      <section aria-labelledby="gift-codes-title" className="mt-8">
        <h2 id="gift-codes-title" className="text-lg font-semibold text-zinc-900">
          {t('giftCodes.title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('giftCodes.intro')}</p>
        {canManage && inventory.data && inventory.data.cards.length > 0 && (
          <div className="mt-4">
            <ImportGiftCodes cards={inventory.data.cards} />
          </div>
        )}
        <div className="mt-4">
          <GiftCodeStockTable query={inventory} />
        </div>
      </section>
      {voiding && (
        <VoidGiftCardDialog
          card={voiding}
          onClose={() => setVoiding(null)}
          // The card found by its code is shown outside the list: it follows the void too.
          onVoided={({ voided }) => setFound((shown) => (shown?.id === voided.id ? voided : shown))}
        />
      )}
      {confirmDialog}
    </>
  );
}
