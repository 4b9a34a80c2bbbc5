import { DEFAULT_LOGO_SIZE, LOGO_HEADER_HEIGHT, type LogoSize } from '@matjar/core';

// The class names come from core (spec §9); app.css lists core's files under @source so Tailwind generates them.
export function logoHeaderClasses(size: LogoSize | undefined): { logo: string; header: string } {
  const logo = size && size in LOGO_HEADER_HEIGHT ? size : DEFAULT_LOGO_SIZE;
  return { logo, header: LOGO_HEADER_HEIGHT[logo] };
}
