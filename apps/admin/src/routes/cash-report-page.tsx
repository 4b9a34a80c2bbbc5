import { dohaDate } from '@matjar/core';
import { Download, FileSpreadsheet, TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useCashReport, useExportCashReport } from '../features/drivers/api/cash-reconciliation';
import { CashReportTable } from '../features/drivers/cash-report-table';
import { useI18n } from '../i18n/language-context';
import { describeApiError } from '../lib/api/api-error';
import { Button, buttonClasses } from '../ui/button';
import { DateInput } from '../ui/date-input';
import { Field } from '../ui/field';
import { PageHeading } from '../ui/page-heading';
import { EmptyState, ErrorState, LoadingState } from '../ui/query-state';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/cash-report?date=: the daily cash report — the cash recorded on a Doha day per driver
 * and staff member, expected against received with the differences, and its CSV export.
 */
export function CashReportPage() {
  const { t, language } = useI18n();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DAY.test(asked) ? asked : dohaDate(new Date());
  const report = useCashReport(date);
  const exporter = useExportCashReport();

  const exportCsv = async () => {
    try {
      await exporter.mutateAsync({ date, lang: language });
    } catch (error) {
      toast.error(
        t('cashReport.exportFailed', {
          message: describeApiError(error, language, t('common.tryAgainLater')),
        }),
      );
    }
  };

  return (
    <>
      <PageHeading title={t('cashReport.title')} />
      <p className="mt-1 max-w-prose text-sm text-zinc-600">{t('cashReport.body')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Field id="cash-report-day" label={t('cashReport.day')}>
          {(control) => (
            <DateInput
              {...control}
              value={date}
              onChange={(day) => {
                if (DAY.test(day)) setParams({ date: day });
              }}
              className="w-auto"
            />
          )}
        </Field>
        <Button
          variant="secondary"
          icon={Download}
          disabled={exporter.isPending}
          onClick={() => void exportCsv()}
        >
          {t('cashReport.export')}
        </Button>
        <Link to="/all-orders?cash_difference=true" className={buttonClasses('ghost', 'md')}>
          <TriangleAlert aria-hidden="true" className="size-4 text-red-700" />
          {t('cashReport.viewDifferences')}
        </Link>
      </div>
      <div className="mt-4">
        {report.isError ? (
          <ErrorState
            title={t('cashReport.loadFailed')}
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        ) : !report.data ? (
          <LoadingState />
        ) : report.data.rows.length === 0 ? (
          <EmptyState title={t('cashReport.none')} icon={FileSpreadsheet} />
        ) : (
          <CashReportTable report={report.data} />
        )}
      </div>
    </>
  );
}
