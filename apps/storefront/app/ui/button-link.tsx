import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button.js';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button (navigation, not an action): the classes of ui/button.tsx on a Link. */
export function ButtonLink({ variant = 'primary', size = 'md', className = '', ...link }: ButtonLinkProps) {
  return <Link className={`${buttonClasses(variant, size)} ${className}`} {...link} />;
}
