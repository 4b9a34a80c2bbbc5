import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldInventoryCode } from '@matjar/core';
import { openTestDatabase } from '../client/test-database.js';
import type { Database } from '../client/types.js';
import { giftCardCodeBatches, giftCardCodes, products, whatsappConnection } from '../schema/index.js';
import { createGiftCodeVault, parseGiftCodesKey } from './gift-code-vault.js';
import { rotateGiftCodesKey } from './rotate-gift-codes-key.js';

describe('the gift-code vault', () => {
  const vault = createGiftCodeVault(randomBytes(32));

  it('seals with a fresh IV each time, opens what it sealed, and refuses another key or an altered text', () => {
    const code = { code: 'ABCD-EFGH-JKLM', pin: '1234', serial: null };
    const a = vault.seal(code);
    const b = vault.seal(code);
    expect(a).not.toBe(b);
    expect(a).not.toContain('ABCD');
    expect(vault.open(a)).toEqual(code);
    expect(() => createGiftCodeVault(randomBytes(32)).open(a)).toThrow();
    const [v, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => vault.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('seals other secrets under a key of their own: a gift-code seal does not open as one', () => {
    const sealed = vault.sealSecret('EAAG-token');
    expect(sealed).not.toContain('EAAG');
    expect(vault.openSecret(sealed)).toBe('EAAG-token');
    expect(() => vault.open(sealed)).toThrow();
    expect(() => createGiftCodeVault(randomBytes(32)).openSecret(sealed)).toThrow();
  });

  it('hashes equal codes alike, under its key only', () => {
    expect(vault.hash('ABCD')).toBe(vault.hash('ABCD'));
    expect(vault.hash('ABCD')).not.toBe(createGiftCodeVault(randomBytes(32)).hash('ABCD'));
  });

  it('hashes the shop cards’ codes under a key of their own: neither hash gives the other', () => {
    expect(vault.cardHash('GIFT50ABCD')).toBe(vault.cardHash('GIFT50ABCD'));
    expect(vault.cardHash('GIFT50ABCD')).not.toBe(vault.hash('GIFT50ABCD'));
    expect(vault.cardHash('GIFT50ABCD')).not.toBe(
      createGiftCodeVault(randomBytes(32)).cardHash('GIFT50ABCD'),
    );
  });

  it('reads a key as 64 hex digits or base64 of 32 bytes, and refuses anything else', () => {
    const key = randomBytes(32);
    expect(parseGiftCodesKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseGiftCodesKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseGiftCodesKey('short')).toThrow(/32 bytes/);
  });
});

describe('rotating the key', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('re-seals and re-hashes every code in one go; the old key opens none after', async () => {
    const from = createGiftCodeVault(randomBytes(32));
    const to = createGiftCodeVault(randomBytes(32));
    const [product] = await database.db
      .insert(products)
      .values({ name: 'بطاقة', description: 'وصف', price: 5_000 })
      .returning({ id: products.id });
    const [batch] = await database.db
      .insert(giftCardCodeBatches)
      .values({ productId: product!.id, name: 'b', count: 3, importedBy: 'test' })
      .returning({ id: giftCardCodeBatches.id });
    const codes = ['AAAA-1111', 'BBBB-2222', 'CCCC-3333'];
    await database.db.insert(whatsappConnection).values({
      accessTokenSealed: from.sealSecret('token-1'),
      appSecretSealed: from.sealSecret('secret-1'),
    });
    await database.db.insert(giftCardCodes).values(
      codes.map((code) => ({
        productId: product!.id,
        batchId: batch!.id,
        codeHash: from.hash(foldInventoryCode(code)),
        secret: from.seal({ code, pin: 'P1', serial: null }),
      })),
    );
    expect(await rotateGiftCodesKey(database, from, to, foldInventoryCode)).toBe(3);
    const rows = await database.db.select().from(giftCardCodes);
    expect(rows.map((row) => to.open(row.secret).code).sort()).toEqual(codes);
    expect(rows.map((row) => row.codeHash).sort()).toEqual(
      codes.map((c) => to.hash(foldInventoryCode(c))).sort(),
    );
    for (const row of rows) expect(() => from.open(row.secret)).toThrow();
    // The WhatsApp connection's secrets move with the codes.
    const [connection] = await database.db.select().from(whatsappConnection);
    expect(to.openSecret(connection!.accessTokenSealed!)).toBe('token-1');
    expect(to.openSecret(connection!.appSecretSealed!)).toBe('secret-1');
    expect(connection!.verifyTokenSealed).toBeNull();
    expect(() => from.openSecret(connection!.accessTokenSealed!)).toThrow();
  });
});
