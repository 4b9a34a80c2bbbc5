import { describe, expect, it } from 'vitest';
import { dateTickIndexes, layoutBars, niceCeiling, tickCountFor } from './chart-scale';

const box = { width: 330, height: 140, axisWidth: 30, axisHeight: 20 };

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [21, 25],
    [2_500, 2_500],
    [2_501, 5_000],
    [123_456, 200_000],
  ])('rounds %d up to %d', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected);
  });
});

describe('layoutBars', () => {
  it('scales bars to the rounded maximum, with zero days flat on the axis', () => {
    const layout = layoutBars([0, 5, 10], box, false);
    expect(layout.max).toBe(10);
    const plotHeight = layout.plot.bottom - layout.plot.top;
    expect(layout.bars.map((bar) => bar.height)).toEqual([0, plotHeight / 2, plotHeight]);
    expect(layout.bars.every((bar) => bar.y + bar.height === layout.plot.bottom)).toBe(true);
  });

  it('runs time left to right in English, labels on the left', () => {
    const layout = layoutBars([1, 2, 3], box, false);
    const xs = layout.bars.map((bar) => bar.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(layout.bars[0]!.x).toBeGreaterThanOrEqual(box.axisWidth);
    expect(layout.labelAnchor).toBe('start');
  });

  it('runs time right to left in Arabic, the oldest day at the right edge and labels on the right', () => {
    const layout = layoutBars([1, 2, 3], box, true);
    const [oldest, , newest] = layout.bars;
    expect(oldest!.x).toBeGreaterThan(newest!.x);
    expect(oldest!.x + oldest!.width).toBeLessThanOrEqual(box.width - box.axisWidth);
    expect(newest!.x).toBeGreaterThanOrEqual(0);
    expect(layout.labelAnchor).toBe('end');
    expect(layout.labelX).toBeGreaterThan(box.width - box.axisWidth);
  });

  it('mirrors the English layout exactly', () => {
    const ltr = layoutBars([4, 0, 9, 2], box, false);
    const rtl = layoutBars([4, 0, 9, 2], box, true);
    rtl.bars.forEach((bar, index) => {
      const mirror = ltr.bars[index]!;
      expect(bar.x).toBeCloseTo(box.width - mirror.x - mirror.width);
      expect(bar.height).toBe(mirror.height);
    });
  });

  it('puts ticks from 0 at the axis to the maximum at the top', () => {
    const layout = layoutBars([8], box, false);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(layout.ticks[0]!.y).toBe(layout.plot.bottom);
    expect(layout.ticks.at(-1)!.y).toBe(layout.plot.top);
  });
});

describe('dateTickIndexes', () => {
  it('labels the first and last of 30 days and weekly between', () => {
    expect(dateTickIndexes(30)).toEqual([0, 7, 14, 21, 29]);
  });

  it('does not crowd the last label', () => {
    expect(dateTickIndexes(23)).toEqual([0, 7, 14, 22]);
    expect(dateTickIndexes(1)).toEqual([0]);
    expect(dateTickIndexes(0)).toEqual([]);
  });
});

describe('tickCountFor', () => {
  it.each([
    [1, true, 1],
    [2, true, 2],
    [5, true, 5],
    [10, true, 5],
    [20, true, 4],
    [25, true, 5],
    [5_000, false, 5],
    [2_000, false, 4],
    [1, false, 4],
  ])('divides %d (whole numbers only: %s) into %d round steps', (max, integer, expected) => {
    expect(tickCountFor(max, integer)).toBe(expected);
  });

  it('gives whole-number ticks for counts', () => {
    const layout = layoutBars([2, 1], box, false, { integer: true });
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 1, 2]);
  });
});
