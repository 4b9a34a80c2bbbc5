import { formatMoney, formatNumber, type AdminGiftCodeStock } from '@matjar/core';
import { BellRing } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { queryPart, type QueryLike } from '../../ui/query-state';
import type { AdminGiftCodeInventoryResponse } from '@matjar/core';

/** Brand cards and denominations with their codes counted: never a code, only brand and value. */
export function GiftCodeStockTable({
  query,
  onSetThreshold,
}: {
  query: QueryLike<AdminGiftCodeInventoryResponse>;
  /** Opens the card's low-codes alert; absent for staff who may not change it. */
  onSetThreshold?: (card: AdminGiftCodeStock) => void;
}) {
  const { t, language } = useI18n();
  const name = (row: AdminGiftCodeStock) =>
    (language === 'en' ? row.product_name_en : null) ?? row.product_name;
  const count = (value: number) => formatNumber(value, language);
  const columns: DataTableColumn<AdminGiftCodeStock>[] = [
    {
      key: 'card',
      header: t('giftCodes.column.card'),
      cell: (row) => <bdi className="font-medium text-zinc-900">{name(row)}</bdi>,
    },
    {
      key: 'value',
      header: t('giftCodes.column.value'),
      phoneLabel: true,
      cell: (row) => formatMoney(row.value, language),
    },
    {
      key: 'available',
      header: t('giftCodes.column.available'),
      phoneLabel: true,
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          <span className="font-semibold tabular-nums">{count(row.available)}</span>
          {row.available === 0 ? (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
              {t('giftCodes.soldOut')}
            </span>
          ) : (
            row.low && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {t('giftCodes.low', { threshold: count(row.low_threshold) })}
              </span>
            )
          )}
          {row.demo > 0 && (
            <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs text-zinc-700">
              {t('giftCodes.demo')}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'reserved',
      header: t('giftCodes.column.reserved'),
      phoneLabel: true,
      cell: (row) => count(row.reserved),
    },
    { key: 'sold', header: t('giftCodes.column.sold'), phoneLabel: true, cell: (row) => count(row.sold) },
    {
      key: 'faulty',
      header: t('giftCodes.column.faulty'),
      phoneLabel: true,
      cell: (row) => count(row.faulty),
    },
    {
      key: 'threshold',
      header: t('giftCodes.column.threshold'),
      phoneLabel: true,
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
          <span className="tabular-nums">
            {t('giftCodes.atOrBelow', { threshold: count(row.low_threshold) })}
          </span>
          {onSetThreshold && (
            <Button
              size="sm"
              variant="ghost"
              icon={BellRing}
              aria-label={t('giftCodes.threshold.open', {
                card: name(row),
                value: formatMoney(row.value, language),
              })}
              onClick={() => onSetThreshold(row)}
            >
              {t('giftCodes.threshold.change')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label={t('giftCodes.tableLabel')}
      query={queryPart(query, (data) => data.cards)}
      columns={columns}
      rowKey={(row) => `${row.product_id}:${row.variant_id ?? 0}`}
      errorTitle={t('giftCodes.loadFailed')}
      empty={{ title: t('giftCodes.empty.title'), body: t('giftCodes.empty.body') }}
      rowClassName={(row) => (row.available === 0 ? 'bg-red-50/60' : row.low ? 'bg-amber-50/60' : '')}
      phoneSort={false}
    />
  );
}
