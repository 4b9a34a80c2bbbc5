import { sql } from 'drizzle-orm';
import type { Database, DbTransaction } from '../client/types.js';
import type { GiftCodeVault } from './gift-code-vault.js';
import { openShopCardCode, shopCardCodeColumns, WAITING_CODE_MARK } from './shop-card-codes.js';

/** The WhatsApp connection's sealed secrets (the only other sealed settings), moved with the codes. */
async function resealSettingsSecrets(tx: DbTransaction, from: GiftCodeVault, to: GiftCodeVault) {
  const { rows } = await tx.execute<Record<string, string | null>>(
    sql`SELECT access_token_sealed, app_secret_sealed, verify_token_sealed FROM whatsapp_connection FOR UPDATE`,
  );
  const row = rows[0];
  if (!row) return;
  const move = (sealed: string | null | undefined) =>
    sealed ? to.sealSecret(from.openSecret(sealed)) : null;
  await tx.execute(sql`
    UPDATE whatsapp_connection SET access_token_sealed = ${move(row.access_token_sealed)},
      app_secret_sealed = ${move(row.app_secret_sealed)}, verify_token_sealed = ${move(row.verify_token_sealed)}`);
}

/** Rows re-sealed per statement. */
const BATCH = 500;

/**
 * The shop's own cards (GIFT): each code opened under the old key, sealed and hashed under the new. A code a
 * migration left waiting (not sealed yet) is left for the server's start to seal under the key it then has.
 */
async function resealShopCards(tx: DbTransaction, from: GiftCodeVault, to: GiftCodeVault): Promise<number> {
  await tx.execute(sql`LOCK TABLE gift_cards IN EXCLUSIVE MODE`);
  let done = 0;
  let after = 0;
  for (;;) {
    const { rows } = await tx.execute<{ id: number; code_sealed: string }>(sql`
      SELECT id, code_sealed FROM gift_cards
      WHERE id > ${after} AND code_sealed IS NOT NULL AND NOT starts_with(code_sealed, ${WAITING_CODE_MARK})
      ORDER BY id LIMIT ${BATCH}`);
    if (rows.length === 0) return done;
    const moved = rows.map((row) => ({
      id: row.id,
      ...shopCardCodeColumns(to, openShopCardCode(from, row.code_sealed)),
    }));
    // Like the brand codes' hashes below: a new hash meets an old one only by a 256-bit coincidence.
    await tx.execute(sql`
      UPDATE gift_cards g SET code_hash = m."codeHash", code_sealed = m."codeSealed"
      FROM jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) AS m(id int, "codeHash" text, "codeSealed" text)
      WHERE g.id = m.id`);
    done += rows.length;
    after = rows.at(-1)!.id;
  }
}

/**
 * Re-seals every stored code under a new key, and re-hashes it (the brand codes' duplicate check and the shop
 * cards' lookup are keyed too): the brand codes of the inventory, the shop's own card codes and the sealed
 * settings secrets, in one transaction: the shop reads all its codes under the old key or all under the new
 * one, never a mix. A row the old key cannot open stops it with nothing changed. Returns how many codes were
 * re-sealed (brand and shop codes together).
 */
export async function rotateGiftCodesKey(
  database: Database,
  from: GiftCodeVault,
  to: GiftCodeVault,
  fold: (code: string) => string,
): Promise<number> {
  return database.db.transaction(async (tx) => {
    // No import or sale may write under the old key while the rows move.
    await tx.execute(sql`LOCK TABLE gift_card_codes IN EXCLUSIVE MODE`);
    let done = 0;
    let after = 0;
    for (;;) {
      const { rows } = await tx.execute<{ id: number; secret: string }>(
        sql`SELECT id, secret FROM gift_card_codes WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`,
      );
      if (rows.length === 0) {
        await resealSettingsSecrets(tx, from, to);
        return done + (await resealShopCards(tx, from, to));
      }
      const moved = rows.map((row) => {
        const opened = from.open(row.secret);
        return { id: row.id, secret: to.seal(opened), hash: to.hash(fold(opened.code)) };
      });
      // A new hash can equal another row's old one only by a 256-bit coincidence: the unique index holds.
      await tx.execute(sql`
        UPDATE gift_card_codes c SET secret = m.secret, code_hash = m.hash
        FROM jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) AS m(id int, secret text, hash text)
        WHERE c.id = m.id`);
      done += rows.length;
      after = rows.at(-1)!.id;
    }
  });
}
