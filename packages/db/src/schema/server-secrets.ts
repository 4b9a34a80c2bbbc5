import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Secrets the server generates for itself and every process shares (decision 030): the key that signs the
 * order-tracking links of the confirmation e-mail. Written once by the first process that needs it
 * (INSERT … ON CONFLICT DO NOTHING), never shown anywhere, kept in backups with the orders it signs.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
