import { fileURLToPath } from 'node:url';

// This file sits in apps/server/src (sources) or apps/server/dist (built): both are two levels below apps/.
const appsDir = new URL('../../', import.meta.url);

/** Where the other apps leave their builds, found from the server package so the working directory does not matter. */
export const buildPaths = {
  storefrontClient: fileURLToPath(new URL('storefront/build/client', appsDir)),
  adminDist: fileURLToPath(new URL('admin/dist', appsDir)),
};
