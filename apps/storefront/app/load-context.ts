import type { StorefrontContext } from '../server/types.js';

// Types the `context` argument of every loader and action as the host's StorefrontContext.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging needs the empty body
  interface AppLoadContext extends StorefrontContext {}
}
