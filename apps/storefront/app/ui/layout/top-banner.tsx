import { readableTextColor } from '@matjar/core';
import { ShieldCheck, Truck } from '../icons.js';
import { useShellData, useT } from './shell-data.js';

/** The strip above the header, in the owner's banner colour with text that stays readable on it. */
export function TopBanner() {
  const { settings } = useShellData();
  const t = useT();
  return (
    <div
      className="border-b border-black/5"
      style={{ backgroundColor: settings.bannerColor, color: readableTextColor(settings.bannerColor) }}
    >
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-xs font-semibold sm:text-sm">
        <Truck className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden />
        <span>{t('shop.promise')}</span>
        <ShieldCheck className="hidden size-4 shrink-0 sm:block" aria-hidden />
      </p>
    </div>
  );
}
