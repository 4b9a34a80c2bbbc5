import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CatalogIcon } from '../../ui/catalog-icon.js';
import { useShellData } from '../../ui/layout/shell-data.js';
import { productCountText } from '../../i18n/product-count.js';
import { NameText } from '../../ui/isolated-text.js';

export interface TileData {
  key: string | number;
  name: string;
  icon: string | null;
  count: number;
  to: string;
  /** Replaces the icon (the 'all brands' tile without its own picture). */
  art?: ReactNode;
  note?: string;
}

/** Category or brand tiles with their product counts (categories browser steps 1 and 2). */
export function CountTiles({ tiles, label }: { tiles: readonly TileData[]; label: string }) {
  const { locale } = useShellData();
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
    >
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link
            to={tile.to}
            className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-3 py-6 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
          >
            <span className="grid size-16 place-items-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700">
              {tile.art ?? <CatalogIcon icon={tile.icon} name={tile.name} className="size-12" />}
            </span>
            <span className="font-bold text-slate-800">
              <NameText name={tile.name} />
            </span>
            <span className="text-xs text-slate-500">
              {tile.note ?? productCountText(locale, tile.count)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
