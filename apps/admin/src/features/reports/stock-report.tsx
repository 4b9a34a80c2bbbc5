import {
  formatMoney,
  formatNumber,
  type AdminStockReportResponse,
  type ReportStockFigures,
} from '@matjar/core';
import { ArrowDownUp, Boxes, PackageCheck, PackageX } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { FigureCard } from './figure-card';
import { STOCK_REASON_WORD } from './stock-reasons';

const figureClass = 'md:text-end tabular-nums';
type Group = AdminStockReportResponse['categories'][number];
type Line = AdminStockReportResponse['low'][number];
type Movement = AdminStockReportResponse['movements'][number];

/** A bar as long as a value's share of the largest: a picture beside the table's figures (aria-hidden). */
function ShareBar({ value, max }: { value: number; max: number }) {
  const share = max > 0 ? Math.max(0, Math.min(1, value / max)) : 0;
  return (
    <span aria-hidden="true" className="mt-1 block h-2 w-full min-w-16 rounded-full bg-zinc-100">
      <span className="block h-2 rounded-full bg-brand-600" style={{ inlineSize: `${share * 100}%` }} />
    </span>
  );
}

/**
 * The stock held now at cost and at price (decision 026), by category and brand, low and out of stock, and
 * the stock ledger's movements in the range by reason.
 */
export function StockReport({ report }: { report: AdminStockReportResponse }) {
  const { t, language } = useI18n();
  const money = (value: number) => formatMoney(value, language);
  const count = (value: number) => formatNumber(value, language);
  const nameOf = (row: { name: string; name_en: string | null }) =>
    (language === 'en' ? row.name_en : null) || row.name;

  const groupColumns = (max: number): DataTableColumn<Group>[] => [
    {
      key: 'name',
      header: t('reports.name'),
      cell: (row) => (
        <span className="block">
          <span className="font-medium">{nameOf(row) ? <bdi>{nameOf(row)}</bdi> : t('reports.none')}</span>
          <ShareBar value={row.value_at_price} max={max} />
        </span>
      ),
    },
    {
      key: 'units',
      header: t('reports.stock.units'),
      cell: (row) => count(row.units),
      phoneLabel: true,
      className: figureClass,
    },
    {
      key: 'cost',
      header: t('reports.stock.atCost'),
      cell: (row) => money(row.value_at_cost),
      phoneLabel: true,
      className: figureClass,
    },
    {
      key: 'price',
      header: t('reports.stock.atPrice'),
      cell: (row) => money(row.value_at_price),
      phoneLabel: true,
      className: figureClass,
    },
    {
      key: 'unknown',
      header: t('reports.stock.unknownCost'),
      cell: (row) => count(row.unknown_cost_products),
      phoneLabel: true,
      className: figureClass,
    },
  ];
  const lineColumns: DataTableColumn<Line>[] = [
    {
      key: 'name',
      header: t('reports.name'),
      cell: (row) => (
        <Link
          to={`/products/edit/${row.product_id}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          <bdi>{nameOf(row)}</bdi>
        </Link>
      ),
    },
    {
      key: 'stock',
      header: t('reports.stock.units'),
      cell: (row) => count(row.stock),
      phoneLabel: true,
      className: figureClass,
    },
  ];
  const movementColumns: DataTableColumn<Movement>[] = [
    {
      key: 'reason',
      header: t('stockHistory.column.reason'),
      cell: (row) => t(STOCK_REASON_WORD[row.reason]),
    },
    {
      key: 'movements',
      header: t('reports.stock.movements'),
      cell: (row) => count(row.movements),
      phoneLabel: true,
      className: figureClass,
    },
    {
      key: 'in',
      header: t('reports.stock.unitsIn'),
      cell: (row) => count(row.units_in),
      phoneLabel: true,
      className: figureClass,
    },
    {
      key: 'out',
      header: t('reports.stock.unitsOut'),
      cell: (row) => count(row.units_out),
      phoneLabel: true,
      className: figureClass,
    },
  ];
  const groups = (id: string, title: string, rows: Group[]) => (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-semibold text-zinc-900">
        {title}
      </h2>
      <DataTable<Group>
        label={title}
        columns={groupColumns(Math.max(0, ...rows.map((row) => row.value_at_price)))}
        rows={rows}
        rowKey={(row) => row.id ?? 'none'}
        errorTitle={t('reports.loadFailed')}
        empty={{ title: t('reports.stock.none'), body: t('reports.stock.noneBody'), icon: Boxes }}
        phoneSort={false}
      />
    </section>
  );
  const lines = (
    id: string,
    title: string,
    rows: Line[],
    total: number,
    empty: MessageKey,
    icon: typeof PackageX,
  ) => (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-semibold text-zinc-900">
        {title} <span className="text-sm font-normal text-zinc-600">({count(total)})</span>
      </h2>
      <DataTable<Line>
        label={title}
        columns={lineColumns}
        rows={rows}
        rowKey={(row) => `${row.product_id}-${row.variant_id ?? 'p'}`}
        errorTitle={t('reports.loadFailed')}
        empty={{ title: t(empty), body: t('reports.stock.listEmptyBody'), icon }}
        phoneSort={false}
      />
    </section>
  );
  const totals: ReportStockFigures = report.totals;

  return (
    <div className="space-y-6">
      <p className="max-w-prose text-sm text-zinc-600">{t('reports.stockRule')}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard label={t('reports.stock.units')} current={totals.units} format={count} />
        <FigureCard label={t('reports.stock.atCost')} current={totals.value_at_cost} format={money} />
        <FigureCard label={t('reports.stock.atPrice')} current={totals.value_at_price} format={money} />
        <FigureCard
          label={t('reports.stock.unknownCost')}
          current={totals.unknown_cost_products}
          format={count}
        />
      </dl>
      {totals.unknown_cost_products > 0 && (
        <section
          aria-labelledby="unknown-cost"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4"
        >
          <h2 id="unknown-cost" className="font-semibold text-zinc-900">
            {t('reports.stock.unknownCostTitle', {
              count: count(totals.unknown_cost_products),
              units: count(totals.unknown_cost_units),
            })}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {report.unknown_cost.map((product) => (
              <li key={product.id}>
                <Link
                  to={`/products/edit/${product.id}`}
                  className="inline-block rounded-full bg-white px-3 py-1 text-zinc-800 hover:bg-zinc-100"
                >
                  <bdi>{nameOf(product)}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.low_codes.length > 0 && (
        <section aria-labelledby="low-codes" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h2 id="low-codes" className="font-semibold text-zinc-900">
            {t('reports.stock.lowCodesTitle', { count: count(report.low_codes.length) })}
          </h2>
          <p className="mt-1 text-sm text-zinc-700">{t('reports.stock.lowCodesBody')}</p>
          <ul className="mt-3 space-y-1.5 text-sm">
            {report.low_codes.map((card) => (
              <li
                key={`${card.product_id}-${card.variant_id ?? 'p'}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 rounded-lg bg-white px-3 py-2"
              >
                <span className="font-medium text-zinc-900">
                  <bdi>{(language === 'en' ? card.product_name_en : null) || card.product_name}</bdi> —{' '}
                  {money(card.value)}
                </span>
                <span className={card.available === 0 ? 'font-semibold text-red-700' : 'text-zinc-700'}>
                  {t('reports.stock.lowCodesLeft', {
                    available: count(card.available),
                    threshold: count(card.low_threshold),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <Link to="/gift-cards" className="mt-3 inline-block text-sm font-medium text-brand-700 underline">
            {t('reports.stock.lowCodesLoad')}
          </Link>
        </section>
      )}
      {groups('stock-categories', t('reports.stock.byCategory'), report.categories)}
      {groups('stock-brands', t('reports.stock.byBrand'), report.brands)}
      <div className="grid gap-6 lg:grid-cols-2">
        {lines(
          'stock-low',
          t('reports.stock.low', { below: count(report.low_stock_below) }),
          report.low,
          report.low_count,
          'reports.stock.noLow',
          PackageCheck,
        )}
        {lines(
          'stock-out',
          t('reports.stock.out'),
          report.out,
          report.out_count,
          'reports.stock.noOut',
          PackageX,
        )}
      </div>
      <section aria-labelledby="stock-movements" className="space-y-3">
        <h2 id="stock-movements" className="font-semibold text-zinc-900">
          {t('reports.stock.movementsTitle')}
        </h2>
        <DataTable<Movement>
          label={t('reports.stock.movementsTitle')}
          columns={movementColumns}
          rows={report.movements}
          rowKey={(row) => row.reason}
          errorTitle={t('reports.loadFailed')}
          empty={{
            title: t('reports.stock.noMovements'),
            body: t('reports.stock.noMovementsBody'),
            icon: ArrowDownUp,
          }}
          phoneSort={false}
        />
      </section>
    </div>
  );
}
