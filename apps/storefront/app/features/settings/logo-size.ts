import type { LogoSize } from '@matjar/core';

// Spec §9: logo height class → header height class. Literal class names on purpose: Tailwind only generates
// classes it finds written out in the scanned sources, so this table cannot be computed from core's values.
export const LOGO_HEADER_CLASSES: Record<LogoSize, { logo: string; header: string }> = {
  'h-8': { logo: 'h-8', header: 'h-14' },
  'h-10': { logo: 'h-10', header: 'h-16' },
  'h-12': { logo: 'h-12', header: 'h-20' },
  'h-16': { logo: 'h-16', header: 'h-24' },
  'h-20': { logo: 'h-20', header: 'h-28' },
  'h-24': { logo: 'h-24', header: 'h-32' },
};

export function logoHeaderClasses(size: LogoSize | undefined): { logo: string; header: string } {
  return (size && LOGO_HEADER_CLASSES[size]) || LOGO_HEADER_CLASSES['h-12'];
}
