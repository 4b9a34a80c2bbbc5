import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'ghost-danger' | 'attention';
export type ButtonSize = 'md' | 'sm' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-xs hover:bg-brand-800',
  secondary: 'border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50',
  danger: 'bg-red-700 text-white shadow-xs hover:bg-red-800 focus-visible:outline-red-700',
  ghost: 'font-medium text-zinc-700 hover:bg-zinc-100',
  'ghost-danger': 'font-medium text-red-700 hover:bg-red-50 focus-visible:outline-red-700',
  /** Something waits for the person (sound the browser holds until a click): amber, not an error's red. */
  attention: 'border border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100',
};
const sizes: Record<ButtonSize, string> = { sm: 'h-9 px-2.5', md: 'h-10 px-4', lg: 'h-11 px-5' };

/** The classes of a button, for a link that must look like one (a NavLink to the create screen). */
export function buttonClasses(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the icon and ignores clicks, keeping focus where it is. */
  loading?: boolean;
  /** What the button says while loading ("Saving…"); its usual label otherwise. */
  loadingLabel?: string;
  icon?: LucideIcon;
  /** Icons that point (arrows, chevrons) mirror in Arabic. */
  iconMirrored?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The back office's one button. `type` defaults to "button" so a button in a form never submits it by
 * accident. While loading it stays focusable (aria-disabled, not disabled): a keyboard user's focus is not
 * thrown back to the page top mid-save.
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  loadingLabel,
  icon: Icon,
  iconMirrored = false,
  type = 'button',
  className = '',
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const guardedClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={guardedClick}
      className={`${buttonClasses(variant, size)} ${className}`}
      {...rest}
    >
      {loading ? (
        <Spinner className="size-4" />
      ) : (
        Icon && (
          <Icon aria-hidden="true" className={`size-4 shrink-0 ${iconMirrored ? 'rtl:-scale-x-100' : ''}`} />
        )
      )}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
