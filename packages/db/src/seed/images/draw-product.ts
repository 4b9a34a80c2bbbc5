import type { DeviceShape } from '../types.js';
import {
  drawActionCamera,
  drawCamera,
  drawDrone,
  drawInstantCamera,
  drawEarbuds,
  drawHeadphones,
  drawSpeaker,
} from './shapes-audio-camera.js';
import {
  drawCard,
  drawKeyboard,
  drawLaptop,
  drawMouse,
  drawPhone,
  drawTablet,
  drawWatch,
  type ShapeInput,
} from './shapes-handheld.js';
import {
  drawCharger,
  drawChargingStand,
  drawMagsafe,
  drawPowerBank,
  drawStylus,
  drawTracker,
} from './shapes-power.js';
import { BACKDROPS, escapeXml, FONT_STACK, shade } from './svg-color.js';
import { fitFontSize } from './text-fit.js';

const SHAPES: Record<DeviceShape, (input: ShapeInput) => string> = {
  phone: drawPhone,
  tablet: drawTablet,
  laptop: drawLaptop,
  watch: drawWatch,
  keyboard: drawKeyboard,
  mouse: drawMouse,
  card: drawCard,
  headphones: drawHeadphones,
  earbuds: drawEarbuds,
  speaker: drawSpeaker,
  camera: drawCamera,
  drone: drawDrone,
  charger: drawCharger,
  magsafe: drawMagsafe,
  'power-bank': drawPowerBank,
  'charging-stand': drawChargingStand,
  stylus: drawStylus,
  tracker: drawTracker,
  'action-camera': drawActionCamera,
  'instant-camera': drawInstantCamera,
};

export interface ProductPicture {
  shape: DeviceShape;
  /** Body colour (the variant colour, or the brand colour when the product has none). */
  color: string;
  /** Brand name written under the device. */
  brand: string;
  /** Short brand mark drawn on the device itself. */
  mark: string;
  /** 0-based picture number: picks the backdrop, the side shown and a small turn. */
  index: number;
  /** Wallpaper colour of screens. */
  accent: string;
  /** The device alone on a transparent ground: no backdrop, shadow or brand label (for icons). */
  bare?: boolean;
}

const LABEL_WIDTH = 900;
const LABEL_SPACING = 3;

/** One product picture as a square SVG: the device on a soft gradient with the brand name below it. */
export function drawProductSvg(picture: ProductPicture): string {
  const [from, to] = BACKDROPS[picture.index % BACKDROPS.length]!;
  const turn = [0, -6, 5, -3, 8, -9][picture.index % 6]!;
  const label = picture.brand.toUpperCase();
  const labelSize = fitFontSize(label, LABEL_WIDTH, 44, LABEL_SPACING);
  const device = SHAPES[picture.shape]({
    body: picture.color,
    view: picture.index,
    mark: escapeXml(picture.mark),
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000" font-family="${FONT_STACK}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(picture.color, 0.18)}"/><stop offset="1" stop-color="${shade(picture.color, -0.18)}"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${picture.accent}"/><stop offset="1" stop-color="${shade(picture.accent, -0.55)}"/></linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#0f172a" stop-opacity="0.22"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>
  </defs>
${
  picture.bare
    ? ''
    : `
  <rect width="1000" height="1000" fill="url(#bg)"/>
  <circle cx="${820 - picture.index * 90}" cy="${180 + picture.index * 40}" r="150" fill="#ffffff" opacity="0.35"/>
  <ellipse cx="500" cy="880" rx="320" ry="36" fill="url(#shadow)"/>`
}
  <g transform="rotate(${turn} 500 500)">${device}</g>${
    picture.bare || !label
      ? ''
      : `
  <text x="500" y="950" font-size="${labelSize}" font-weight="700" text-anchor="middle" fill="#334155" letter-spacing="${LABEL_SPACING}">${escapeXml(label)}</text>`
  }
</svg>`;
}
