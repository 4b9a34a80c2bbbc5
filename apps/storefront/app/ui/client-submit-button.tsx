import { useHydrated } from '../lib/use-hydrated.js';
import { Button, type ButtonProps } from './button.js';

/**
 * The submit button of a form that writes through the API client once React runs. Until then the form has no
 * handler, and a press would submit it natively: a GET to the page with every field in the address (a
 * password, a gift-card code, an e-mail address) for the browser's history and the server's log. So the
 * button is disabled until the page is hydrated, which also stops Enter from submitting the form. A form that
 * must work before then posts to its route's action with a plain Button instead (the contact form, a review).
 */
export function ClientSubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={Boolean(disabled) || !hydrated} />;
}
