// `npm run gift-codes:rotate-key`: re-seals (and re-hashes) every stored gift-card code, the brands' and the
// shop's own cards', under a new key, in one transaction. Stop the shop first (every process holds the key it
// started with). The key in use is GIFT_CODES_KEY, else DATA_DIR/gift-codes.key; the new one is NEW_GIFT_CODES_KEY, else 32 fresh random bytes.
// A key file is replaced (the old one kept beside it, mode 0600, until you delete it); a key given by
// GIFT_CODES_KEY is printed once for you to put in its place. docs/deploy.md, "The gift-codes key", says more.
import { randomBytes } from 'node:crypto';
import { chmod, copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exitWithError, readDataSettings } from './lib/data-settings.mjs';
import { prepareWorkspace } from './lib/prepare.mjs';

const { dataDir, databaseUrl } = readDataSettings();
await prepareWorkspace();
const { foldInventoryCode } = await import('@matjar/core');
const { createDb, createGiftCodeVault, GIFT_CODES_KEY_FILE, parseGiftCodesKey, rotateGiftCodesKey } =
  await import('@matjar/db');

const keyFile = join(dataDir, GIFT_CODES_KEY_FILE);
const fromEnv = process.env.GIFT_CODES_KEY?.trim();
try {
  const oldKey = parseGiftCodesKey(fromEnv || (await readFile(keyFile, 'utf8')));
  const newKey = process.env.NEW_GIFT_CODES_KEY?.trim()
    ? parseGiftCodesKey(process.env.NEW_GIFT_CODES_KEY)
    : randomBytes(32);
  if (newKey.equals(oldKey)) throw new Error('NEW_GIFT_CODES_KEY is the key in use: nothing to rotate');
  const database = await createDb(databaseUrl ?? `embedded:${dataDir}/postgres`, { poolSize: 1 });
  let moved;
  try {
    moved = await rotateGiftCodesKey(
      database,
      createGiftCodeVault(oldKey),
      createGiftCodeVault(newKey),
      foldInventoryCode,
    );
  } finally {
    await database.close();
  }
  if (fromEnv) {
    console.log(
      `✓ ${moved} codes re-sealed. Set GIFT_CODES_KEY=${newKey.toString('hex')} on every server before starting it.`,
    );
  } else {
    const kept = `${keyFile}.old-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await copyFile(keyFile, kept);
    await chmod(kept, 0o600);
    await writeFile(keyFile, `${newKey.toString('hex')}\n`, { mode: 0o600 });
    await chmod(keyFile, 0o600);
    console.log(
      `✓ ${moved} codes re-sealed under a new ${keyFile}; the old key is in ${kept} (delete it once a backup is taken).`,
    );
  }
} catch (error) {
  exitWithError(error);
}
