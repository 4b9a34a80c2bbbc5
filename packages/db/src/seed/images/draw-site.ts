import type { DeviceShape } from '../types.js';
import { drawProductSvg } from './draw-product.js';
import { FONT_STACK, shade } from './svg-color.js';

/** The shop's own brand colour: the top banner, logo and favicon share it. */
export const SHOP_COLOR = '#0f4c81';
export const SHOP_ACCENT = '#f59e0b';

/** Horizontal logo: a bag mark with the shop name in Arabic and English. */
export function drawLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120" font-family="${FONT_STACK}">
  <rect x="8" y="16" width="88" height="88" rx="22" fill="${SHOP_COLOR}"/>
  <path d="M30 48 h44 l-4 40 h-36 z" fill="#ffffff"/>
  <path d="M40 50 v-8 a12 12 0 0 1 24 0 v8" fill="none" stroke="${SHOP_ACCENT}" stroke-width="6" stroke-linecap="round"/>
  <text x="114" y="66" font-size="46" font-weight="700" fill="${SHOP_COLOR}">متجر</text>
  <text x="232" y="66" font-size="40" font-weight="700" fill="#1f2937" letter-spacing="2">MATJAR</text>
  <text x="116" y="98" font-size="18" fill="#64748b" letter-spacing="1">ELECTRONICS · DOHA</text>
</svg>`;
}

/** Square favicon: the bag mark alone, readable at 32×32. */
export function drawFaviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${SHOP_COLOR}"/>
  <path d="M14 26 h36 l-3 28 h-30 z" fill="#ffffff"/>
  <path d="M23 27 v-6 a9 9 0 0 1 18 0 v6" fill="none" stroke="${SHOP_ACCENT}" stroke-width="5" stroke-linecap="round"/>
</svg>`;
}

/** The 'all brands' tile of the categories page: four small brand squares. */
export function drawAllBrandsSvg(): string {
  const colors = ['#1428a0', '#ff6900', '#e2231a', '#00a8e1'];
  const tiles = colors
    .map(
      (c, i) =>
        `<rect x="${40 + (i % 2) * 110}" y="${40 + Math.floor(i / 2) * 110}" width="96" height="96" rx="20" fill="${c}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" rx="40" fill="#f1f5f9"/>${tiles}</svg>`;
}

export interface BannerArt {
  color: string;
  shapes: DeviceShape[];
}

/**
 * A promotional banner at any width × height, with no lettering (D17): a gradient in the banner's colour and
 * device drawings on the end side (right here; the storefront mirrors the picture on Arabic pages), leaving
 * the start side calm for the title and line the storefront draws over it in the page's language. The
 * product drawings are nested as images so the banner matches the catalogue.
 */
export function drawBannerSvg(art: BannerArt, width: number, height: number): string {
  const deviceSize = Math.round(height * 0.85);
  const devices = art.shapes
    .slice(0, Math.max(1, Math.floor((width * 0.45) / deviceSize)))
    .map((shape, i) => {
      const svg = drawProductSvg({
        shape,
        color: shade(art.color, 0.55),
        brand: '',
        mark: '',
        index: i,
        accent: art.color,
      });
      // The catalogue's backdrop goes (the banner has its own), and so does any lettering of the device
      // drawing (a clock on a screen, "GIFT CARD"): a banner's only words are the ones the page draws.
      const inner = svg
        .replace(/<rect width="1000" height="1000" fill="url\(#bg\)"\/>/, '')
        .replace(/<text\b[\s\S]*?<\/text>/g, '');
      const href = `data:image/svg+xml;base64,${Buffer.from(inner).toString('base64')}`;
      const x = width - (i + 1) * deviceSize - height * 0.05;
      return `<image x="${x}" y="${(height - deviceSize) / 2}" width="${deviceSize}" height="${deviceSize}" href="${href}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(art.color, -0.35)}"/><stop offset="1" stop-color="${shade(art.color, 0.2)}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#banner)"/>
  <circle cx="${width * 0.62}" cy="${height * 0.1}" r="${height * 0.7}" fill="#ffffff" opacity="0.08"/>
  <circle cx="${width * 0.08}" cy="${height * 1.05}" r="${height * 0.55}" fill="#ffffff" opacity="0.05"/>
  ${devices}
</svg>`;
}
