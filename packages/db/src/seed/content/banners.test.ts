import { AdminBannerImageInput } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { drawBannerSvg } from '../images/draw-site.js';
import { BANNER_SIZES, type BannerDevice } from './banners.js';
import { HOMEPAGE_BANNERS, seedHomepageSections } from './homepage.js';

// D17: a seeded banner is a picture without words; its title and line are data the storefront draws over
// it in the page's language.

/** The SVG and every SVG nested in it as a data URI (the device drawings). */
function withNested(svg: string): string[] {
  const nested = [...svg.matchAll(/href="data:image\/svg\+xml;base64,([^"]+)"/g)].map((match) =>
    Buffer.from(match[1]!, 'base64').toString('utf8'),
  );
  return [svg, ...nested.flatMap(withNested)];
}

const drawings = HOMEPAGE_BANNERS.flatMap(([kind, banner]) =>
  (Object.keys(BANNER_SIZES[kind]) as BannerDevice[]).map((device) => {
    const [width, height] = BANNER_SIZES[kind][device];
    return { name: `${banner.name} ${device}`, width, svg: drawBannerSvg(banner, width, height) };
  }),
);

describe('seeded banner pictures', () => {
  it.each(drawings)('$name has no lettering, nested drawings included', ({ svg }) => {
    const layers = withNested(svg);
    expect(layers.length).toBeGreaterThan(1);
    for (const layer of layers) {
      expect(layer).not.toMatch(/<text\b|<tspan\b|<textPath\b/);
    }
  });

  it.each(drawings)('$name keeps its start half free for the caption', ({ svg, width }) => {
    const xs = [...svg.matchAll(/<image x="([\d.-]+)"/g)].map((match) => Number(match[1]));
    expect(xs.length).toBeGreaterThan(0);
    for (const x of xs) expect(x).toBeGreaterThanOrEqual(width / 2);
  });
});

describe('seeded banner captions', () => {
  const url = (name: string, kind: string, device: string) => `/media/banners/${name}-${kind}-${device}.webp`;
  const slides = seedHomepageSections(url, [1]).flatMap((section) => section.config.images ?? []);

  it('gives every slide a title and a line in Arabic and English', () => {
    expect(slides).toHaveLength(HOMEPAGE_BANNERS.length);
    for (const slide of slides) {
      expect(slide.title_ar).toMatch(/[\u0600-\u06ff]/);
      expect(slide.text_ar).toMatch(/[\u0600-\u06ff]/);
      expect(slide.title_en).toMatch(/^[\x20-\x7e–]+$/);
      expect(slide.text_en).toMatch(/^[\x20-\x7e–]+$/);
    }
  });

  it('stores slides the back office can save back unchanged', () => {
    for (const slide of slides) {
      expect(AdminBannerImageInput.parse(slide)).toEqual(slide);
    }
  });
});
