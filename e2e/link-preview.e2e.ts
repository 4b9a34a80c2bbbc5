// Journey: a shopper shares a product link (one variant chosen) in WhatsApp. The preview bot runs no script and
// reads only the start of the page (about 300 KB): the tags it needs must be in the server's first bytes.
import { formatMoney, type StoreProductDetail } from '@matjar/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser.js';
import { fontsReady } from './support/page-checks.js';
import { choicesOf, productWithPricedVariants, variantFinalPrice } from './support/seeded-catalog.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const WHATSAPP = 'WhatsApp/2.24.6.77 A';
const PREVIEW_BYTES = 300 * 1024;

/** What a preview bot reads: the status and at most the first 300 KB of the body, then it hangs up. */
async function fetchLikeWhatsApp(url: string) {
  const response = await fetch(url, { headers: { 'user-agent': WHATSAPP, accept: 'text/html' } });
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < PREVIEW_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel();
  const text = new TextDecoder().decode(Buffer.concat(chunks).subarray(0, PREVIEW_BYTES));
  return { status: response.status, text };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The meta tags as a preview bot parses them: property or name → content. */
function previewTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = /\s(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined && !tags.has(key)) tags.set(key, decode(content));
  }
  return tags;
}

describe('a product link shared in WhatsApp', () => {
  it("previews the chosen variant's name, picture and price under the shop's name", async () => {
    const { product, other } = productWithPricedVariants();
    const detail = (await (
      await fetch(`${baseUrl}/api/store/products/${product.id}`)
    ).json()) as StoreProductDetail;
    const variant = detail.variants.find((candidate) => candidate.sku === other.sku)!;
    const link = `${baseUrl}/product/${product.id}?variant=${variant.id}`;

    const { status, text } = await fetchLikeWhatsApp(`${link}&utm_source=whatsapp`);
    expect(status).toBe(200);
    // Everything a preview needs is in the head, long before the 300 KB a bot reads.
    expect(text).toContain('</head>');
    const tags = previewTags(text);
    expect(tags.get('og:title')).toContain(product.plan.source.nameAr);
    expect(tags.get('og:description')?.length).toBeGreaterThan(10);
    expect(tags.get('og:site_name')).toBe('Matjar | متجر');
    expect(tags.get('og:type')).toBe('product');
    // The campaign tag stays out of the shared address; the variant stays in it.
    expect(tags.get('og:url')).toBe(link);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('og:image:alt')).toBe(tags.get('og:title'));
    expect(tags.get('product:price:amount')).toBe((variantFinalPrice(product, other.price) / 100).toFixed(2));
    expect(tags.get('product:price:currency')).toBe('QAR');

    // The picture is the product's 1200 × 630 JPEG on the shop, which every preview client reads.
    const image = tags.get('og:image')!;
    expect(image.startsWith(`${baseUrl}/preview/product/${product.id}.jpg?v=`)).toBe(true);
    expect(tags.get('og:image:width')).toBe('1200');
    expect(tags.get('og:image:height')).toBe('630');
    const picture = await fetch(image, { headers: { 'user-agent': WHATSAPP } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await picture.arrayBuffer());
    // A JPEG's first bytes, and its frame header's size: 630 rows of 1200.
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const frame = jpeg.findIndex((byte, index) => byte === 0xff && [0xc0, 0xc2].includes(jpeg[index + 1]!));
    expect([jpeg.readUInt16BE(frame + 5), jpeg.readUInt16BE(frame + 7)]).toEqual([630, 1200]);
  });

  it('previews the home page with the shop picture and its size', async () => {
    const { status, text } = await fetchLikeWhatsApp(`${baseUrl}/en`);
    expect(status).toBe(200);
    const tags = previewTags(text);
    expect(tags.get('og:image')).toBe(`${baseUrl}/og-image.png`);
    expect(tags.get('og:image:width')).toBe('1200');
    expect(tags.get('og:image:height')).toBe('630');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
  });
});

describe('the shared link opened in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { locale: 'ar' as const, prefix: '', viewport: 'phone' as ViewportName },
    { locale: 'en' as const, prefix: '/en', viewport: 'desktop' as ViewportName },
    { locale: 'ar' as const, prefix: '', viewport: 'desktop' as ViewportName },
    { locale: 'en' as const, prefix: '/en', viewport: 'phone' as ViewportName },
  ])(
    'opens with the variant chosen, its price and SKU ($locale, $viewport)',
    async ({ locale, prefix, viewport }) => {
      const { product, first, other } = productWithPricedVariants();
      const detail = (await (
        await fetch(`${baseUrl}/api/store/products/${product.id}`)
      ).json()) as StoreProductDetail;
      const shared = detail.variants.find((candidate) => candidate.sku === other.sku)!;
      const { context, page } = await openPage(browser, viewport);
      await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}?variant=${shared.id}`);
      const price = page.getByTestId('product-price');
      expect(await price.textContent()).toContain(
        formatMoney(variantFinalPrice(product, other.price), locale),
      );
      expect(await page.locator('main [data-sku]').innerText()).toContain(other.sku);
      await fontsReady(page);
      await saveScreenshot(page, `link-preview-variant-${locale}-${viewport}`);

      // Choosing another variant writes it into the address: the link copied now opens that one.
      for (const { option, value } of choicesOf(product, first)) {
        const name = (item: { ar: string; en: string }) => (locale === 'en' ? item.en : item.ar);
        const group = page.getByRole('group', { name: new RegExp(`^${escapeRegExp(name(option))}`) });
        await group.getByRole('radio', { name: name(value), exact: true }).click();
      }
      const chosen = detail.variants.find((candidate) => candidate.sku === first.sku)!;
      await expect.poll(() => new URL(page.url()).searchParams.get('variant')).toBe(String(chosen.id));
      await expect
        .poll(() => price.textContent())
        .toContain(formatMoney(variantFinalPrice(product, first.price), locale));
      await context.close();
    },
  );
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
