import type { Config } from '../plugins/config.js';
import { createLocalMediaStore, type LocalMediaStore } from './local-media-store.js';
import { createS3MediaStore, type BucketLog, type S3MediaStore } from './s3-media-store.js';

/** The storage a shop runs on, as STORAGE chose it: the two differ only in how their files are served. */
export type ShopMediaStore = LocalMediaStore | S3MediaStore;

/** STORAGE=local: the uploads folder; STORAGE=s3: the bucket (its settings were checked by loadConfig). */
export function createShopMediaStore(
  config: Pick<Config, 'storage' | 's3' | 'uploadsDir'>,
  log?: BucketLog,
): ShopMediaStore {
  if (config.storage === 's3') {
    if (!config.s3) throw new Error('STORAGE=s3 needs S3_BUCKET and S3_REGION');
    return createS3MediaStore(config.s3, log);
  }
  return createLocalMediaStore(config.uploadsDir);
}
