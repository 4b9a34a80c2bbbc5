import { dohaDate, parseIdText } from '@matjar/core';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDeliverySheet } from '../features/drivers/api/cash-reconciliation';
import { DeliverySheetDocument } from '../features/drivers/delivery-sheet-document';
import { useI18n } from '../i18n/language-context';
import { ApiError } from '../lib/api/api-error';
import { buttonClasses } from '../ui/button';
import { DateInput } from '../ui/date-input';
import { PrintSheet, PrintSheetFrame } from '../ui/print-sheet';
import { ErrorState, LoadingState } from '../ui/query-state';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /admin/drivers/{id}/delivery-sheet?date=YYYY-MM-DD: a driver's orders of a Doha day, printable on A4. */
export function DeliverySheetPage() {
  const { t } = useI18n();
  const driverId = parseIdText(useParams().id) ?? 0;
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DAY.test(asked) ? asked : dohaDate(new Date());
  const sheet = useDeliverySheet(driverId, date);
  const notFound = driverId === 0 || (sheet.error instanceof ApiError && sheet.error.status === 404);
  const name = sheet.data?.driver.name;

  useEffect(() => {
    if (!name) return;
    const before = document.title;
    document.title = `${t('sheet.title')} ${name} ${date}`;
    return () => {
      document.title = before;
    };
  }, [name, date, t]);

  return (
    <PrintSheetFrame
      ready={sheet.data !== undefined}
      back={
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/settings?tab=drivers" className={buttonClasses('ghost', 'sm')}>
            <ArrowRight aria-hidden="true" className="size-4 ltr:-scale-x-100" />
            {t('sheet.back')}
          </Link>
          <label className="flex items-center gap-2 text-sm font-medium text-zinc-800">
            {t('sheet.pickDay')}
            <DateInput
              value={date}
              onChange={(day) => {
                if (DAY.test(day)) setParams({ date: day });
              }}
              className="w-auto"
            />
          </label>
        </div>
      }
    >
      {notFound ? (
        <ErrorState title={t('sheet.notFound')} error={sheet.error} />
      ) : sheet.isError ? (
        <ErrorState
          title={t('common.tryAgainLater')}
          error={sheet.error}
          onRetry={() => void sheet.refetch()}
        />
      ) : sheet.data ? (
        <PrintSheet>
          <DeliverySheetDocument sheet={sheet.data} />
        </PrintSheet>
      ) : (
        <LoadingState />
      )}
    </PrintSheetFrame>
  );
}
