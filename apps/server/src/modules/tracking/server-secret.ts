import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets, type Db } from '@matjar/db';

/**
 * A secret the server keeps in its own database (decision 030), made by the first process that asks:
 * every process on the database signs and checks with the same key, across restarts, with nothing to configure.
 */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  return Buffer.from(row!.value, 'base64url');
}
