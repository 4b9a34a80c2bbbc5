import {
  createDb,
  createGiftCodeVault,
  FolderLockedError,
  loadGiftCodesKey,
  migrate,
  sealWaitingGiftCardCodes,
  seedIfEmpty,
  UpgradeFailedError,
  upgradeFromPglite,
  type Database,
  type SeedResult,
} from '@matjar/db';
import { nodeSupport } from '@matjar/core';
import { pino, type LoggerOptions } from 'pino';
import { buildApp, type App } from './app.js';
import { loggerOptions, withoutQueryValues } from './logger.js';
import { ConfigError, loadConfig, type Config } from './plugins/config.js';
import { BucketUnavailableError } from './storage/s3-media-store.js';

type SeededAdmin = NonNullable<SeedResult['admin']>;

/** Opens the database, migrates, builds the app and seeds an empty shop; cleans up if any step fails. */
async function start(config: Config): Promise<{ app: App; database: Database; admin?: SeededAdmin }> {
  // The app's logger does not exist yet while the embedded database starts (or carries an old shop over).
  const log = pino(loggerOptions(config) as LoggerOptions);
  const node = nodeSupport(process.version, new Date().toISOString().slice(0, 10));
  if (node.pastEndOfLife) log.warn({ node: process.version }, node.message);
  else log.info({ node: process.version }, node.message);
  const youngGenerationSet = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some(
    (option) => option.startsWith('--max-semi-space-size'),
  );
  if ((process.platform === 'linux' && !process.env.MALLOC_MMAP_THRESHOLD_) || !youngGenerationSet) {
    log.info(
      'started without the memory settings `npm start` gives (scripts/lib/allocator-env.mjs): image ' +
        'uploads and busy minutes can hold hundreds of MB more; docs/deploy.md says how to set them',
    );
  }
  const database = await createDb(config.databaseUrl, {
    log: (message) => log.info(message),
    warn: (message, error) => log.warn({ reason: error instanceof Error ? error.message : error }, message),
    // The shop cannot serve without its database: exit non-zero so systemd or the container restarts it.
    onDatabaseGivenUp: (error) => {
      log.fatal(`${error.message}. Exiting so the process manager can restart the shop.`);
      process.exit(1);
    },
  });
  let app: App | undefined;
  try {
    await migrate(database);
    // A data folder of the release that ran on PGlite is carried over before anything reads the shop.
    if (database.kind === 'embedded')
      await upgradeFromPglite({ dataDir: config.dataDir, target: database, log: (m) => log.info(m) });
    // Shop gift-card codes an older release kept in the clear (left waiting by migration 0047, and by the
    // carry-over above) are sealed and hashed now, before anything can read or look one up.
    const vault = createGiftCodeVault(
      await loadGiftCodesKey({ envKey: config.giftCodesKey, dataDir: config.dataDir }),
    );
    const sealed = await sealWaitingGiftCardCodes(database, vault);
    if (sealed > 0) log.info(`sealed ${sealed} gift-card codes kept in the clear by an older release`);
    const ready = await buildApp({ config, database });
    app = ready;
    // A bucket that cannot be used refuses the start, rather than the first upload or picture failing.
    if (ready.mediaStorage.kind === 's3') await ready.mediaStorage.verify();
    // The demo shop's pictures are drawn into whichever storage STORAGE names.
    const seed = await seedIfEmpty(database, {
      media: ready.mediaStorage,
      adminCredentials: config.admin,
      giftCodeVault: ready.giftCodeVault,
      log: (message) => ready.log.info(message),
    });
    // Settings read before the seed (none yet) must not linger.
    if (seed.seeded) ready.settings.invalidate();
    await ready.listen({ port: config.port, host: config.host });
    return { app: ready, database, ...(seed.admin ? { admin: seed.admin } : {}) };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * Closes the server (in-flight requests finish), then the database: the embedded server stops cleanly
 * (a checkpoint, so the next start needs no recovery) and the data folder's lock is released.
 */
function stopOnSignals(app: App, database: Database) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    try {
      await app.close();
    } finally {
      await database.close();
      clearTimeout(timer);
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    // A second Ctrl-C while draining exits at once.
    if (stopping) process.exit(1);
    stopping = true;
    stop(signal).catch((error: unknown) => {
      console.error('error while shutting down', error);
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

function printWelcome(url: string, admin: SeededAdmin | undefined) {
  const lines = [`Matjar is running at ${url}  (back office: ${url}/admin)`];
  if (admin?.generated) {
    lines.push(
      '',
      'A super_admin account was created. Its password is shown only this once; write it down:',
      `    username: ${admin.username}`,
      `    password: ${admin.password}`,
      'Set ADMIN_USERNAME and ADMIN_PASSWORD to choose them yourself on a fresh database.',
    );
  }
  const rule = '='.repeat(Math.max(...lines.map((line) => line.length)));
  console.log(['', rule, ...lines, rule, ''].join('\n'));
}

let logLevel: Config['logLevel'] = 'info';

/** `npm start`: configuration, database, migrations, demo seed, then serve until SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  logLevel = config.logLevel;
  const { app, database, admin } = await start(config);
  stopOnSignals(app, database);
  printWelcome(config.publicUrl, admin);
}

main().catch((error: unknown) => {
  // Expected start-up refusals get their message alone; anything else keeps its stack.
  if (
    error instanceof ConfigError ||
    error instanceof FolderLockedError ||
    error instanceof BucketUnavailableError
  )
    console.error(error.message);
  else if (error instanceof UpgradeFailedError) {
    // One line for the operator; what failed inside, with its stack, when the log is asked for details.
    console.error(error.message);
    if (logLevel === 'debug' || logLevel === 'trace') console.error(withoutQueryValues(error.cause));
  } else console.error(error);
  process.exit(1);
});
