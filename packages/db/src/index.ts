export {
  createDb,
  parseDatabaseUrl,
  DEFAULT_PGLITE_FOLDER,
  type DatabaseTarget,
} from './client/create-db.js';
export { FolderLockedError } from './client/folder-lock.js';
export type {
  CreateDbOptions,
  Database,
  DatabaseKind,
  Db,
  DbQueryResultHKT,
  DbTransaction,
  MediaStore,
  NotificationHandler,
} from './client/types.js';
export { migrate, MIGRATIONS_FOLDER } from './migrate.js';
export * from './schema/index.js';
// The demo seed is written in parallel; enable once packages/db/src/seed/index.ts exists.
// export { seedIfEmpty } from './seed/index.js';
