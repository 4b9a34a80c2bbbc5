import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RESTOCK_TOKEN_PATTERN } from '@matjar/core';
import type { DbTransaction } from '@matjar/db';

/** The server secret (table server_secrets, decision 030) that signs restock unsubscribe links. */
export const RESTOCK_SECRET_NAME = 'restock-alerts';

/** What an unsubscribe token names and covers: the subscription and the address it mails. */
export interface RestockAlertRef {
  id: number;
  email: string;
}

/**
 * What a token is for: the body's link ("link", which also shows what it stops) or the List-Unsubscribe
 * header's one-click POST ("one-click"). Each is signed over its purpose, so the header never repeats the
 * link's token and a header token opens nothing but that POST.
 */
export type RestockTokenPurpose = 'link' | 'one-click';

const signatureOf = (secret: Buffer, alert: RestockAlertRef, purpose: RestockTokenPurpose) =>
  createHmac('sha256', secret)
    .update(`${purpose === 'link' ? 'restock' : 'restock-one-click'}:${alert.id}:${alert.email}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** "<alert id>.<HMAC-SHA256 of the id and e-mail, 128 bits>": names the subscription, proves the server wrote it. */
export function signRestockToken(
  secret: Buffer,
  alert: RestockAlertRef,
  purpose: RestockTokenPurpose = 'link',
): string {
  return `${alert.id}.${signatureOf(secret, alert, purpose)}`;
}

/** The subscription id a well-formed token names (its signature is checked with restockTokenMatches). */
export function restockTokenId(token: string): number | null {
  return RESTOCK_TOKEN_PATTERN.test(token) ? Number(token.slice(0, token.indexOf('.'))) : null;
}

/** Constant-time check of a token against the subscription it names. */
export function restockTokenMatches(
  secret: Buffer,
  token: string,
  alert: RestockAlertRef,
  purpose: RestockTokenPurpose = 'link',
): boolean {
  const expected = Buffer.from(signRestockToken(secret, alert, purpose));
  const presented = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/**
 * The signing key, read in the caller's transaction (the stock ledger signs inside its own), made by the first
 * process that needs it: every process and restart signs and checks with the same key.
 */
export async function restockSecret(tx: Pick<DbTransaction, 'execute'>): Promise<Buffer> {
  const read = () =>
    tx.execute<{ value: string }>(sql`SELECT value FROM server_secrets WHERE name = ${RESTOCK_SECRET_NAME}`);
  let result = await read();
  if (result.rows.length === 0) {
    const made = randomBytes(32).toString('base64url');
    await tx.execute(
      sql`INSERT INTO server_secrets (name, value) VALUES (${RESTOCK_SECRET_NAME}, ${made}) ON CONFLICT (name) DO NOTHING`,
    );
    result = await read();
  }
  return Buffer.from(result.rows[0]!.value, 'base64url');
}
