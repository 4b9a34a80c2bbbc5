import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { activityLogSearch, type ActivityFilterInput } from '../activity-filters';

/**
 * GET /api/admin/activity-logs.csv with the screen's filters (the session cookie goes along), saved as a
 * file; fetched rather than linked so a refusal shows as a message instead of a downloaded error page.
 */
export function useExportActivityLogs() {
  return useMutation({
    mutationFn: async (filters: ActivityFilterInput) => {
      let response: Response;
      try {
        response = await fetch(`/api/admin/activity-logs.csv${activityLogSearch(filters)}`, {
          headers: { Accept: 'text/csv' },
        });
      } catch {
        throw new ApiError(null, {});
      }
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => ({}));
        throw new ApiError(
          response.status,
          typeof body === 'object' && body ? (body as Record<string, unknown>) : {},
        );
      }
      saveFile(await response.blob(), fileNameOf(response));
    },
  });
}

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return named ?? `activity-log-${new Date().toISOString().slice(0, 10)}.csv`;
}

function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
