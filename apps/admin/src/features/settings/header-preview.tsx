import { readableTextColor, type LogoSize } from '@matjar/core';
import { Heart, Search, ShoppingCart, Truck } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { logoSizeChoice } from './logo-sizes';

/** The storefront's top banner: the owner's colour, text black or white by core's contrast rule. */
function TopBannerPreview({ color }: { color: string }) {
  const { t } = useI18n();
  return (
    <div
      data-testid="banner-preview"
      className="flex items-center justify-center gap-2 px-4 py-2 text-center text-xs font-semibold sm:text-sm"
      style={{ backgroundColor: color, color: readableTextColor(color) }}
    >
      <Truck className="size-4 shrink-0 rtl:-scale-x-100" />
      <span>{t('settings.preview.promise')}</span>
    </div>
  );
}

/** The storefront header as the chosen logo size draws it (storefront §9: logo and header heights). */
export function HeaderPreview({
  logo,
  logoSize,
  bannerColor,
}: {
  logo: string | null;
  logoSize: LogoSize;
  bannerColor: string;
}) {
  const { logoPx, headerPx } = logoSizeChoice(logoSize);
  return (
    <>
      <TopBannerPreview color={bannerColor} />
      <div
        data-testid="header-preview"
        className="flex items-center gap-3 border-b border-zinc-200 bg-white px-4"
        style={{ height: headerPx }}
      >
        {logo ? (
          <img
            src={logo}
            alt=""
            className="w-auto max-w-32 object-contain sm:max-w-48"
            style={{ height: logoPx }}
          />
        ) : (
          <span className="text-xl font-extrabold tracking-tight text-brand-800" dir="ltr">
            Matjar <span className="text-brand-600">|</span> <span lang="ar">متجر</span>
          </span>
        )}
        <span className="mx-4 hidden h-9 max-w-xs flex-1 items-center gap-2 rounded-full border border-zinc-200 bg-zinc-50 px-3 text-zinc-400 md:flex">
          <Search className="size-4" />
        </span>
        <span className="ms-auto flex items-center gap-3 text-zinc-600">
          <Heart className="size-5" />
          <ShoppingCart className="size-5" />
        </span>
      </div>
    </>
  );
}
