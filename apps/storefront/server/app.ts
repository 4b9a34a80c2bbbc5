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
  return async (request: Request, context: StorefrontContext) => {
    const response = await handle(request, context);
    // React Router's document entry says text/html without a charset; the pages are UTF-8 (Arabic text).
    if (response.headers.get('content-type') === 'text/html') {
      response.headers.set('content-type', 'text/html; charset=utf-8');
    }
    return response;
  };
};
