import {
  formatMoney,
  formatNumber,
  formatSignedMoney,
  type AdminGiftCardReportResponse,
  type GiftCardReportRow,
} from '@matjar/core';
import { Gift } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { FigureCard } from './figure-card';

const figureClass = 'md:text-end tabular-nums';

/**
 * Gift cards sold in the range by brand, card and value (sales counted as every sale is), and for brand cards
 * the codes they handed out, what those cost where the import said, the margin and the codes left now.
 */
export function GiftCardsReport({ report }: { report: AdminGiftCardReportResponse }) {
  const { t, language } = useI18n();
  const money = (value: number) => formatMoney(value, language);
  const count = (value: number) => formatNumber(value, language);
  const brandOf = (row: GiftCardReportRow) =>
    (language === 'en' ? row.brand_name_en : null) || row.brand_name || t('reports.giftCards.shopCard');
  const cardOf = (row: GiftCardReportRow) =>
    (language === 'en' ? row.product_name_en : null) || row.product_name;
  const { totals } = report;

  const columns: DataTableColumn<GiftCardReportRow>[] = [
    {
      key: 'card',
      header: t('reports.giftCards.card'),
      cell: (row) => (
        <span className="block">
          <span className="block text-xs text-zinc-600">
            <bdi>{brandOf(row)}</bdi>
          </span>
          <span className="font-medium text-zinc-900">
            <bdi>{cardOf(row)}</bdi> — {money(row.value)}
          </span>
        </span>
      ),
    },
    {
      key: 'units',
      header: t('reports.giftCards.units'),
      phoneLabel: true,
      className: figureClass,
      cell: (row) => count(row.units),
    },
    {
      key: 'sales',
      header: t('reports.giftCards.sales'),
      phoneLabel: true,
      className: figureClass,
      cell: (row) => money(row.sales),
    },
    {
      key: 'cost',
      header: t('reports.giftCards.cost'),
      phoneLabel: true,
      className: figureClass,
      cell: (row) =>
        !row.from_codes || row.codes_handed === 0 ? (
          '—'
        ) : row.costed_codes < row.codes_handed ? (
          <span className="block">
            {row.costed_codes === 0 ? '—' : money(row.cost)}
            <span className="block text-xs text-amber-800">
              {t('reports.giftCards.uncosted', { count: count(row.codes_handed - row.costed_codes) })}
            </span>
          </span>
        ) : (
          money(row.cost)
        ),
    },
    {
      key: 'margin',
      header: t('reports.giftCards.margin'),
      phoneLabel: true,
      className: figureClass,
      cell: (row) =>
        row.margin === null ? (
          '—'
        ) : (
          <span className={row.margin < 0 ? 'font-semibold text-red-700' : 'font-semibold text-emerald-800'}>
            {formatSignedMoney(row.margin, language)}
          </span>
        ),
    },
    {
      key: 'left',
      header: t('reports.giftCards.codesLeft'),
      phoneLabel: true,
      className: figureClass,
      cell: (row) =>
        row.codes_left === null ? (
          <span className="text-xs text-zinc-600">{t('reports.giftCards.madeByShop')}</span>
        ) : (
          <span className={row.codes_left === 0 ? 'font-semibold text-red-700' : ''}>
            {count(row.codes_left)}
          </span>
        ),
    },
  ];

  return (
    <div className="space-y-6">
      <p className="max-w-prose text-sm text-zinc-600">{t('reports.giftCards.rule')}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard label={t('reports.giftCards.units')} current={totals.units} format={count} />
        <FigureCard label={t('reports.giftCards.sales')} current={totals.sales} format={money} />
        <FigureCard label={t('reports.giftCards.cost')} current={totals.cost} format={money} />
        <FigureCard
          label={t('reports.giftCards.margin')}
          current={totals.margin}
          // No row with every code's cost known: there is no margin to show, rather than a margin of 0.
          format={(value) => (totals.margin_sales === 0 ? '—' : formatSignedMoney(value, language))}
        />
      </dl>
      {totals.uncosted_codes > 0 && (
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('reports.giftCards.marginOf', {
            sales: money(totals.margin_sales),
            count: count(totals.uncosted_codes),
          })}
        </p>
      )}
      <DataTable<GiftCardReportRow>
        label={t('reports.tab.giftCards')}
        columns={columns}
        rows={report.rows}
        rowKey={(row) => `${row.product_id}-${row.variant_id ?? 'p'}`}
        errorTitle={t('reports.loadFailed')}
        empty={{ title: t('reports.giftCards.empty'), body: t('reports.giftCards.emptyBody'), icon: Gift }}
        phoneSort={false}
      />
    </div>
  );
}
