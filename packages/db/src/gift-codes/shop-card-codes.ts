import { sql } from 'drizzle-orm';
import { foldGiftCardCode, giftCardCodeCandidates } from '@matjar/core';
import type { Database, DbTransaction } from '../client/types.js';
import type { GiftCodeVault } from './gift-code-vault.js';

/**
 * The shop's own gift-card codes (GIFT) at rest: a card row keeps the keyed hash of its code folded
 * (`code_hash`, unique: what a typed code is looked up by) and the code sealed by the vault (`code_sealed`,
 * opened for the codes e-mail, the account page and the staff reveal), never the code itself.
 */

/** What a card row stores for a code the shop made. */
export function shopCardCodeColumns(
  vault: GiftCodeVault,
  code: string,
): { codeHash: string; codeSealed: string } {
  return {
    codeHash: vault.cardHash(foldGiftCardCode(code)),
    codeSealed: vault.seal({ code, pin: null, serial: null }),
  };
}

/**
 * The hash to look a typed code up by, folded as checkout and the balance page fold it (any case, spaces or
 * dashes, Arabic-Indic digits), or null when the text is no whole code of a known shape (a part of a code
 * finds nothing, and costs no query).
 */
export function shopCardLookupHash(vault: GiftCodeVault, typed: string): string | null {
  if (giftCardCodeCandidates(typed).length === 0) return null;
  return vault.cardHash(foldGiftCardCode(typed));
}

/** A card's code, opened. Throws when it was sealed under another key or altered. */
export function openShopCardCode(vault: GiftCodeVault, sealed: string): string {
  return vault.open(sealed).code;
}

/** How migration 0047 marks a code it could not seal: the card's code_sealed starts with this. */
export const WAITING_CODE_MARK = 'unsealed:';

/** Rows sealed per statement. */
const BATCH = 500;

/**
 * Seals and hashes the shop-card codes a migration left waiting (cards issued before codes were sealed: SQL
 * cannot seal, the key never enters the database). The server runs it after the migrations and before it
 * serves, so no request meets a waiting card. Each batch is one transaction over locked rows: a second
 * server starting at the same time waits for them, then finds them sealed and skips them. Answers how many
 * codes it sealed.
 */
export async function sealWaitingGiftCardCodes(database: Database, vault: GiftCodeVault): Promise<number> {
  let sealed = 0;
  for (;;) {
    const done = await database.db.transaction(async (tx: DbTransaction) => {
      const { rows } = await tx.execute<{ id: number; code_sealed: string }>(sql`
        SELECT id, code_sealed FROM gift_cards
        WHERE starts_with(code_sealed, ${WAITING_CODE_MARK})
        ORDER BY id LIMIT ${BATCH} FOR UPDATE`);
      if (rows.length === 0) return 0;
      const moved = rows.map((row) => ({
        id: row.id,
        ...shopCardCodeColumns(vault, row.code_sealed.slice(WAITING_CODE_MARK.length)),
      }));
      await tx.execute(sql`
        UPDATE gift_cards g SET code_hash = m."codeHash", code_sealed = m."codeSealed"
        FROM jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) AS m(id int, "codeHash" text, "codeSealed" text)
        WHERE g.id = m.id AND starts_with(g.code_sealed, ${WAITING_CODE_MARK})`);
      return rows.length;
    });
    if (done === 0) return sealed;
    sealed += done;
  }
}
