import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const base = 'inline-flex items-center justify-center font-bold transition disabled:cursor-not-allowed';
// A button that cannot be pressed (disabled, or a link shown aria-disabled) turns grey rather than faint.
const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-600 aria-disabled:shadow-none',
  secondary: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 hover:ring-brand-300',
  /** The brand's outline: a card's 'choose options'. */
  outline: 'bg-white text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50',
};
const sizes: Record<ButtonSize, string> = {
  /** On product cards and under them. */
  xs: 'h-9 gap-1.5 rounded-full px-2 text-xs',
  sm: 'gap-2 rounded-full px-4 py-2 text-sm',
  md: 'gap-2 rounded-full px-5 py-2.5 text-sm',
  /** A form's submit button. */
  lg: 'gap-2 rounded-full px-6 py-3',
  /** The product page's add to cart and the cart's checkout. */
  xl: 'h-13 gap-2 rounded-2xl px-6 text-lg',
};

/** The classes of a button, for a link that must look like one (ButtonLink) or a stand-in for a disabled link. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The storefront's one button for actions (a link that looks like one is ButtonLink). `type` defaults to
 * "button", so a button in a form never submits it by accident; width and outer spacing come from className.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className = '',
  ...rest
}: ButtonProps) {
  return <button type={type} className={`${buttonClasses(variant, size)} ${className}`} {...rest} />;
}
