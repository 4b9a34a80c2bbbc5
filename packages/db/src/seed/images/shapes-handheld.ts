import { contrastInk, shade } from './svg-color.js';

/**
 * Device silhouettes drawn in a 1000×1000 box. `body` is the variant colour; `view` picks front or back so a
 * gallery shows different sides. Fills reference the gradients the composer defines (#body, #screen).
 */
export interface ShapeInput {
  body: string;
  view: number;
  mark: string;
}

export function drawPhone({ body, view, mark }: ShapeInput): string {
  const frame = shade(body, -0.35);
  if (view % 2 === 1) {
    // Back: camera bump and the maker's mark.
    return `
      <rect x="340" y="170" width="320" height="660" rx="56" fill="${frame}"/>
      <rect x="348" y="178" width="304" height="644" rx="50" fill="url(#body)"/>
      <rect x="372" y="204" width="150" height="160" rx="40" fill="${shade(body, -0.15)}" stroke="${frame}" stroke-width="3"/>
      <circle cx="418" cy="250" r="30" fill="#111827" stroke="${shade(body, 0.3)}" stroke-width="6"/>
      <circle cx="418" cy="322" r="30" fill="#111827" stroke="${shade(body, 0.3)}" stroke-width="6"/>
      <circle cx="482" cy="286" r="26" fill="#111827" stroke="${shade(body, 0.3)}" stroke-width="6"/>
      <circle cx="418" cy="250" r="11" fill="#1e3a8a"/><circle cx="418" cy="322" r="11" fill="#1e3a8a"/>
      <text x="500" y="560" font-size="64" font-weight="700" text-anchor="middle" fill="${contrastInk(body)}" opacity="0.55">${mark}</text>`;
  }
  return `
    <rect x="340" y="170" width="320" height="660" rx="56" fill="${frame}"/>
    <rect x="352" y="182" width="296" height="636" rx="46" fill="url(#screen)"/>
    <rect x="455" y="200" width="90" height="26" rx="13" fill="#0b0b0f"/>
    <text x="500" y="330" font-size="72" font-weight="300" text-anchor="middle" fill="#ffffff">9:41</text>
    <g fill="#ffffff" opacity="0.85">
      ${[0, 1, 2, 3].map((i) => `<rect x="${382 + i * 62}" y="640" width="48" height="48" rx="12"/>`).join('')}
      ${[0, 1, 2, 3].map((i) => `<rect x="${382 + i * 62}" y="720" width="48" height="48" rx="12" opacity="0.7"/>`).join('')}
    </g>`;
}

export function drawTablet({ body, view, mark }: ShapeInput): string {
  const frame = shade(body, -0.35);
  if (view % 2 === 1) {
    return `
      <rect x="230" y="150" width="540" height="720" rx="44" fill="${frame}"/>
      <rect x="238" y="158" width="524" height="704" rx="38" fill="url(#body)"/>
      <rect x="270" y="190" width="70" height="70" rx="22" fill="${shade(body, -0.2)}"/>
      <circle cx="305" cy="225" r="20" fill="#111827" stroke="${shade(body, 0.3)}" stroke-width="5"/>
      <text x="500" y="540" font-size="72" font-weight="700" text-anchor="middle" fill="${contrastInk(body)}" opacity="0.5">${mark}</text>`;
  }
  return `
    <rect x="230" y="150" width="540" height="720" rx="44" fill="${frame}"/>
    <rect x="256" y="176" width="488" height="668" rx="22" fill="url(#screen)"/>
    <circle cx="500" cy="163" r="5" fill="#111827"/>
    <g fill="#ffffff" opacity="0.85">
      ${[0, 1, 2, 3, 4].map((i) => `<rect x="${292 + i * 86}" y="600" width="64" height="64" rx="16"/>`).join('')}
      ${[0, 1, 2, 3, 4].map((i) => `<rect x="${292 + i * 86}" y="690" width="64" height="64" rx="16" opacity="0.7"/>`).join('')}
    </g>`;
}

export function drawLaptop({ body, view }: ShapeInput): string {
  const frame = shade(body, -0.3);
  const open = view % 2 === 0;
  const screen = open
    ? `<rect x="200" y="190" width="600" height="400" rx="24" fill="${frame}"/>
       <rect x="220" y="208" width="560" height="362" rx="10" fill="url(#screen)"/>
       <rect x="470" y="208" width="60" height="14" rx="7" fill="#0b0b0f"/>`
    : `<rect x="200" y="190" width="600" height="400" rx="24" fill="url(#body)"/>
       <circle cx="500" cy="390" r="44" fill="${shade(body, 0.25)}" opacity="0.6"/>`;
  return `
    ${screen}
    <path d="M150 610 L850 610 L880 668 Q882 690 860 690 L140 690 Q118 690 120 668 Z" fill="url(#body)"/>
    <rect x="150" y="602" width="700" height="14" rx="6" fill="${shade(body, -0.15)}"/>
    <rect x="440" y="612" width="120" height="12" rx="6" fill="${shade(body, -0.25)}"/>`;
}

export function drawWatch({ body, view }: ShapeInput): string {
  const strap = shade(body, -0.1);
  const tilt = view % 2 === 1 ? 'rotate(-14 500 500)' : '';
  return `<g transform="${tilt}">
    <rect x="390" y="120" width="220" height="240" rx="60" fill="${strap}"/>
    <rect x="390" y="640" width="220" height="240" rx="60" fill="${strap}"/>
    <rect x="330" y="300" width="340" height="400" rx="96" fill="${shade(body, -0.35)}"/>
    <rect x="350" y="320" width="300" height="360" rx="80" fill="#0b0b0f"/>
    <text x="500" y="500" font-size="84" font-weight="300" text-anchor="middle" fill="#ffffff">10:09</text>
    <circle cx="440" cy="580" r="26" fill="none" stroke="#ef4444" stroke-width="10"/>
    <circle cx="560" cy="580" r="26" fill="none" stroke="#22c55e" stroke-width="10"/>
    <rect x="668" y="420" width="24" height="70" rx="10" fill="${shade(body, -0.2)}"/>
  </g>`;
}

export function drawKeyboard({ body, view }: ShapeInput): string {
  const keys: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 12; col++) {
      keys.push(`<rect x="${182 + col * 54}" y="${392 + row * 54}" width="44" height="44" rx="8"/>`);
    }
  }
  const tilt = view % 2 === 1 ? 'skewX(-8) translate(60 0)' : '';
  return `<g transform="${tilt}">
    <rect x="150" y="360" width="700" height="310" rx="28" fill="url(#body)"/>
    <g fill="${shade(body, -0.3)}">${keys.join('')}</g>
    <rect x="344" y="610" width="312" height="36" rx="8" fill="${shade(body, -0.3)}"/>
  </g>`;
}

export function drawMouse({ body, view }: ShapeInput): string {
  const tilt = view % 2 === 1 ? 'rotate(20 500 500)' : 'rotate(-8 500 500)';
  return `<g transform="${tilt}">
    <path d="M500 200 C680 200 720 380 710 560 C700 740 600 820 500 820 C400 820 300 740 290 560 C280 380 320 200 500 200 Z" fill="url(#body)"/>
    <path d="M500 200 L500 430" stroke="${shade(body, -0.3)}" stroke-width="6"/>
    <rect x="482" y="280" width="36" height="90" rx="18" fill="${shade(body, -0.4)}"/>
    <path d="M300 470 Q500 520 700 470" stroke="${shade(body, -0.2)}" stroke-width="5" fill="none"/>
  </g>`;
}

export function drawCard({ body, view, mark }: ShapeInput): string {
  const ink = contrastInk(body);
  const tilt = view % 2 === 1 ? 'rotate(-10 500 500)' : '';
  return `<g transform="${tilt}">
    <rect x="190" y="300" width="620" height="400" rx="36" fill="url(#body)"/>
    <circle cx="690" cy="420" r="180" fill="${shade(body, 0.2)}" opacity="0.35"/>
    <rect x="240" y="360" width="90" height="68" rx="12" fill="#e5c76b"/>
    <text x="250" y="620" font-size="96" font-weight="700" fill="${ink}">${mark}</text>
    <text x="760" y="650" font-size="40" text-anchor="end" fill="${ink}" opacity="0.85">GIFT CARD</text>
  </g>`;
}
