export { buildApp, type App, type BuildAppOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './plugins/config.js';
export { createLocalMediaStore } from './storage/local-media-store.js';
export type { StorefrontContext, StorefrontHandler } from './ssr/storefront-handler.js';
export { createS3MediaStore, BucketUnavailableError, type S3Settings } from './storage/s3-media-store.js';
export { copyFolderToBucket, type CopyReport } from './storage/copy-media.js';
