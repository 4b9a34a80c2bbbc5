// What the demo seed writes into site_settings for the shell, computed with the seed's own functions and
// the media store the server hands it (apps/server/src/main.ts), so the journey follows the seed when it
// changes instead of repeating its values.
import { tmpdir } from 'node:os';
import { createLocalMediaStore } from '../../apps/server/src/storage/local-media-store.js';
import { seedMediaUrls } from '../../packages/db/src/seed/images/draw-catalog.js';
import { SHOP_COLOR } from '../../packages/db/src/seed/images/draw-site.js';

// url() only derives the address from the key; the folder is never touched.
const seededUrls = seedMediaUrls(createLocalMediaStore(tmpdir()));

export const SEEDED_SHELL_SETTINGS = {
  /** site_logo */
  siteLogo: seededUrls.logo(),
  /** banner_color */
  bannerColor: SHOP_COLOR,
};
