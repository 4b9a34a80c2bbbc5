import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api/download';
import { activityLogQuery, type ActivityFilterInput } from '../activity-filters';

/** GET /api/admin/activity-logs.csv with the screen's filters, saved as a file. */
export function useExportActivityLogs() {
  return useMutation({
    mutationFn: async (filters: ActivityFilterInput) =>
      saveFile(
        await apiDownload('/api/admin/activity-logs.csv', {
          query: activityLogQuery(filters),
          accept: 'text/csv',
          fallbackName: `activity-log-${new Date().toISOString().slice(0, 10)}.csv`,
        }),
      ),
  });
}
