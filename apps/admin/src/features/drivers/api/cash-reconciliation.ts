import { useMutation, useQuery } from '@tanstack/react-query';
import { AdminCashReportResponse, AdminDeliverySheetResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { apiDownload, saveFile } from '../../../lib/api/download';
import { cashReportKeys, driverKeys } from '../../../lib/api/query-keys';
import type { Language } from '../../../i18n/translate';

/** GET /api/admin/drivers/{id}/delivery-sheet?date=: the orders assigned to a driver on a Doha day. */
export function useDeliverySheet(driverId: number, date: string) {
  return useQuery({
    queryKey: driverKeys.sheet(driverId, date),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/drivers/${driverId}/delivery-sheet?date=${date}`, AdminDeliverySheetResponse, {
        signal,
      }),
    enabled: driverId > 0,
  });
}

/** GET /api/admin/cash-report?date=: the cash recorded on a Doha day, per driver and staff member. */
export function useCashReport(date: string) {
  return useQuery({
    queryKey: cashReportKeys.day(date),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/cash-report?date=${date}`, AdminCashReportResponse, { signal }),
  });
}

/** GET /api/admin/cash-report.csv?date=&lang=: the day's report as a file. */
export function useExportCashReport() {
  return useMutation({
    mutationFn: async ({ date, lang }: { date: string; lang: Language }) =>
      saveFile(
        await apiDownload('/api/admin/cash-report.csv', {
          // The header row and the row kinds in the staff member's language, as the activity log's export.
          query: { date, lang },
          accept: 'text/csv',
          fallbackName: `cash-report-${date}.csv`,
        }),
      ),
  });
}
