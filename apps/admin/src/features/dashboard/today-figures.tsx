import {
  SHOP_TIME_ZONE,
  cachedDateTimeFormat,
  cachedNumberFormat,
  formatMoney,
  formatNumber,
  type DashboardFigures,
  type DashboardToday,
} from '@matjar/core';
import { ArrowDown, ArrowUp, Info } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { relativeChange } from './cockpit';

/**
 * Today so far beside the same hours of yesterday and of the same weekday last week, and the line saying
 * what revenue counts (core's revenue rule, decision 019).
 */
export function TodayFigures({ today }: { today: DashboardToday }) {
  const { t, language } = useI18n();
  // today.date is a Doha calendar day: format it at UTC so no time zone shifts it.
  const noon = new Date(`${today.date}T12:00:00Z`);
  const date = cachedDateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(noon);
  const weekday = cachedDateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(noon);
  const time = cachedDateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(today.until));
  const money = (value: number) => formatMoney(value, language);
  const count = (value: number) => formatNumber(value, language);

  return (
    <section aria-labelledby="today-title">
      <h2 id="today-title" className="font-semibold text-zinc-900">
        {t('dashboard.today', { date })}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('dashboard.asOf', { time, weekday })}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <FigureCard
          label={t('dashboard.ordersToday')}
          pick={(f) => f.orders}
          format={count}
          today={today}
          weekday={weekday}
        />
        <FigureCard
          label={t('dashboard.revenueToday')}
          pick={(f) => f.revenue}
          format={money}
          today={today}
          weekday={weekday}
        />
      </div>
      <p className="mt-2 flex items-start gap-1.5 text-xs text-zinc-600">
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {t('dashboard.revenueRule')}
      </p>
      <p className="mt-1 flex items-start gap-1.5 text-xs text-zinc-600">
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {t('dashboard.ordersRule')}
      </p>
    </section>
  );
}

interface FigureCardProps {
  label: string;
  today: DashboardToday;
  pick: (figures: DashboardFigures) => number;
  format: (value: number) => string;
  weekday: string;
}

function FigureCard({ label, today, pick, format, weekday }: FigureCardProps) {
  const { t } = useI18n();
  const now = pick(today.today);
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-4">
      <p className="text-sm text-zinc-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-zinc-900 tabular-nums">{format(now)}</p>
      <dl className="mt-3 space-y-1 text-sm text-zinc-700">
        <Comparison
          label={t('dashboard.vsYesterday')}
          now={now}
          before={pick(today.yesterday)}
          format={format}
        />
        <Comparison
          label={t('dashboard.vsLastWeek', { weekday })}
          now={now}
          before={pick(today.last_week)}
          format={format}
        />
      </dl>
    </div>
  );
}

function Comparison(props: {
  label: string;
  now: number;
  before: number;
  format: (value: number) => string;
}) {
  const { language } = useI18n();
  const change = relativeChange(props.now, props.before);
  const percent = cachedNumberFormat(language, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  });
  return (
    <div className="flex flex-wrap items-center gap-x-2">
      <dt>{props.label}</dt>
      <dd className="flex items-center gap-1.5 font-medium tabular-nums">
        {props.format(props.before)}
        {change !== null && change !== 0 && (
          <span
            className={`inline-flex items-center gap-0.5 rounded-full px-1.5 text-xs font-semibold ${
              change > 0 ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
            }`}
          >
            {change > 0 ? (
              <ArrowUp aria-hidden="true" className="size-3" />
            ) : (
              <ArrowDown aria-hidden="true" className="size-3" />
            )}
            {percent.format(change)}
          </span>
        )}
      </dd>
    </div>
  );
}
