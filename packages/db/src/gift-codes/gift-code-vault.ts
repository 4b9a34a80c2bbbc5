import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The sealing of gift-card codes at rest (the brands' codes in the inventory and the shop's own GIFT codes):
 * AES-256-GCM under a key that never enters the database, so a dump, a leaked backup of the database alone
 * or a curious query reads no code. One 32-byte master key; the sealing key and the HMAC keys (the brand
 * codes' duplicate check, the shop cards' lookup) are derived from it (HKDF-SHA256), so no use can be
 * turned against another.
 */

/** File in the data folder holding the generated key (hex, one line), when GIFT_CODES_KEY is not set. */
export const GIFT_CODES_KEY_FILE = 'gift-codes.key';
const VERSION = 'v1';
const IV_BYTES = 12;

export interface SealedCode {
  code: string;
  pin: string | null;
  serial: string | null;
}

export interface GiftCodeVault {
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts; a fresh random IV every time. */
  seal(code: SealedCode): string;
  /** Throws when the text was sealed under another key or altered (GCM's tag). */
  open(secret: string): SealedCode;
  /** Keyed HMAC-SHA256 of a folded code (hex): equal codes hash alike, and nothing is learnt without the key. */
  hash(foldedCode: string): string;
  /**
   * The same for a code of the shop's own card (GIFT), folded, under a key of its own: what finds the card
   * when a shopper types its code, with no code stored in the clear (shop-card-codes.ts).
   */
  cardHash(foldedCode: string): string;
  /**
   * Seals another secret the shop keeps in its database (the WhatsApp access token, app secret and verify
   * token), under a key of its own derived from the same master key: one key to keep, back up and rotate.
   */
  sealSecret(text: string): string;
  /** Throws when the text was sealed under another key or altered. */
  openSecret(sealed: string): string;
}

/** AES-256-GCM with a fresh 96-bit IV: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
function sealText(key: Buffer, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

function openText(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed text');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The 32-byte key from its text: 64 hex digits, or base64/base64url of 32 bytes. */
export function parseGiftCodesKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  const decoded = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (decoded.length === 32 && /^[A-Za-z0-9+/_=-]+$/.test(value)) return decoded;
  throw new Error('GIFT_CODES_KEY must be 32 bytes: 64 hex digits (openssl rand -hex 32) or base64');
}

export function createGiftCodeVault(masterKey: Buffer): GiftCodeVault {
  if (masterKey.length !== 32) throw new Error('the gift-codes key must be 32 bytes');
  const sealKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'matjar gift codes: seal', 32));
  const hashKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'matjar gift codes: hash', 32));
  const cardHashKey = Buffer.from(
    hkdfSync('sha256', masterKey, Buffer.alloc(0), 'matjar shop gift cards: lookup', 32),
  );
  const secretsKey = Buffer.from(
    hkdfSync('sha256', masterKey, Buffer.alloc(0), 'matjar settings secrets: seal', 32),
  );
  return {
    seal(code) {
      return sealText(sealKey, JSON.stringify({ c: code.code, p: code.pin, s: code.serial }));
    },
    open(secret) {
      const parsed = JSON.parse(openText(sealKey, secret)) as {
        c: string;
        p: string | null;
        s: string | null;
      };
      return { code: parsed.c, pin: parsed.p, serial: parsed.s };
    },
    hash(foldedCode) {
      return createHmac('sha256', hashKey).update(foldedCode, 'utf8').digest('hex');
    },
    cardHash(foldedCode) {
      return createHmac('sha256', cardHashKey).update(foldedCode, 'utf8').digest('hex');
    },
    sealSecret: (text) => sealText(secretsKey, text),
    openSecret: (sealed) => openText(secretsKey, sealed),
  };
}

/**
 * The master key: GIFT_CODES_KEY when set (several servers on one database must all be given the same one),
 * else the data folder's key file, made once (32 random bytes, mode 0600) by the first process that needs it.
 * An exclusive create means two processes starting together agree on one key.
 */
export async function loadGiftCodesKey(options: { envKey?: string; dataDir: string }): Promise<Buffer> {
  if (options.envKey) return parseGiftCodesKey(options.envKey);
  const file = join(options.dataDir, GIFT_CODES_KEY_FILE);
  try {
    return parseGiftCodesKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(file), { recursive: true });
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(`${randomBytes(32).toString('hex')}\n`);
    } finally {
      await handle.close();
    }
    await chmod(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseGiftCodesKey(await readFile(file, 'utf8'));
}
