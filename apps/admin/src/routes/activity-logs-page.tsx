import { CircleAlert, Download, History } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { NO_FILTERS, type ActivityFilterInput } from '../features/activity-log/activity-filters';
import { ActivityFiltersBar } from '../features/activity-log/activity-filters-bar';
import { ActivityLogTable } from '../features/activity-log/activity-log-table';
import { useActivityLogs } from '../features/activity-log/api/activity-logs';
import { useExportActivityLogs } from '../features/activity-log/api/export-activity-logs';
import { useI18n } from '../i18n/language-context';
import { describeApiError } from '../lib/api-error';
import { buttonClass } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { Spinner } from '../ui/spinner';
import { StatusPanel } from '../ui/status-panel';

/** Back-office §2 Activity log (super_admin only; the router shows others the unauthorised card). */
export function ActivityLogsPage() {
  const { t, language } = useI18n();
  const [filters, setFilters] = useState<ActivityFilterInput>(NO_FILTERS);
  const logs = useActivityLogs(filters);
  const exportCsv = useExportActivityLogs();

  const download = () =>
    exportCsv.mutate(filters, {
      onError: (failure) => toast.error(describeApiError(failure, language, t('activity.exportFailed'))),
    });

  return (
    <>
      <PageHeading
        title={t('nav.activityLogs')}
        actions={
          <button
            type="button"
            onClick={download}
            disabled={exportCsv.isPending}
            className={buttonClass.secondary}
          >
            {exportCsv.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {t('activity.exportCsv')}
          </button>
        }
      />
      <p className="mt-1 text-sm text-zinc-500">{t('activity.subtitle')}</p>
      <div className="mt-5">
        <ActivityFiltersBar filters={filters} onChange={setFilters} />
      </div>
      <div className="mt-5" aria-busy={logs.isFetching}>
        {logs.isError ? (
          <StatusPanel icon={CircleAlert} tone="error" title={t('activity.loadFailed')}>
            {t('common.tryAgainLater')}
          </StatusPanel>
        ) : logs.data === undefined ? (
          <div role="status" className="flex flex-col items-center gap-2 py-12 text-zinc-500">
            <Spinner className="size-6" />
            <span className="text-sm">{t('common.loading')}</span>
          </div>
        ) : logs.data.length === 0 ? (
          <StatusPanel icon={History} title={t('activity.empty')} />
        ) : (
          <div className="overflow-hidden rounded-xl border border-zinc-200 bg-white">
            <ActivityLogTable entries={logs.data} />
          </div>
        )}
      </div>
    </>
  );
}
