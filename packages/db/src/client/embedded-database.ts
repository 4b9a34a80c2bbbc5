import { startEmbeddedServer } from './embedded/embedded-server.js';
import { openPostgres } from './postgres-database.js';
import type { CreateDbOptions, Database } from './types.js';

/**
 * The default engine: a PostgreSQL server the shop starts in its data folder and stops when it closes,
 * reached through the same node-postgres code as an external server. The server is supervised (started
 * again if it stops on its own); the pool and the LISTEN connection reconnect to it on the same socket.
 */
export async function openEmbedded(folder: string, options: CreateDbOptions = {}): Promise<Database> {
  const server = await startEmbeddedServer({
    folder,
    ...(options.log ? { log: options.log } : {}),
    ...(options.onDatabaseGivenUp ? { onGiveUp: options.onDatabaseGivenUp } : {}),
  });
  let database: Database;
  try {
    database = await openPostgres(server.url, options, 'embedded');
  } catch (error) {
    await server.stop();
    throw error;
  }
  let closed = false;
  return {
    ...database,
    server: { state: server.state, restarts: server.restarts },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await database.close();
      } finally {
        await server.stop();
      }
    },
  };
}
