import { sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '@matjar/db';
import type { Channel } from './channels.js';

/**
 * Publishes on one of the server's channels. Called with the transaction that makes the change, so listeners
 * hear of it only once it is committed; on the plain handle it is sent at once.
 */
export async function notify(tx: DbTransaction | Db, channel: Channel, payload: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}
