import { ImageOff } from 'lucide-react';
import { catalogIconKind } from './catalog-icon-kind';

/**
 * A category or brand icon: its picture, its emoji, or a quiet placeholder. Decorative (alt ""), since the
 * name is always written beside it.
 */
export function CatalogIcon({ icon, className = 'size-12' }: { icon: string | null; className?: string }) {
  const kind = catalogIconKind(icon);
  if (kind === 'image') {
    return (
      <img
        src={icon!.trim()}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${className} shrink-0 rounded-lg bg-white object-contain`}
      />
    );
  }
  if (kind === 'emoji') {
    return (
      <span
        aria-hidden="true"
        className={`${className} grid shrink-0 place-items-center rounded-lg bg-zinc-50 text-2xl leading-none`}
      >
        {icon!.trim()}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-lg bg-zinc-100 text-zinc-400`}
    >
      <ImageOff className="size-1/2" />
    </span>
  );
}
