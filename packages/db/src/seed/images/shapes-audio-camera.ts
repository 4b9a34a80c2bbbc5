import type { ShapeInput } from './shapes-handheld.js';
import { contrastInk, shade } from './svg-color.js';

/** Audio, camera and power silhouettes in the same 1000×1000 box as the handheld shapes. */

export function drawHeadphones({ body, view }: ShapeInput): string {
  const tilt = view % 2 === 1 ? 'rotate(-12 500 500)' : '';
  const cup = shade(body, -0.15);
  return `<g transform="${tilt}">
    <path d="M250 560 C250 230 750 230 750 560" fill="none" stroke="${shade(body, -0.3)}" stroke-width="54" stroke-linecap="round"/>
    <path d="M250 560 C250 250 750 250 750 560" fill="none" stroke="url(#body)" stroke-width="34" stroke-linecap="round"/>
    <rect x="170" y="500" width="170" height="260" rx="80" fill="url(#body)"/>
    <rect x="660" y="500" width="170" height="260" rx="80" fill="url(#body)"/>
    <rect x="300" y="530" width="50" height="200" rx="25" fill="${cup}"/>
    <rect x="650" y="530" width="50" height="200" rx="25" fill="${cup}"/>
  </g>`;
}

export function drawEarbuds({ body, view }: ShapeInput): string {
  const lidOpen = view % 2 === 1;
  const lid = lidOpen
    ? `<rect x="330" y="260" width="340" height="120" rx="56" fill="url(#body)" transform="rotate(-18 330 380)"/>`
    : '';
  return `
    ${lid}
    <rect x="330" y="380" width="340" height="300" rx="110" fill="url(#body)"/>
    <path d="M330 470 L670 470" stroke="${shade(body, -0.2)}" stroke-width="5"/>
    <circle cx="500" cy="560" r="10" fill="${shade(body, -0.4)}"/>
    <g transform="translate(720 520)">
      <ellipse cx="0" cy="0" rx="60" ry="70" fill="url(#body)"/>
      <rect x="-18" y="40" width="36" height="150" rx="18" fill="url(#body)"/>
      <ellipse cx="-8" cy="-10" rx="26" ry="30" fill="${shade(body, -0.35)}"/>
    </g>
    <g transform="translate(250 540)">
      <ellipse cx="0" cy="0" rx="60" ry="70" fill="url(#body)"/>
      <rect x="-18" y="40" width="36" height="150" rx="18" fill="url(#body)"/>
      <ellipse cx="8" cy="-10" rx="26" ry="30" fill="${shade(body, -0.35)}"/>
    </g>`;
}

export function drawSpeaker({ body, view, mark }: ShapeInput): string {
  const upright = view % 2 === 1;
  const holes: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 16; col++) {
      holes.push(`<circle cx="${230 + col * 36}" cy="${420 + row * 32}" r="7"/>`);
    }
  }
  const group = `
    <rect x="180" y="360" width="640" height="280" rx="140" fill="url(#body)"/>
    <rect x="160" y="380" width="40" height="240" rx="20" fill="${shade(body, -0.4)}"/>
    <rect x="800" y="380" width="40" height="240" rx="20" fill="${shade(body, -0.4)}"/>
    <g fill="${shade(body, -0.35)}">${holes.join('')}</g>
    <rect x="420" y="468" width="160" height="64" rx="14" fill="${shade(body, -0.1)}"/>
    <text x="500" y="515" font-size="40" font-weight="700" text-anchor="middle" fill="${contrastInk(body)}">${mark}</text>`;
  return upright ? `<g transform="rotate(-90 500 500)">${group}</g>` : group;
}

export function drawCamera({ body, view, mark }: ShapeInput): string {
  const lensX = view % 2 === 1 ? 560 : 480;
  return `
    <rect x="180" y="330" width="640" height="400" rx="48" fill="url(#body)"/>
    <path d="M380 330 L420 250 L580 250 L620 330 Z" fill="${shade(body, -0.15)}"/>
    <rect x="180" y="330" width="130" height="400" rx="48" fill="${shade(body, -0.25)}"/>
    <circle cx="${lensX}" cy="540" r="170" fill="${shade(body, -0.45)}"/>
    <circle cx="${lensX}" cy="540" r="135" fill="#1f2937" stroke="#9ca3af" stroke-width="6"/>
    <circle cx="${lensX}" cy="540" r="90" fill="#0f172a"/>
    <circle cx="${lensX - 30}" cy="510" r="26" fill="#60a5fa" opacity="0.5"/>
    <circle cx="730" cy="300" r="30" fill="${shade(body, -0.3)}"/>
    <text x="760" y="410" font-size="36" font-weight="700" text-anchor="end" fill="${contrastInk(body)}" opacity="0.8">${mark}</text>`;
}

export function drawDrone({ body, view }: ShapeInput): string {
  const tilt = view % 2 === 1 ? 'rotate(12 500 500)' : '';
  const arm = (x: number, y: number) => `
    <path d="M500 500 L${x} ${y}" stroke="url(#body)" stroke-width="36" stroke-linecap="round"/>
    <ellipse cx="${x}" cy="${y}" rx="120" ry="18" fill="${shade(body, -0.4)}" opacity="0.7"/>
    <circle cx="${x}" cy="${y}" r="22" fill="${shade(body, -0.2)}"/>`;
  return `<g transform="${tilt}">
    ${arm(260, 300)}${arm(740, 300)}${arm(260, 700)}${arm(740, 700)}
    <rect x="400" y="380" width="200" height="260" rx="80" fill="url(#body)"/>
    <circle cx="500" cy="660" r="46" fill="#111827" stroke="${shade(body, -0.2)}" stroke-width="10"/>
  </g>`;
}

/** An action camera: a small cube with a square lens block and a front status screen. */
export function drawActionCamera({ body, view, mark }: ShapeInput): string {
  if (view % 2 === 1) {
    // The back: a large touch screen.
    return `
      <rect x="260" y="280" width="480" height="400" rx="50" fill="url(#body)"/>
      <rect x="300" y="320" width="400" height="300" rx="20" fill="url(#screen)"/>
      <rect x="420" y="250" width="120" height="40" rx="12" fill="${shade(body, -0.3)}"/>`;
  }
  return `
    <rect x="260" y="280" width="480" height="400" rx="50" fill="url(#body)"/>
    <rect x="420" y="250" width="120" height="40" rx="12" fill="${shade(body, -0.3)}"/>
    <rect x="300" y="330" width="170" height="130" rx="18" fill="#0b0b0f"/>
    <rect x="316" y="346" width="138" height="98" rx="10" fill="url(#screen)"/>
    <rect x="500" y="320" width="200" height="200" rx="36" fill="${shade(body, -0.4)}"/>
    <circle cx="600" cy="420" r="72" fill="#0f172a" stroke="#9ca3af" stroke-width="6"/>
    <circle cx="580" cy="400" r="20" fill="#60a5fa" opacity="0.5"/>
    <text x="320" y="620" font-size="44" font-weight="700" fill="${contrastInk(body)}" opacity="0.8">${mark}</text>`;
}

/** An instant camera: a rounded boxy body in its colour, a big lens ring, flash and print slot. */
export function drawInstantCamera({ body, view }: ShapeInput): string {
  const tilt = view % 2 === 1 ? 'rotate(-8 500 500)' : '';
  return `<g transform="${tilt}">
    <rect x="230" y="230" width="540" height="560" rx="90" fill="url(#body)"/>
    <rect x="300" y="250" width="400" height="22" rx="11" fill="${shade(body, -0.25)}"/>
    <rect x="280" y="300" width="150" height="90" rx="16" fill="#f8fafc" stroke="${shade(body, -0.2)}" stroke-width="6"/>
    <rect x="600" y="300" width="100" height="70" rx="14" fill="#0f172a"/>
    <circle cx="500" cy="560" r="170" fill="${shade(body, 0.25)}" stroke="${shade(body, -0.2)}" stroke-width="10"/>
    <circle cx="500" cy="560" r="110" fill="#1f2937" stroke="#e5e7eb" stroke-width="10"/>
    <circle cx="500" cy="560" r="60" fill="#0f172a"/>
    <circle cx="475" cy="535" r="18" fill="#93c5fd" opacity="0.6"/>
  </g>`;
}
