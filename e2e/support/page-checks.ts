/// <reference lib="dom" />
// Checks that read what the browser actually rendered. The callbacks passed to evaluate() run inside the
// page, hence the DOM library reference above.
import type { Locator, Page } from 'playwright-core';

export interface DocumentLanguage {
  lang: string;
  dir: string;
}

/** Waits until <html> carries the given language and direction (client navigation updates them). */
export async function waitForDocumentLanguage(page: Page, expected: DocumentLanguage): Promise<void> {
  await page.waitForFunction(
    ({ lang, dir }) => document.documentElement.lang === lang && document.documentElement.dir === dir,
    expected,
  );
}

export async function documentLanguage(page: Page): Promise<DocumentLanguage> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** '#8a1538' → 'rgb(138, 21, 56)', the form getComputedStyle reports. */
export function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

export interface Band {
  tag: string;
  top: number;
  height: number;
  /** Share of the page's width the element covers (1 = edge to edge). */
  widthShare: number;
}

/**
 * Visible elements painted in `rgb` that start near the top of the page: what a person would call
 * "the strip in the banner colour at the top", whatever element the storefront uses for it.
 */
export async function bandsPaintedIn(page: Page, rgb: string, withinTopPx = 240): Promise<Band[]> {
  return page.evaluate(
    ({ color, limit }) =>
      Array.from(document.body.querySelectorAll<HTMLElement>('*'))
        .filter((element) => getComputedStyle(element).backgroundColor === color)
        .map((element) => {
          const box = element.getBoundingClientRect();
          const widthShare = box.width / document.documentElement.clientWidth;
          return { tag: element.tagName.toLowerCase(), top: box.top, height: box.height, widthShare };
        })
        .filter((band) => band.height > 0 && band.top < limit),
    { color: rgb, limit: withinTopPx },
  );
}

/** Waits for the image to finish loading and tells whether it has real pixels (a broken src has none). */
export async function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate(async (element) => {
    if (!(element instanceof HTMLImageElement)) return false;
    if (!element.complete) {
      await new Promise((settle) => {
        element.addEventListener('load', settle, { once: true });
        element.addEventListener('error', settle, { once: true });
      });
    }
    return element.naturalWidth > 0;
  });
}

/** Web fonts (the self-hosted Arabic font) finished loading, so screenshots show the real glyphs. */
export async function fontsReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

declare global {
  interface Window {
    /** Set by watchStatusShown: when the watched status message appeared and left (performance.now()). */
    __statusShown?: { appeared: number | null; left: number | null };
  }
}

/**
 * Starts timing a status message (role="status" holding `text`) in the page itself, from the moment it is
 * added until it is removed, and returns a function that waits for it to leave and answers how long it
 * showed, in ms. Call it before the action that shows the message. Measured by the page, so the answer does
 * not depend on how quickly the test polls.
 */
export async function watchStatusShown(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const state: { appeared: number | null; left: number | null } = { appeared: null, left: null };
    window.__statusShown = state;
    const shown = () =>
      Array.from(document.querySelectorAll('[role="status"]')).some((element) =>
        (element.textContent ?? '').includes(wanted),
      );
    new MutationObserver((_records, observer) => {
      const now = performance.now();
      if (state.appeared === null && shown()) state.appeared = now;
      else if (state.appeared !== null && !shown()) {
        state.left = now;
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return async () => {
    const handle = await page.waitForFunction(
      () => {
        const state = window.__statusShown;
        return state?.appeared != null && state.left != null ? state.left - state.appeared : null;
      },
      undefined,
      { timeout: 30_000 },
    );
    return (await handle.jsonValue()) as number;
  };
}
