// Geometry of the dashboard's daily bar charts, kept pure so the scaling and the right-to-left layout are
// tested without a browser.

/** The smallest "round" number (1, 2, 2.5 or 5 × 10ⁿ) at or above `value`; 1 for nothing to show. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * magnitude;
    if (candidate >= value - magnitude * 1e-9) return candidate;
  }
  return 10 * magnitude;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept for the value labels beside the bars (on the start side) and the dates under them. */
  axisWidth: number;
  axisHeight: number;
}

export interface Bar {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Tick {
  value: number;
  y: number;
}

export interface ChartLayout {
  bars: Bar[];
  ticks: Tick[];
  max: number;
  /** Plot area, in SVG coordinates. */
  plot: { left: number; right: number; top: number; bottom: number };
  /** Where the value labels go and which way they align (SVG text-anchor). */
  labelX: number;
  labelAnchor: 'start' | 'end';
}

/**
 * Bars for `values` (oldest first). Time runs in the reading direction: left to right in English, right to
 * left in Arabic, so the newest day sits at the end of the line as a reader expects; the value labels sit
 * on the start side (left in English, right in Arabic).
 */
export function layoutBars(
  values: readonly number[],
  box: ChartBox,
  rtl: boolean,
  options: { integer?: boolean } = {},
): ChartLayout {
  const top = 8;
  const bottom = box.height - box.axisHeight;
  const left = rtl ? 0 : box.axisWidth;
  const right = rtl ? box.width - box.axisWidth : box.width;
  const max = niceCeiling(Math.max(0, ...values));
  const tickCount = tickCountFor(max, options.integer ?? false);
  const slot = values.length > 0 ? (right - left) / values.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  const plotHeight = Math.max(0, bottom - top);

  const bars = values.map((value, index) => {
    const height = (Math.max(0, value) / max) * plotHeight;
    const slotStart = rtl ? right - (index + 1) * slot : left + index * slot;
    return { index, x: slotStart + (slot - barWidth) / 2, y: bottom - height, width: barWidth, height };
  });
  const ticks = Array.from({ length: tickCount + 1 }, (_, step) => {
    const value = (max * step) / tickCount;
    return { value, y: bottom - (value / max) * plotHeight };
  });
  return {
    bars,
    ticks,
    max,
    plot: { left, right, top, bottom },
    labelX: rtl ? box.width - 4 : 4,
    labelAnchor: rtl ? 'end' : 'start',
  };
}

/** Indexes of the days that get a date under the axis: the first, the last, and every `every` between. */
export function dateTickIndexes(count: number, every = 7): number[] {
  if (count <= 0) return [];
  const indexes: number[] = [];
  for (let index = 0; index < count; index += every) indexes.push(index);
  const last = count - 1;
  // Drop a tick that would crowd the last one.
  if (indexes.length > 1 && last - (indexes.at(-1) ?? 0) < every / 2) indexes.pop();
  if (indexes.at(-1) !== last) indexes.push(last);
  return indexes;
}

/**
 * How many steps divide the axis: 4 or 5 so that each step is itself a round number (5 000 → 1 000, not
 * 1 250), and for counts a whole number (2 orders → 0, 1, 2, never 0.5).
 */
export function tickCountFor(max: number, integer: boolean): number {
  for (const count of [4, 5, 2, 1]) {
    const step = max / count;
    if (integer && !Number.isInteger(step)) continue;
    if (Math.abs(niceCeiling(step) - step) < step * 1e-9) return count;
  }
  return 1;
}
