/// <reference lib="dom" />
// Where the keyboard's focus is and whether a person can see it (the keyboard journeys): on screen, not painted
// over by a sticky bar or an overlay, and drawn with a focus outline of at least 3:1 against what is behind it.
// The callbacks passed to evaluate() run inside the page, hence the DOM library reference above.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the focused element is and how it shows, measured in the page. */
export interface FocusReport {
  element: string;
  onScreen: boolean;
  /** What is painted over its middle instead of it (the sticky header, an overlay), or null. */
  coveredBy: string | null;
  /** Contrast of its focus indicator (outline, or its ::after outline) against the colour behind it. */
  ringContrast: number;
}

export function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    if (!(element instanceof HTMLElement)) {
      return { element: `<${element.tagName}>`, onScreen: false, coveredBy: null, ringContrast: 0 };
    }
    const describe = (node: Element) =>
      `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${(
        node.getAttribute('aria-label') ??
        node.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;
    const box = element.getBoundingClientRect();
    // Whole on screen; a region larger than the screen (a main region given focus) at least in it.
    const fits = (start: number, end: number, size: number) =>
      end - start > size ? start < size && end > 0 : start >= 0 && end <= size;
    const onScreen =
      box.width > 0 &&
      box.height > 0 &&
      fits(box.top, box.bottom, window.innerHeight) &&
      fits(box.left, box.right, window.innerWidth);
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const coveredBy = hit && !element.contains(hit) && !hit.contains(element) ? describe(hit) : null;

    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data) as [number, number, number, number];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    /** The opaque colour behind `from`: its own or an ancestor's background, blended over white. */
    const behind = (from: Element | null) => {
      for (let node = from; node; node = node.parentElement) {
        const [r, g, b, a] = rgba(getComputedStyle(node).backgroundColor);
        if (a > 0) return [r, g, b].map((c) => (c * a + 255 * (255 - a)) / 255);
      }
      return [255, 255, 255];
    };
    let ringContrast = 0;
    for (const pseudo of [null, '::after'] as const) {
      const style = getComputedStyle(element, pseudo);
      if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) < 2) continue;
      const ring = rgba(style.outlineColor);
      const inside = Number.parseFloat(style.outlineOffset) < 0 || pseudo !== null;
      const back = behind(inside ? element : element.parentElement);
      const [high, low] = [luminance(ring), luminance(back)].sort((a, b) => b - a) as [number, number];
      ringContrast = Math.max(ringContrast, (high + 0.05) / (low + 0.05));
    }
    return { element: describe(element), onScreen, coveredBy, ringContrast };
  });
}

/** Every focus stop must be seen: on screen, uncovered, ringed at 3:1 or more (an overlay may take a moment). */
export async function expectFocusShown(page: Page, step: string): Promise<FocusReport> {
  let report: FocusReport | null = null;
  await expect
    .poll(
      async () => {
        report = await focusReport(page);
        return report !== null && report.onScreen && report.coveredBy === null && report.ringContrast >= 3;
      },
      { timeout: 5_000, message: `${step}: ${JSON.stringify(report)}` },
    )
    .toBe(true);
  return report!;
}

export async function isFocused(locator: Locator): Promise<boolean> {
  return (
    (await locator.count()) > 0 && locator.first().evaluate((element) => element === document.activeElement)
  );
}

/** Presses a key and checks the focus it leaves, which must be `expected` when given. */
export async function press(page: Page, key: string, step: string, expected?: Locator) {
  await page.keyboard.press(key);
  if (expected) await expect.poll(() => isFocused(expected), { message: `${step}: focus` }).toBe(true);
  await expectFocusShown(page, step);
}

/** Tabs (forward, or back with Shift+Tab), checking every stop, until `target` has focus. */
export async function tabTo(page: Page, target: Locator, step: string, most = 90, key = 'Tab') {
  let previous = 'the start';
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(key);
    previous = (await expectFocusShown(page, `${step} (Tab ${i + 1}, after ${previous})`)).element;
    if (await isFocused(target)) return;
  }
  throw new Error(`${step}: not reached in ${most} Tab presses`);
}

/** Whether the focus is on `locator` or inside it (a group, a card). */
export function isFocusedWithin(locator: Locator): Promise<boolean> {
  return locator
    .first()
    .evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/**
 * For a control drawn over a picture, where the colour behind is not one colour: the worst, over backgrounds
 * from black to white, of the best contrast any of its focus rings (outlines, ::after outline and box-shadow)
 * has against that background. 3 or more means some ring stands out whatever the picture shows there.
 */
export function ringContrastOnAnyBackground(page: Page): Promise<number> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return 0;
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const rings: number[][] = [];
    for (const pseudo of [null, '::after'] as const) {
      const style = getComputedStyle(element, pseudo);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) {
        rings.push(channels(style.outlineColor));
      }
      // A ring drawn as a spread shadow ("rgb(255, 255, 255) 0px 0px 0px 6px inset") of 2 px or more.
      for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
        const color = /rgba?\([^)]*\)/.exec(shadow)?.[0];
        const lengths = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
        if (color && Number.parseFloat(lengths[3] ?? '0') >= 2) rings.push(channels(color));
      }
    }
    const opaque = rings.filter((ring) => (ring[3] ?? 1) === 1);
    let worst = Number.POSITIVE_INFINITY;
    for (let grey = 0; grey <= 255; grey += 5) {
      const back = luminance([grey, grey, grey]);
      const best = Math.max(
        0,
        ...opaque.map((ring) => {
          const [high, low] = [luminance(ring), back].sort((a, b) => b - a) as [number, number];
          return (high + 0.05) / (low + 0.05);
        }),
      );
      worst = Math.min(worst, best);
    }
    return worst;
  });
}
