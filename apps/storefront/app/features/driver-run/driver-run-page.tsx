import {
  formatCalendarDay,
  formatMoney,
  formatOrderNumber,
  formatWindowTimes,
  type DriverRunResponse,
} from '@matjar/core';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { Button } from '../../ui/button.js';
import { Spinner } from '../../ui/spinner.js';
import { EmptyState } from '../../ui/empty-state.js';
import { SearchX } from '../../ui/icons.js';
import { StopCard } from './stop-card.js';
import { useDriverRun } from './use-driver-run.js';

/**
 * /driver#<token> and /en/driver#<token> (decision 053): a driver's deliveries for today and tomorrow, made for a
 * phone. Nothing of it is rendered on the server: the token stays in the address's fragment and goes to the API
 * in request bodies only, and the page is never stored by a cache (the route answers no-store).
 */
export function DriverRunPage() {
  const { locale } = useShellData();
  const t = useT();
  const { state, pending, refusals, tap, reload } = useDriverRun(locale);

  if (state.kind === 'loading') {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label={t('driver.loading')} showLabel />
      </div>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <EmptyState as="h1" icon={SearchX} title={t('driver.invalid.title')} text={t('driver.invalid.text')} />
    );
  }
  if (state.kind === 'offline') {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="text-slate-700">{t('driver.offline')}</p>
        <Button className="mt-6" onClick={() => void reload()}>
          {t('driver.retry')}
        </Button>
      </div>
    );
  }
  const { run } = state;
  const shortNumbers = new Map(
    run.days.flatMap((day) => day.groups.flatMap((group) => group.stops.map((s) => [s.id, s.short_number]))),
  );
  return (
    <div className="mx-auto max-w-xl px-3 pb-16 pt-4">
      <h1 className="text-xl font-extrabold text-slate-900">
        {t('driver.title', { name: run.driver.name })}
      </h1>
      <CashSummary run={run} />
      <p role="status" aria-live="polite" className="mt-3 text-sm">
        {pending.length > 0 ? (
          <span className="font-semibold text-amber-800">
            {t('driver.pending', { count: pending.length })}
          </span>
        ) : null}
      </p>
      {refusals.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refusals.map((refusal, index) => (
            <li key={index}>
              {t('driver.notSent', {
                order: formatOrderNumber(shortNumbers.get(refusal.order_id) ?? refusal.order_id),
                message: refusal.message,
              })}
            </li>
          ))}
        </ul>
      )}
      {run.days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="mt-6">
          <h2 id={`day-${day.date}`} className="text-lg font-bold text-slate-900">
            {day.date === run.today ? t('driver.today') : t('driver.tomorrow')}
            <span className="ms-2 text-sm font-medium text-slate-600">
              {formatCalendarDay(day.date, locale, { weekday: 'long', day: 'numeric', month: 'long' })}
            </span>
          </h2>
          {day.groups.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('driver.empty')}</p>}
          {day.groups.map((group) => (
            <div key={group.window?.start ?? 'any'} className="mt-3">
              <h3 className="rounded-md bg-slate-100 px-3 py-1.5 text-sm font-bold text-slate-800">
                <bdi>
                  {group.window
                    ? formatWindowTimes({ date: day.date, ...group.window }, locale)
                    : t('driver.anyTime')}
                </bdi>
                <span className="ms-2 font-medium text-slate-600">
                  {t('driver.stops', { count: group.stops.length })}
                </span>
              </h3>
              <ol className="mt-2 space-y-3">
                {group.stops.map((stop) => (
                  <li key={stop.id}>
                    <StopCard
                      stop={stop}
                      pending={pending.filter((kept) => kept.order_id === stop.id)}
                      onTap={tap}
                    />
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

function CashSummary({ run }: { run: DriverRunResponse }) {
  const { locale } = useShellData();
  const t = useT();
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
      <div className="rounded-lg bg-amber-50 p-2.5">
        <dt className="text-amber-900">{t('driver.cashToday')}</dt>
        <dd className="text-lg font-extrabold text-amber-950">{formatMoney(run.cash.to_collect, locale)}</dd>
      </div>
      <div className="rounded-lg bg-emerald-50 p-2.5">
        <dt className="text-emerald-900">{t('driver.cashCollected')}</dt>
        <dd className="text-lg font-extrabold text-emerald-950">{formatMoney(run.cash.collected, locale)}</dd>
      </div>
    </dl>
  );
}
