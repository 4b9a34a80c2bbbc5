import type { ShapeInput } from './shapes-handheld.js';
import { contrastInk, shade } from './svg-color.js';

/**
 * Chargers and small accessories, each drawn as what it is (a MagSafe charger is a round puck, not a wall
 * plug), in the same 1000×1000 box as the other shapes. `view` alternates the side shown.
 */

/** A cable from (x, y) curving down to a USB-C plug, ending about 240 below. */
function cable(x: number, y: number, color: string): string {
  return `
    <path d="M${x} ${y} C${x} ${y + 110} ${x + 170} ${y + 40} ${x + 200} ${y + 140}" fill="none" stroke="${shade(color, -0.12)}" stroke-width="22" stroke-linecap="round"/>
    <rect x="${x + 172}" y="${y + 130}" width="56" height="90" rx="16" fill="${shade(color, -0.05)}" stroke="${shade(color, -0.25)}" stroke-width="4"/>
    <rect x="${x + 186}" y="${y + 212}" width="28" height="30" rx="6" fill="#9ca3af"/>`;
}

/** Wall adapter (sold without its cable) with the three rectangular pins of a Qatari type G socket. */
export function drawCharger({ body, view, mark }: ShapeInput): string {
  const ink = contrastInk(body);
  if (view % 2 === 1) {
    // Seen from the socket side: three pins.
    return `
      <rect x="300" y="300" width="400" height="400" rx="64" fill="url(#body)" stroke="${shade(body, -0.2)}" stroke-width="4"/>
      <rect x="470" y="360" width="60" height="110" rx="8" fill="#9ca3af"/>
      <rect x="370" y="540" width="110" height="56" rx="8" fill="#9ca3af"/>
      <rect x="520" y="540" width="110" height="56" rx="8" fill="#9ca3af"/>`;
  }
  return `
    <rect x="330" y="300" width="340" height="400" rx="60" fill="url(#body)" stroke="${shade(body, -0.2)}" stroke-width="4"/>
    <rect x="470" y="220" width="60" height="90" rx="8" fill="#9ca3af"/>
    <rect x="440" y="600" width="120" height="40" rx="18" fill="${shade(body, -0.45)}"/>
    <text x="500" y="500" font-size="64" font-weight="700" text-anchor="middle" fill="${ink}" opacity="0.45">${mark}</text>`;
}

/** MagSafe-style wireless charger: a flat round puck with its cable. */
export function drawMagsafe({ body, view, mark }: ShapeInput): string {
  const ring = shade(body, -0.25);
  if (view % 2 === 1) {
    // Seen at an angle: an ellipse with visible thickness.
    return `
      <ellipse cx="450" cy="470" rx="260" ry="110" fill="${ring}"/>
      <rect x="190" y="440" width="520" height="30" fill="${ring}"/>
      <ellipse cx="450" cy="440" rx="260" ry="110" fill="url(#body)"/>
      <ellipse cx="450" cy="440" rx="200" ry="82" fill="${shade(body, 0.08)}"/>
      ${cable(700, 470, body)}`;
  }
  return `
    <circle cx="450" cy="420" r="230" fill="${ring}"/>
    <circle cx="450" cy="420" r="214" fill="url(#body)"/>
    <circle cx="450" cy="420" r="160" fill="none" stroke="${shade(body, -0.12)}" stroke-width="6"/>
    <text x="450" y="445" font-size="72" font-weight="700" text-anchor="middle" fill="${contrastInk(body)}" opacity="0.35">${mark}</text>
    ${cable(450, 650, body)}`;
}

/** A power bank: a slab with a charge gauge; the other side shows its ports. */
export function drawPowerBank({ body, view, mark }: ShapeInput): string {
  if (view % 2 === 1) {
    return `
      <rect x="220" y="400" width="560" height="200" rx="40" fill="url(#body)"/>
      ${[0, 1, 2].map((i) => `<rect x="${300 + i * 150}" y="470" width="90" height="44" rx="20" fill="${shade(body, -0.5)}"/>`).join('')}
      <circle cx="720" cy="495" r="10" fill="#22c55e"/>`;
  }
  return `
    <rect x="300" y="200" width="400" height="600" rx="60" fill="url(#body)"/>
    <rect x="370" y="280" width="260" height="120" rx="16" fill="#0b0b0f"/>
    <text x="500" y="362" font-size="64" font-weight="700" text-anchor="middle" fill="#22c55e">87%</text>
    ${[0, 1, 2, 3].map((i) => `<rect x="${386 + i * 60}" y="430" width="48" height="14" rx="7" fill="#22c55e" opacity="${i < 3 ? 1 : 0.3}"/>`).join('')}
    <text x="500" y="620" font-size="60" font-weight="700" text-anchor="middle" fill="${contrastInk(body)}" opacity="0.5">${mark}</text>`;
}

/** A 3-in-1 charging stand: an upright pad for the phone, a puck for the watch and a pad for earbuds. */
export function drawChargingStand({ body, view }: ShapeInput): string {
  const dark = shade(body, -0.2);
  const flip = view % 2 === 1 ? 'translate(1000 0) scale(-1 1)' : '';
  return `<g transform="${flip}">
    <rect x="170" y="700" width="660" height="90" rx="45" fill="url(#body)"/>
    <rect x="330" y="250" width="30" height="460" rx="15" fill="${dark}"/>
    <rect x="250" y="180" width="200" height="330" rx="40" fill="url(#body)" stroke="${dark}" stroke-width="6"/>
    <circle cx="350" cy="330" r="60" fill="none" stroke="${dark}" stroke-width="8"/>
    <rect x="600" y="470" width="24" height="240" rx="12" fill="${dark}"/>
    <circle cx="612" cy="460" r="70" fill="url(#body)" stroke="${dark}" stroke-width="6"/>
    <ellipse cx="720" cy="690" rx="90" ry="22" fill="${shade(body, -0.35)}"/>
    <circle cx="750" cy="745" r="8" fill="#22c55e"/>
  </g>`;
}

/** A stylus lying on the diagonal: a long round barrel, a flat side band and a cone tip. */
export function drawStylus({ body, view }: ShapeInput): string {
  const angle = view % 2 === 1 ? -30 : -45;
  return `<g transform="rotate(${angle} 500 500)">
    <rect x="150" y="460" width="640" height="80" rx="40" fill="url(#body)" stroke="${shade(body, -0.2)}" stroke-width="4"/>
    <rect x="300" y="460" width="340" height="18" rx="8" fill="${shade(body, -0.12)}"/>
    <path d="M790 468 L880 500 L790 532 Z" fill="${shade(body, -0.05)}"/>
    <path d="M860 493 L880 500 L860 507 Z" fill="#6b7280"/>
  </g>`;
}

/** An item tracker (AirTag-like): round white discs, four of them in a pack; the back shows the mark. */
export function drawTracker({ body, view, mark }: ShapeInput): string {
  const disc = (x: number, y: number, r: number) => `
    <circle cx="${x}" cy="${y + 10}" r="${r}" fill="#94a3b8"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="url(#body)" stroke="${shade(body, -0.15)}" stroke-width="4"/>
    <circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="${shade(body, 0.1)}"/>`;
  if (view % 2 === 1) {
    return `
      <circle cx="500" cy="500" r="250" fill="#d1d5db" stroke="#9ca3af" stroke-width="10"/>
      <circle cx="500" cy="500" r="180" fill="#e5e7eb"/>
      <text x="500" y="530" font-size="90" font-weight="700" text-anchor="middle" fill="#6b7280">${mark}</text>`;
  }
  return `${disc(340, 360, 150)}${disc(660, 360, 150)}${disc(340, 660, 150)}${disc(660, 660, 150)}`;
}
