export { buildApp, type App, type BuildAppOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './plugins/config.js';
export { createLocalMediaStore } from './storage/local-media-store.js';
export type { StorefrontContext, StorefrontHandler } from './ssr/storefront-handler.js';
