import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@matjar/db';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database with its notify/listen; owned by whoever called buildApp (main.ts closes it). */
    database: Database;
    /** Shorthand for database.db, the Drizzle query builder repositories use. */
    db: Db;
  }
}

export const databasePlugin = fp(
  async function database(app: FastifyInstance, options: { database: Database }) {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'database' },
);
