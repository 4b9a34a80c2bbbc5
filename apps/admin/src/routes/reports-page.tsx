import { formatCalendarDay, previousReportRange, type ReportRange } from '@matjar/core';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  useCashRangeReport,
  useCouponsReport,
  useCustomersReport,
  useProductsReport,
  useSalesReport,
  useStockReport,
} from '../features/reports/api/reports';
import { CouponsReport, CustomersReport } from '../features/reports/buyers-reports';
import { CashRangeReport } from '../features/reports/cash-range-report';
import { ProductsReport } from '../features/reports/products-report';
import { ReportControls } from '../features/reports/report-controls';
import {
  cashCsv,
  couponsCsv,
  csvFile,
  customersCsv,
  productsCsv,
  salesCsv,
  stockCsv,
} from '../features/reports/report-csv';
import {
  readReportParams,
  REPORT_TABS,
  type ReportParams,
  type ReportTab,
} from '../features/reports/report-params';
import { SalesReport } from '../features/reports/sales-report';
import { StockReport } from '../features/reports/stock-report';
import { useI18n } from '../i18n/language-context';
import { saveFile } from '../lib/api/download';
import { Button } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { QueryState } from '../ui/query-state';
import { Field, selectClass } from '../ui/field';
import { Tabs } from '../ui/tabs';
import { REPORT_PRODUCT_DIMENSIONS } from '@matjar/core';

/**
 * /admin/reports (decision 025): sales, products and cash on delivery over a range of Doha days,
 * compared with the period before. The state lives in the address; each tab asks for its own report only.
 */
export function ReportsPage() {
  const { t, language } = useI18n();
  const [search, setSearch] = useSearchParams();
  const params = readReportParams(search, new Date());
  const change = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    // Leaving a preset for custom dates starts from the preset's range.
    if (changes.preset === 'custom' && params.range) {
      next.set('from', params.range.from);
      next.set('to', params.range.to);
    }
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setSearch(next, { replace: true });
  };
  const day = (iso: string) => formatCalendarDay(iso, language);
  const tabLabel: Record<ReportTab, string> = {
    sales: t('reports.tab.sales'),
    products: t('reports.tab.products'),
    cash: t('reports.tab.cash'),
    coupons: t('reports.tab.coupons'),
    customers: t('reports.tab.customers'),
    stock: t('reports.tab.stock'),
  };

  return (
    <>
      <PageHeading title={t('nav.reports')} />
      <p className="mt-1 max-w-prose text-sm text-zinc-600">{t('reports.intro')}</p>
      <div className="mt-4">
        <ReportControls params={params} onChange={change} showGroup={params.tab === 'sales'} />
      </div>
      {params.range && <p className="mt-3 text-sm text-zinc-700">{comparedWith(params.range, day, t)}</p>}
      <div className="mt-4">
        <Tabs
          label={t('reports.tabs')}
          value={params.tab}
          onValueChange={(tab) => change({ tab })}
          tabs={REPORT_TABS.map((tab) => ({
            value: tab,
            label: tabLabel[tab],
            content:
              params.range && tab === params.tab ? (
                <ReportTabContent params={params} range={params.range} />
              ) : null,
          }))}
        />
      </div>
    </>
  );
}

function comparedWith(
  range: ReportRange,
  day: (iso: string) => string,
  t: ReturnType<typeof useI18n>['t'],
): string {
  const previous = previousReportRange(range);
  return t('reports.comparedWith', {
    from: day(range.from),
    to: day(range.to),
    previousFrom: day(previous.from),
    previousTo: day(previous.to),
  });
}

function ReportTabContent({ params, range }: { params: ReportParams; range: ReportRange }) {
  if (params.tab === 'products') return <ProductsTab params={params} range={range} />;
  if (params.tab === 'cash') return <CashTab range={range} />;
  if (params.tab === 'coupons') return <CouponsTab range={range} />;
  if (params.tab === 'customers') return <CustomersTab range={range} />;
  if (params.tab === 'stock') return <StockTab range={range} />;
  return <SalesTab params={params} range={range} />;
}

function CsvButton({ onClick }: { onClick: () => void }) {
  const { t } = useI18n();
  return (
    <Button variant="secondary" icon={Download} onClick={onClick}>
      {t('reports.exportCsv')}
    </Button>
  );
}

function SalesTab({ params, range }: { params: ReportParams; range: ReportRange }) {
  const { t } = useI18n();
  const report = useSalesReport(range, params.group);
  return (
    <div className="mt-4">
      <QueryState query={report} errorTitle={t('reports.loadFailed')}>
        {(data) => (
          <div className="space-y-4">
            <CsvButton onClick={() => saveFile(csvFile(salesCsv(data, t), 'sales', data.range))} />
            <SalesReport report={data} group={params.group} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function ProductsTab({ params, range }: { params: ReportParams; range: ReportRange }) {
  const { t, language } = useI18n();
  const [search, setSearch] = useSearchParams();
  const report = useProductsReport(range, params.by);
  return (
    <div className="mt-4 space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field id="report-by" label={t('reports.by')} className="w-full sm:w-auto">
          {(control) => (
            <select
              {...control}
              value={params.by}
              onChange={(event) => {
                const next = new URLSearchParams(search);
                next.set('by', event.target.value);
                setSearch(next, { replace: true });
              }}
              className={selectClass(false)}
            >
              {REPORT_PRODUCT_DIMENSIONS.map((by) => (
                <option key={by} value={by}>
                  {t(`reports.by.${by}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {report.data && (
          <CsvButton
            onClick={() =>
              saveFile(
                csvFile(
                  productsCsv(report.data, t, language),
                  `sales-by-${report.data.by}`,
                  report.data.range,
                ),
              )
            }
          />
        )}
      </div>
      <QueryState query={report} errorTitle={t('reports.loadFailed')}>
        {(data) => <ProductsReport report={data} />}
      </QueryState>
    </div>
  );
}

function CashTab({ range }: { range: ReportRange }) {
  const { t } = useI18n();
  const report = useCashRangeReport(range);
  return (
    <div className="mt-4">
      <QueryState query={report} errorTitle={t('reports.loadFailed')}>
        {(data) => (
          <div className="space-y-4">
            <CsvButton onClick={() => saveFile(csvFile(cashCsv(data, t), 'cash', data.range))} />
            <CashRangeReport report={data} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function CouponsTab({ range }: { range: ReportRange }) {
  const { t } = useI18n();
  const report = useCouponsReport(range);
  return (
    <div className="mt-4">
      <QueryState query={report} errorTitle={t('reports.loadFailed')}>
        {(data) => (
          <div className="space-y-4">
            <CsvButton onClick={() => saveFile(csvFile(couponsCsv(data, t), 'coupons', data.range))} />
            <CouponsReport report={data} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function CustomersTab({ range }: { range: ReportRange }) {
  const { t } = useI18n();
  const report = useCustomersReport(range);
  return (
    <div className="mt-4">
      <QueryState query={report} errorTitle={t('reports.loadFailed')}>
        {(data) => (
          <div className="space-y-4">
            <CsvButton onClick={() => saveFile(csvFile(customersCsv(data, t), 'customers', data.range))} />
            <CustomersReport report={data} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function StockTab({ range }: { range: ReportRange }) {
  const { t, language } = useI18n();
  const report = useStockReport(range);
  return (
    <div className="mt-4">
      <QueryState query={report} errorTitle={t('reports.loadFailed')}>
        {(data) => (
          <div className="space-y-4">
            <CsvButton onClick={() => saveFile(csvFile(stockCsv(data, t, language), 'stock', data.range))} />
            <StockReport report={data} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
