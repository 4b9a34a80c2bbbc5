import { fileURLToPath } from 'node:url';
import { createRequestHandler } from 'react-router';
import type { CreateStorefrontHandler, StorefrontContext } from './types.js';

// This file is the SSR entry of the Vite build (build/server/index.js), following React Router's
// custom-server template: the host imports it, so react-router is loaded only from this package.

/** build/server/index.js sits beside build/client. */
export const clientBuildDir: string = fileURLToPath(new URL('../client', import.meta.url));

export const createStorefrontHandler: CreateStorefrontHandler = () => {
  const handle = createRequestHandler(
    () => import('virtual:react-router/server-build'),
    import.meta.env.MODE,
  );
  return (request: Request, context: StorefrontContext) => handle(request, context);
};
