import { createDb, migrate, seedIfEmpty } from '@matjar/db';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './plugins/config.js';
import { createLocalMediaStore } from './storage/local-media-store.js';

/** `npm start`: configuration, database, migrations, demo seed, then serve until SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await createDb(config.databaseUrl);
  let app;
  try {
    await migrate(database);
    app = await buildApp({ config, database });
    const seed = await seedIfEmpty(database, {
      media: createLocalMediaStore(config.uploadsDir),
      adminCredentials: config.admin,
      log: app.log,
    });
    if (seed.seeded) app.settings.invalidate();
    await app.listen({ port: config.port, host: config.host });
    printWelcome(config.publicUrl, seed.admin);
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second Ctrl-C while draining exits at once.
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    try {
      await app.close();
    } finally {
      // Closing the database releases the PGlite folder lock.
      await database.close();
      clearTimeout(timer);
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stop(signal).catch((error: unknown) => {
      console.error('error while shutting down', error);
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

function printWelcome(
  url: string,
  admin: { username: string; password: string; generated: boolean } | undefined,
) {
  const lines = [`Matjar is running at ${url}  (back office: ${url}/admin)`];
  if (admin?.generated) {
    lines.push(
      '',
      'A super_admin account was created. Its password is shown only this once — write it down:',
      `    username: ${admin.username}`,
      `    password: ${admin.password}`,
      'Set ADMIN_USERNAME and ADMIN_PASSWORD to choose them yourself on a fresh database.',
    );
  }
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '='.repeat(width);
  console.log(['', rule, ...lines, rule, ''].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && !('folder' in error)) console.error(error.stack);
  process.exit(1);
});
