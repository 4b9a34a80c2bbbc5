import { formatDate, formatMoney, type AdminGiftCard, formatOrderNumber } from '@matjar/core';
import { Ban, Gift, Send, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { DataTable, type DataTableColumn, type DataTableRows } from '../../ui/data-table';
import type { DataTablePagination } from '../../ui/data-table-pager';
import { NameText } from '../../ui/name-text';
import { GiftCardCodeCell } from './gift-card-code-cell';
import { GiftCardState } from './gift-card-state';

/** The list's page (a query) or the one card found by its code (a row at hand). */
type GiftCardsTableProps = DataTableRows<AdminGiftCard> & {
  /** The table's name; the issued-codes list by default. */
  label?: string;
  /** Server paging of the list; none for the card found by its code. */
  pagination?: DataTablePagination;
  filtered: boolean;
  /** Reveal, resend and void (orders.manage); everyone else sees the masked list only. */
  canManage: boolean;
  confirm: (options: { title: string; description: string; confirmLabel: string }) => Promise<boolean>;
  onResend: (card: AdminGiftCard) => void;
  onVoid: (card: AdminGiftCard) => void;
  /** Opens a shop card's balance and history (everyone who sees the list; managers adjust). */
  onBalance: (card: AdminGiftCard) => void;
  resendingId: number | null;
};

/** The issued codes, one per row: masked code, order, buyer, product and value, dates, state; actions. */
export function GiftCardsTable({
  label,
  pagination,
  filtered,
  canManage,
  confirm,
  onResend,
  onVoid,
  onBalance,
  resendingId,
  ...source
}: GiftCardsTableProps) {
  const { t, language } = useI18n();
  const columns: DataTableColumn<AdminGiftCard>[] = [
    {
      key: 'code',
      header: t('giftCards.column.code'),
      cell: (card) => <GiftCardCodeCell card={card} mayReveal={canManage} confirm={confirm} />,
    },
    {
      key: 'order',
      header: t('giftCards.column.order'),
      cell: (card) => (
        <span className="inline-flex min-w-0 flex-col">
          <Link
            to={`/orders/${card.order_id}`}
            aria-label={t('giftCards.openOrder', { number: formatOrderNumber(card.short_number) })}
            dir="ltr"
            className="self-start font-mono text-sm font-medium whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
          >
            {formatOrderNumber(card.short_number)}
          </Link>
          <bdi className="text-sm text-zinc-900">{card.customer_name}</bdi>
          <span dir="ltr" className="self-start text-xs [overflow-wrap:anywhere] text-zinc-600">
            {card.customer_email}
          </span>
        </span>
      ),
    },
    {
      key: 'product',
      header: t('giftCards.column.product'),
      phoneLabel: true,
      cell: (card) => (
        <span className="inline-flex flex-col">
          <span className="text-sm text-zinc-900">
            <NameText
              name={language === 'en' ? (card.product_name_en ?? card.product_name) : card.product_name}
            />
          </span>
          <span className="text-xs font-semibold text-zinc-700">
            {formatMoney(card.denomination, language)}
          </span>
        </span>
      ),
    },
    {
      key: 'dates',
      header: t('giftCards.column.dates'),
      phoneLabel: true,
      cell: (card) => (
        <span className="inline-flex flex-col text-xs text-zinc-700">
          <span>{t('giftCards.issued', { date: formatDate(card.created_at, language) })}</span>
          <span>{t('giftCards.expires', { date: formatDate(card.expires_at, language) })}</span>
        </span>
      ),
    },
    {
      key: 'state',
      header: t('giftCards.column.state'),
      phoneLabel: true,
      cell: (card) => <GiftCardState card={card} />,
    },
    {
      key: 'balance',
      header: t('giftCards.column.balance'),
      phoneLabel: true,
      // The shop's own card has a balance kept by its ledger; a brand's card is spent with the brand.
      cell: (card) =>
        card.spendable ? (
          <span className="inline-flex flex-col items-start gap-1">
            <span className="text-sm font-semibold text-zinc-900 tabular-nums">
              {formatMoney(card.balance, language)}
            </span>
            <Button
              size="sm"
              variant="ghost"
              icon={Wallet}
              aria-label={t('giftCards.balance.openNamed', { id: card.id })}
              onClick={() => onBalance(card)}
            >
              <span aria-hidden="true">{t('giftCards.balance.open')}</span>
            </Button>
          </span>
        ) : (
          <span className="text-xs text-zinc-600">{t('giftCards.balance.notSpendable')}</span>
        ),
    },
  ];

  const actions = (card: AdminGiftCard): ReactNode => (
    <span className="inline-flex flex-wrap gap-1">
      <Button
        size="sm"
        variant="ghost"
        icon={Send}
        loading={resendingId === card.id}
        aria-label={t('giftCards.resendNamed', { number: formatOrderNumber(card.short_number) })}
        onClick={() => onResend(card)}
      >
        <span aria-hidden="true">{t('giftCards.resend')}</span>
      </Button>
      {card.state !== 'void' && (
        <Button
          size="sm"
          variant="ghost-danger"
          icon={Ban}
          aria-label={t('giftCards.voidNamed', { id: card.id })}
          onClick={() => onVoid(card)}
        >
          <span aria-hidden="true">{t('giftCards.void')}</span>
        </Button>
      )}
    </span>
  );

  return (
    <DataTable
      label={label ?? t('giftCards.tableLabel')}
      columns={columns}
      {...source}
      rowKey={(card) => card.id}
      errorTitle={t('giftCards.loadFailed')}
      empty={
        filtered
          ? { title: t('giftCards.noMatches'), body: t('giftCards.noMatchesBody'), icon: Gift }
          : { title: t('giftCards.empty'), body: t('giftCards.emptyBody'), icon: Gift }
      }
      {...(pagination ? { pagination } : {})}
      phoneSort={false}
      {...(canManage ? { rowActions: actions } : {})}
    />
  );
}
