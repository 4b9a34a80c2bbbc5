import { cachedNumberFormat } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { changeOf } from './report-params';

interface FigureCardProps {
  label: string;
  current: number;
  /** The same figure in the period before; absent when the figure has no comparison. */
  previous?: number;
  format: (value: number) => string;
}

/** One figure of a report, with the period before and the change in words (not colour alone). */
export function FigureCard({ label, current, previous, format }: FigureCardProps) {
  const { t, language } = useI18n();
  const change = previous === undefined ? undefined : changeOf(current, previous);
  const percent = (value: number) =>
    cachedNumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    }).format(value);
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-4">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-zinc-900 tabular-nums">{format(current)}</dd>
      {previous !== undefined && (
        <dd className="mt-1 text-xs text-zinc-600">
          <span className="tabular-nums">{t('reports.previous', { value: format(previous) })}</span>
          {change !== undefined && change !== null && (
            <span
              className={`ms-2 font-medium ${change > 0 ? 'text-emerald-800' : change < 0 ? 'text-red-700' : ''}`}
            >
              {change === 0 ? t('reports.noChange') : t('reports.change', { change: percent(change) })}
            </span>
          )}
        </dd>
      )}
    </div>
  );
}
