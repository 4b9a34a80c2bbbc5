// Journey: on an Arabic page at phone width (390 px), a product name that mixes Arabic with a Latin model name
// draws the model name left to right: the '+' of "سامسونج جالكسي S25+" stays after the 5 (to its right) and the
// hyphen of "WH-1000XM5" stays between H and 1, on the search results' cards and on the product page's title,
// while the link's text stays exactly the name. Positions are measured per character with DOM Ranges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { gotoHydrated, launchBrowser, openPage } from './support/browser.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function seeded(nameAr: string) {
  const product = SEEDED_PRODUCTS.find(({ plan }) => plan.source.nameAr === nameAr);
  if (!product) throw new Error(`the seed has no product named ${nameAr}`);
  return product;
}

/** Where each character of the element's text is drawn: its left and right edges on the screen. */
function characterEdges(element: Locator) {
  return element.evaluate((root) => {
    const edges: { char: string; left: number; right: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        edges.push({ char: text[index]!, left: box.left, right: box.right });
      }
    }
    return edges;
  });
}

/** The model name's characters read left to right on the screen, in the order they are written. */
async function expectDrawnInOrder(element: Locator, model: string) {
  const edges = await characterEdges(element);
  const text = edges.map((edge) => edge.char).join('');
  const start = text.lastIndexOf(model);
  expect(start, `"${model}" in "${text}"`).toBeGreaterThanOrEqual(0);
  const drawn = edges.slice(start, start + model.length);
  for (let index = 1; index < drawn.length; index += 1) {
    const [before, after] = [drawn[index - 1]!, drawn[index]!];
    expect(after.left, `'${after.char}' right of '${before.char}' in ${model}`).toBeGreaterThanOrEqual(
      before.right - 0.5,
    );
  }
}

describe('Latin model names inside Arabic product names at 390 px (ar)', () => {
  it.each([
    ['سامسونج جالكسي S25+', 'S25', 'S25+'],
    ['سماعات سوني WH-1000XM5', 'WH-1000XM5', 'WH-1000XM5'],
  ])('%s keeps its model name in order on a card and the product title', async (name, query, model) => {
    const product = seeded(name);
    const { context, page } = await openPage(browser, 'phone');

    await gotoHydrated(page, `${baseUrl}/search?${new URLSearchParams({ q: query })}`);
    const card = page.getByRole('main').getByRole('link', { name, exact: true });
    await card.waitFor();
    // Elements only, no invisible marks: the link's text is the name as typed.
    expect(await card.textContent()).toBe(name);
    await expectDrawnInOrder(card, model);

    await gotoHydrated(page, `${baseUrl}/product/${product.id}`);
    const title = page.getByRole('heading', { level: 1, name, exact: true });
    expect(await title.textContent()).toBe(name);
    await expectDrawnInOrder(title, model);
    await context.close();
  });
});
