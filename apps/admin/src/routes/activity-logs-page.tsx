import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  ACTIVITY_LIST_LIMIT,
  NO_FILTERS,
  type ActivityFilterInput,
} from '../features/activity-log/activity-filters';
import { ActivityFiltersBar } from '../features/activity-log/activity-filters-bar';
import { ActivityLogTable } from '../features/activity-log/activity-log-table';
import { useActivityLogs } from '../features/activity-log/api/activity-logs';
import { useExportActivityLogs } from '../features/activity-log/api/export-activity-logs';
import { useI18n } from '../i18n/language-context';
import { describeApiError } from '../lib/api/api-error';
import { Button } from '../ui/button';
import { PageHeading } from '../ui/page-heading';

/** Back-office §2 Activity log (super_admin only; the router shows others the unauthorised card). */
export function ActivityLogsPage() {
  const { t, language } = useI18n();
  const [filters, setFilters] = useState<ActivityFilterInput>(NO_FILTERS);
  // Keyset paging: the cursor of each page after the first (entries older than the previous page's last).
  const [cursors, setCursors] = useState<number[]>([]);
  const logs = useActivityLogs(filters, cursors.at(-1) ?? null);
  const exportCsv = useExportActivityLogs();

  const changeFilters = (next: ActivityFilterInput) => {
    setFilters(next);
    setCursors([]);
  };
  const changePage = (page: number) => {
    const last = logs.data?.at(-1);
    if (page > cursors.length + 1 && last) setCursors([...cursors, last.id]);
    if (page < cursors.length + 1) setCursors(cursors.slice(0, page - 1));
  };

  const download = () =>
    exportCsv.mutate(
      { filters, language },
      {
        onError: (failure) => toast.error(describeApiError(failure, language, t('activity.exportFailed'))),
      },
    );

  return (
    <>
      <PageHeading
        title={t('nav.activityLogs')}
        actions={
          <Button icon={Download} loading={exportCsv.isPending} onClick={download}>
            {t('activity.exportCsv')}
          </Button>
        }
      />
      <p className="mt-1 text-sm text-zinc-600">{t('activity.subtitle')}</p>
      <div className="mt-5">
        <ActivityFiltersBar filters={filters} onChange={changeFilters} />
      </div>
      <div className="mt-5">
        <ActivityLogTable
          query={logs}
          pagination={{
            page: cursors.length + 1,
            pageSize: ACTIVITY_LIST_LIMIT,
            total: null,
            // A full page may have more behind it; a short one is the end of the log.
            hasNext: (logs.data?.length ?? 0) === ACTIVITY_LIST_LIMIT,
            onPageChange: changePage,
          }}
        />
      </div>
    </>
  );
}
