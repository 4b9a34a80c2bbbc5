import {
  DEFAULT_LOGO_SIZE,
  LOGO_HEADER_HEIGHT,
  LOGO_HEIGHT_PX,
  LOGO_SIZES,
  type LogoSize,
} from '@matjar/core';

export interface LogoSizeChoice {
  size: LogoSize;
  /** The logo's height on the storefront. */
  logoPx: number;
  /** The header's height around it (storefront §9: h-12 → h-20). */
  headerPx: number;
  isDefault: boolean;
}

/** A Tailwind height class in pixels (h-20 → 80: one step is a quarter rem of 16 px). */
export function heightClassPx(heightClass: string): number {
  const steps = Number(/^h-(\d+)$/.exec(heightClass)?.[1]);
  if (!Number.isFinite(steps)) throw new Error(`Not a height class: ${heightClass}`);
  return steps * 4;
}

/** The logo sizes of back-office §9, smallest first, with what each makes of the storefront header. */
export const LOGO_SIZE_CHOICES: readonly LogoSizeChoice[] = LOGO_SIZES.map((size) => ({
  size,
  logoPx: LOGO_HEIGHT_PX[size],
  headerPx: heightClassPx(LOGO_HEADER_HEIGHT[size]),
  isDefault: size === DEFAULT_LOGO_SIZE,
}));

export function logoSizeChoice(size: LogoSize): LogoSizeChoice {
  return LOGO_SIZE_CHOICES.find((choice) => choice.size === size) ?? LOGO_SIZE_CHOICES[2]!;
}
