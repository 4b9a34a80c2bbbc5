import {
  formatMoney,
  formatNumber,
  type AdminCouponsReportResponse,
  type AdminCustomersReportResponse,
} from '@matjar/core';
import { TicketPercent, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { DataTable } from '../../ui/data-table';
import { FigureCard } from './figure-card';
import { ShopperText } from '../../ui/shopper-text';

const figureClass = 'md:text-end tabular-nums';

/** Coupons used on the range's sales: uses, discount given, net sales of their orders. */
export function CouponsReport({ report }: { report: AdminCouponsReportResponse }) {
  const { t, language } = useI18n();
  type Row = AdminCouponsReportResponse['rows'][number];
  return (
    <div className="space-y-4">
      <p className="max-w-prose text-sm text-zinc-600">{t('reports.couponsRule')}</p>
      <DataTable<Row>
        label={t('reports.couponsTable')}
        columns={[
          { key: 'code', header: t('reports.coupon'), cell: (row) => <code dir="ltr">{row.code}</code> },
          {
            key: 'uses',
            header: t('reports.uses'),
            cell: (row) => formatNumber(row.uses, language),
            phoneLabel: true,
            className: figureClass,
          },
          {
            key: 'discount',
            header: t('reports.discountGiven'),
            cell: (row) => formatMoney(row.discount, language),
            phoneLabel: true,
            className: figureClass,
          },
          {
            key: 'net',
            header: t('reports.netSales'),
            cell: (row) => formatMoney(row.net_sales, language),
            phoneLabel: true,
            className: figureClass,
          },
        ]}
        rows={report.rows}
        rowKey={(row) => row.code}
        errorTitle={t('reports.loadFailed')}
        empty={{ title: t('reports.noCoupons'), body: t('reports.noCouponsBody'), icon: TicketPercent }}
        phoneSort={false}
      />
    </div>
  );
}

/** Buyers of the range's sales: new and returning, orders per buyer, top customers by net sales. */
export function CustomersReport({ report }: { report: AdminCustomersReportResponse }) {
  const { t, language } = useI18n();
  type Row = AdminCustomersReportResponse['top'][number];
  const count = (value: number) => formatNumber(value, language);
  return (
    <div className="space-y-6">
      <p className="max-w-prose text-sm text-zinc-600">{t('reports.customersRule')}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard label={t('reports.buyers')} current={report.buyers} format={count} />
        <FigureCard label={t('reports.newBuyers')} current={report.new_buyers} format={count} />
        <FigureCard label={t('reports.returningBuyers')} current={report.returning_buyers} format={count} />
        <FigureCard
          label={t('reports.ordersPerBuyer')}
          current={report.buyers > 0 ? report.orders / report.buyers : 0}
          format={(value) => formatNumber(Math.round(value * 10) / 10, language)}
        />
      </dl>
      <section aria-labelledby="top-customers" className="space-y-3">
        <h2 id="top-customers" className="font-semibold text-zinc-900">
          {t('reports.topCustomers')}
        </h2>
        <DataTable<Row>
          label={t('reports.topCustomers')}
          columns={[
            {
              key: 'name',
              header: t('reports.customer'),
              cell: (row) => (
                <Link
                  to={`/customers/${row.id}`}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  <ShopperText text={row.name} />
                </Link>
              ),
            },
            {
              key: 'orders',
              header: t('reports.orders'),
              cell: (row) => count(row.orders),
              phoneLabel: true,
              className: figureClass,
            },
            {
              key: 'net',
              header: t('reports.netSales'),
              cell: (row) => formatMoney(row.net_sales, language),
              phoneLabel: true,
              className: figureClass,
            },
          ]}
          rows={report.top}
          rowKey={(row) => row.id}
          errorTitle={t('reports.loadFailed')}
          empty={{ title: t('reports.noCustomers'), body: t('reports.noCustomersBody'), icon: Users }}
          phoneSort={false}
        />
      </section>
    </div>
  );
}
