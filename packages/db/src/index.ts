export {
  createDb,
  parseDatabaseUrl,
  DEFAULT_EMBEDDED_FOLDER,
  type DatabaseTarget,
} from './client/create-db.js';
export { isDatabaseUnavailable } from './client/connection-errors.js';
export {
  startEmbeddedServer,
  type EmbeddedServer,
  type EmbeddedServerState,
} from './client/embedded/embedded-server.js';
export { FolderLockedError } from './client/folder-lock.js';
export { executePrepared } from './client/prepared-statement.js';
export { poolOf } from './client/postgres-database.js';
export { openTestDatabase } from './client/test-database.js';
export { startTestServer, type TestServer } from './client/test-server.js';
export type {
  CreateDbOptions,
  Database,
  DatabaseKind,
  Db,
  DbQueryResultHKT,
  DbTransaction,
  DbHandle,
  EmbeddedServerStatus,
  MediaStore,
  NotificationHandler,
} from './client/types.js';
export { migrate, MIGRATIONS_FOLDER } from './migrate.js';
export * from './schema/index.js';
export { searchFoldSql } from './schema/search-fold.js';
export { recordInitialStock } from './seed/initial-stock.js';
export { seedIfEmpty, type SeedOptions, type SeedResult } from './seed/index.js';
export { upgradeFromPglite, UpgradeFailedError, type UpgradeResult } from './upgrade/pglite-upgrade.js';
export { BackupError } from './backup/backup-error.js';
export type { BackupManifest } from './backup/backup-manifest.js';
export { restoreBackup, type RestoreOptions, type RestoreResult } from './backup/restore-backup.js';
export {
  backupFileName,
  takeBackup,
  type BackupResult,
  type TakeBackupOptions,
} from './backup/take-backup.js';
export {
  createGiftCodeVault,
  GIFT_CODES_KEY_FILE,
  loadGiftCodesKey,
  parseGiftCodesKey,
  type GiftCodeVault,
  type SealedCode,
} from './gift-codes/gift-code-vault.js';
export { rotateGiftCodesKey } from './gift-codes/rotate-gift-codes-key.js';
export {
  openShopCardCode,
  sealWaitingGiftCardCodes,
  shopCardCodeColumns,
  shopCardLookupHash,
  WAITING_CODE_MARK,
} from './gift-codes/shop-card-codes.js';
