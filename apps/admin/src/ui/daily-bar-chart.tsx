import { useI18n } from '../i18n/language-context';
import { dateTickIndexes, layoutBars, type Bar } from './chart-scale';
import { useElementWidth } from './use-element-width';

/** One bar: a Doha day or the first day of a week or month (YYYY-MM-DD). */
interface DatedValue {
  date: string;
}

interface DailyBarChartProps<T extends DatedValue> {
  title: string;
  days: T[];
  value: (day: T) => number;
  /** Full value text for tooltips and the summary. */
  formatValue: (value: number) => string;
  /** Short text for the axis (e.g. 1.2K). */
  formatAxis: (value: number) => string;
  formatDay: (isoDate: string) => string;
  summary: string;
  /** Whole-number data (counts): no fractional ticks. */
  integer?: boolean;
  /** Tailwind fill class of the bars. */
  barClass: string;
  /** Said instead of an axis of zeros when every value is zero. */
  emptyText?: string;
}

const HEIGHT = 180;

/**
 * One bar per day (or week, or month), drawn by hand in SVG (no chart library in the bundle); the dashboard
 * and the reports draw with it. The geometry (chart-scale.ts)
 * runs time in the reading direction, so in Arabic the newest day is on the left.
 */
export function DailyBarChart<T extends DatedValue>(props: DailyBarChartProps<T>) {
  const {
    title,
    days,
    value,
    formatValue,
    formatAxis,
    formatDay,
    summary,
    barClass,
    integer = false,
    emptyText,
  } = props;
  const { dir } = useI18n();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const rtl = dir === 'rtl';
  const box = { width, height: HEIGHT, axisWidth: 44, axisHeight: 24 };
  const values = days.map(value);
  const empty = emptyText !== undefined && values.every((v) => v === 0);
  const layout = width > 0 && !empty ? layoutBars(values, box, rtl, { integer }) : null;

  return (
    <figure className="rounded-xl border border-zinc-200 bg-white p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-zinc-900">{title}</span>
        <span className="text-sm text-zinc-500">{summary}</span>
      </figcaption>
      <div ref={ref} className="mt-3 h-[180px]">
        {empty && (
          <p className="flex h-full items-center justify-center text-sm text-zinc-500">{emptyText}</p>
        )}
        {layout && (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-label={`${title}: ${summary}`}
            // Coordinates are physical; the layout already mirrored them for Arabic.
            direction="ltr"
            className="block overflow-visible"
          >
            {layout.ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  x1={layout.plot.left}
                  x2={layout.plot.right}
                  y1={tick.y}
                  y2={tick.y}
                  className={tick.value === 0 ? 'stroke-zinc-300' : 'stroke-zinc-100'}
                />
                <text
                  x={layout.labelX}
                  y={tick.y}
                  dy="0.32em"
                  textAnchor={layout.labelAnchor}
                  className="fill-zinc-500 text-[11px] tabular-nums"
                >
                  {formatAxis(tick.value)}
                </text>
              </g>
            ))}
            {layout.bars.map((bar) => {
              const day = days[bar.index]!;
              return (
                <rect
                  key={day.date}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  rx={Math.min(3, bar.width / 3)}
                  className={barClass}
                >
                  <title>{`${formatDay(day.date)}: ${formatValue(value(day))}`}</title>
                </rect>
              );
            })}
            {dateTickIndexes(days.length).map((index) => {
              const { x, anchor } = dateLabelPlace(layout.bars[index]!, index, days.length, rtl);
              return (
                <text
                  key={index}
                  x={x}
                  y={HEIGHT - 6}
                  textAnchor={anchor}
                  className="fill-zinc-500 text-[11px]"
                >
                  {formatDay(days[index]!.date)}
                </text>
              );
            })}
          </svg>
        )}
      </div>
    </figure>
  );
}

/** The first and last dates align with their bar's outer edge so they are not cut off at the chart's ends. */
function dateLabelPlace(bar: Bar, index: number, count: number, rtl: boolean) {
  const start = rtl ? bar.x + bar.width : bar.x;
  const end = rtl ? bar.x : bar.x + bar.width;
  if (index === 0) return { x: start, anchor: rtl ? 'end' : 'start' } as const;
  if (index === count - 1) return { x: end, anchor: rtl ? 'start' : 'end' } as const;
  return { x: bar.x + bar.width / 2, anchor: 'middle' } as const;
}
