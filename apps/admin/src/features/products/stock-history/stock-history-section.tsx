import { ADMIN_STOCK_HISTORY_SHOWN, type AdminProductDetail } from '@matjar/core';
import { ArrowDown, ArrowUp, BellRing, History, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { NameText } from '../../../ui/name-text';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { FormSection } from '../editor/form-section';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { restockWaitingRows, stockHistoryRows, type StockHistoryRow } from './stock-history-rows';

// Colour backs up the written sign and the arrow; it never carries the meaning alone.
const deltaClass = {
  increase: 'bg-emerald-50 text-emerald-800',
  decrease: 'bg-red-50 text-red-800',
  none: 'bg-zinc-100 text-zinc-700',
} as const;

interface StockHistorySectionProps {
  product: AdminProductDetail;
  /** Staged edits would be overwritten by the refreshed product, so adjusting waits for a clean form. */
  formDirty: boolean;
  /** Called with the product as the server now holds it, after an adjustment. */
  onAdjusted: (product: AdminProductDetail) => void;
}

/** The product's stock ledger, newest first, with a manual adjustment that records its reason. */
export function StockHistorySection({ product, formDirty, onAdjusted }: StockHistorySectionProps) {
  const { t, language } = useI18n();
  const [adjusting, setAdjusting] = useState(false);
  const rows = stockHistoryRows(product, language);

  const columns: DataTableColumn<StockHistoryRow>[] = [
    {
      key: 'when',
      header: t('stockHistory.column.when'),
      className: 'text-xs text-zinc-600 md:whitespace-nowrap md:text-sm md:text-zinc-800',
      cell: (row) => row.when,
    },
    {
      key: 'change',
      header: t('stockHistory.column.change'),
      phoneLabel: true,
      className: 'md:whitespace-nowrap',
      cell: (row) => {
        const Icon = row.direction === 'increase' ? ArrowUp : row.direction === 'decrease' ? ArrowDown : null;
        return (
          <span
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold tabular-nums ${deltaClass[row.direction]}`}
          >
            {Icon && <Icon aria-hidden="true" className="size-3.5" />}
            <span className="sr-only">{row.deltaLabel}</span>
            {/* The sign stays before the number in Arabic too. */}
            <bdi aria-hidden="true" dir="ltr">
              {row.delta}
            </bdi>
          </span>
        );
      },
    },
    {
      key: 'after',
      header: t('stockHistory.column.after'),
      phoneLabel: true,
      className: 'tabular-nums',
      cell: (row) => row.stockAfter,
    },
    {
      key: 'item',
      header: t('stockHistory.column.item'),
      phoneLabel: true,
      cell: (row) => (
        <span dir="auto">
          <NameText name={row.item} />
        </span>
      ),
    },
    {
      key: 'reason',
      header: t('stockHistory.column.reason'),
      cell: (row) => (
        <span className="inline-flex flex-col">
          <span className="font-medium text-zinc-900">
            {row.reason}
            {row.order && (
              <span className="ms-1.5 font-normal text-zinc-600">
                {row.order.number === null ? (
                  `(${t('stockHistory.orderRemoved')})`
                ) : (
                  // No order screen yet: the number is what staff search for.
                  <>
                    {'— '}
                    <bdi>{t('stockHistory.order', { number: row.order.number })}</bdi>
                  </>
                )}
              </span>
            )}
          </span>
          {row.note && (
            <span dir="auto" className="text-xs text-zinc-600">
              {row.note}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'who',
      header: t('stockHistory.column.who'),
      phoneLabel: true,
      cell: (row) => <span dir="auto">{row.who}</span>,
    },
  ];

  return (
    <FormSection
      title={t('stockHistory.title')}
      actions={
        <Button
          size="sm"
          icon={SlidersHorizontal}
          disabled={formDirty}
          aria-describedby={formDirty ? 'adjust-stock-hint' : undefined}
          onClick={() => setAdjusting(true)}
        >
          {t('stockHistory.adjust')}
        </Button>
      }
    >
      {formDirty && (
        <p id="adjust-stock-hint" className="text-sm text-zinc-600">
          {t('stockHistory.adjustSaveFirst')}
        </p>
      )}
      <RestockWaiting product={product} />
      <DataTable
        label={t('stockHistory.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        errorTitle={t('stockHistory.title')}
        empty={{ title: t('stockHistory.empty'), body: t('stockHistory.emptyBody'), icon: History }}
      />
      {/* The server sends the newest movements only; say so when the list may be cut. */}
      {rows.length >= ADMIN_STOCK_HISTORY_SHOWN && (
        <p className="text-xs text-zinc-600">{t('stockHistory.shownNewest', { count: rows.length })}</p>
      )}
      {adjusting && (
        <AdjustStockDialog
          product={product}
          onClose={() => setAdjusting(false)}
          onDone={(fresh) => {
            setAdjusting(false);
            onAdjusted(fresh);
          }}
        />
      )}
    </FormSection>
  );
}

/** Demand for a sold-out item (decision 036): how many shoppers asked to be told, per item, before restocking. */
function RestockWaiting({ product }: { product: AdminProductDetail }) {
  const { t, language } = useI18n();
  const { total, rows } = restockWaitingRows(product, language);
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="restock-waiting-title"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h3 id="restock-waiting-title" className="flex items-center gap-2 font-semibold">
        <BellRing aria-hidden="true" className="size-4 shrink-0" />
        {t('stockHistory.waiting.title')}
      </h3>
      <p className="mt-1">{t('stockHistory.waiting.summary', { count: total })}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {rows.map((row) => (
          <li key={row.key} className="rounded-full bg-white px-2.5 py-0.5 ring-1 ring-amber-200">
            <NameText name={row.item} />
            {': '}
            <span className="font-semibold tabular-nums">{row.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
