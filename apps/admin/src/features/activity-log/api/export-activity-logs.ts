import { dohaDate } from '@matjar/core';
import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../i18n/translate';
import { apiDownload, saveFile } from '../../../lib/api/download';
import { activityLogQuery, type ActivityFilterInput } from '../activity-filters';

/** GET /api/admin/activity-logs.csv with the screen's filters, in the staff member's language, saved as a file. */
export function useExportActivityLogs() {
  return useMutation({
    mutationFn: async ({ filters, language }: { filters: ActivityFilterInput; language: Language }) =>
      saveFile(
        await apiDownload('/api/admin/activity-logs.csv', {
          // Headers and summaries in the staff member's language.
          query: activityLogQuery(filters, { lang: language }),
          accept: 'text/csv',
          fallbackName: `activity-log-${dohaDate(new Date())}.csv`,
        }),
      ),
  });
}
