import type { CSSProperties, SVGProps } from 'react';
import spriteUrl from './icon-sprite.svg?no-inline';

/**
 * Lucide's icons drawn from one sprite file (`icon-sprite.svg`, made by `npm run icons -w @matjar/storefront`
 * from the names below) instead of inline paths: a product page showed forty icons, 18 KB of every page's
 * HTML and of the JavaScript that renders it. The sprite is a hashed asset, downloaded once and cached for good.
 * Stroke, fill and size come from the `.icon` rule in app.css, so utilities (`size-5`, `fill-amber-400`)
 * override them as they did lucide's attributes.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'fill' | 'strokeWidth'> {
  /** A fill for the shape, e.g. 'currentColor' for a filled heart (default none). */
  fill?: string;
  strokeWidth?: number;
}

export type Icon = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

function icon(name: string): Icon {
  function SpriteIcon({ className, fill, strokeWidth, style, ...rest }: IconProps) {
    const labelled = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;
    // Inline style, because a CSS rule outranks presentation attributes such as fill="…".
    const overrides: CSSProperties | undefined =
      fill !== undefined || strokeWidth !== undefined ? { fill, strokeWidth, ...style } : style;
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden={labelled ? undefined : true}
        role={labelled ? 'img' : undefined}
        {...rest}
        className={className ? `icon ${className}` : 'icon'}
        style={overrides}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${name})`;
  return SpriteIcon;
}

// Named as lucide-react names them; the string is lucide's file name (the sprite's symbol id).
export const ArrowLeft = icon('arrow-left');
export const ArrowRight = icon('arrow-right');
export const ArrowUp = icon('arrow-up');
export const BadgeCheck = icon('badge-check');
export const BadgePercent = icon('badge-percent');
export const Ban = icon('ban');
export const Banknote = icon('banknote');
export const Cable = icon('cable');
export const Camera = icon('camera');
export const Check = icon('check');
export const ChevronDown = icon('chevron-down');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const CircleCheck = icon('circle-check');
export const CircleX = icon('circle-x');
export const Clock = icon('clock');
export const Copy = icon('copy');
export const CreditCard = icon('credit-card');
export const FolderSearch = icon('folder-search');
export const Gift = icon('gift');
export const Headphones = icon('headphones');
export const Heart = icon('heart');
export const ImageOff = icon('image-off');
export const Laptop = icon('laptop');
export const LayoutGrid = icon('layout-grid');
export const Lock = icon('lock');
export const LogOut = icon('log-out');
export const Mail = icon('mail');
export const MapPin = icon('map-pin');
export const Menu = icon('menu');
export const MessageCircle = icon('message-circle');
export const Minus = icon('minus');
export const PackageCheck = icon('package-check');
export const PackageSearch = icon('package-search');
export const PackageX = icon('package-x');
export const Plus = icon('plus');
export const Search = icon('search');
export const SearchX = icon('search-x');
export const Send = icon('send');
export const ShieldAlert = icon('shield-exclamation-point');
export const ShieldCheck = icon('shield-check');
export const ShoppingCart = icon('shopping-cart');
export const SlidersHorizontal = icon('sliders-horizontal');
export const Smartphone = icon('smartphone');
export const Sparkles = icon('sparkles');
export const Star = icon('star');
export const Tablet = icon('tablet');
export const Tags = icon('tags');
export const TicketPercent = icon('ticket-percent');
export const Trash2 = icon('trash');
export const Truck = icon('truck');
export const UserRound = icon('user-round');
export const X = icon('x');
