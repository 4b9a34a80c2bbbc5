import { randomBytes } from 'node:crypto';
import { loadGiftCodesKey } from '../gift-codes/gift-code-vault.js';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../client/create-db.js';
import { migrate } from '../migrate.js';
import { categories } from '../schema/index.js';
import { restoreBackup } from './restore-backup.js';
import { backupFileName, takeBackup, type BackupResult } from './take-backup.js';

/** A folder the database's account can enter when the tests run as root. */
async function tempFolder(name: string) {
  const folder = await mkdtemp(join(tmpdir(), name));
  await chmod(folder, 0o755);
  return folder;
}

let work: string;
let shop: string;
let backup: BackupResult;
const image = randomBytes(2_000);

beforeAll(async () => {
  work = await tempFolder('matjar-backup-test-');
  shop = join(work, 'shop');
  const database = await createDb(`embedded:${shop}/postgres`, { poolSize: 2 });
  try {
    await migrate(database);
    await database.db.insert(categories).values({ name: 'هواتف', nameEn: 'Phones' });
  } finally {
    await database.close();
  }
  await mkdir(join(shop, 'uploads', 'products', '1'), { recursive: true });
  await writeFile(join(shop, 'uploads', 'products', '1', 'front-640.webp'), image);
  await writeFile(join(shop, 'uploads', 'products', '1', 'half-written.webp.77.1.tmp'), 'partial');
  // The key that seals the brand gift-card codes, as the server makes it into the data folder.
  await loadGiftCodesKey({ dataDir: shop });
  // No shop is running: the backup starts the database itself, and stops it after.
  backup = await takeBackup({
    dataDir: shop,
    uploadsDir: join(shop, 'uploads'),
    file: join(work, 'shop-backup.tar.gz'),
  });
}, 180_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('npm run backup / restore (a shop that is not running)', () => {
  it('writes one file, readable by its owner only, with a manifest of what it holds', async () => {
    expect(backup.shopRunning).toBe(false);
    expect((await stat(backup.file)).mode & 0o777).toBe(0o600);
    expect(backup.bytes).toBe((await stat(backup.file)).size);
    expect(backup.manifest).toMatchObject({
      format: 'matjar-backup',
      version: 1,
      postgresMajor: 18,
      uploads: { files: 1, bytes: image.length },
    });
    expect(backup.manifest.database.walSegments).toBeGreaterThan(0);
    // The backup started the server and stopped it: the folder is free again.
    await expect(stat(join(shop, 'postgres.lock'))).rejects.toThrow();
    await expect(readdir(work)).resolves.not.toContainEqual(expect.stringMatching(/^\.matjar-backup-/));
  });

  it('restores into an empty DATA_DIR: the rows and the uploads, and the server starts on it', async () => {
    const target = join(await tempFolder('matjar-restore-test-'), 'data');
    try {
      const result = await restoreBackup({
        file: backup.file,
        dataDir: target,
        uploadsDir: join(target, 'uploads'),
      });
      expect(result).toMatchObject({ orders: 0, products: 0 });
      expect(await readFile(join(target, 'uploads', 'products', '1', 'front-640.webp'))).toEqual(image);
      expect(await readdir(join(target, 'uploads', 'products', '1'))).toEqual(['front-640.webp']);
      expect((await stat(join(target, 'postgres'))).mode & 0o777).toBe(0o700);
      // The gift-codes key came along, still readable by its owner only: the sealed codes open as before.
      const key = join(target, 'gift-codes.key');
      expect(await readFile(key, 'utf8')).toBe(await readFile(join(shop, 'gift-codes.key'), 'utf8'));
      expect((await stat(key)).mode & 0o777).toBe(0o600);
      const database = await createDb(`embedded:${target}/postgres`, { poolSize: 1 });
      try {
        const rows = await database.db.select().from(categories).where(eq(categories.nameEn, 'Phones'));
        expect(rows).toHaveLength(1);
      } finally {
        await database.close();
      }
    } finally {
      await rm(join(target, '..'), { recursive: true, force: true });
    }
  }, 120_000);

  it('puts the uploads where UPLOADS_DIR says, when it is set', async () => {
    const root = await tempFolder('matjar-restore-test-');
    try {
      await restoreBackup({
        file: backup.file,
        dataDir: join(root, 'data'),
        uploadsDir: join(root, 'images'),
      });
      expect(await readFile(join(root, 'images', 'products', '1', 'front-640.webp'))).toEqual(image);
      await expect(stat(join(root, 'data', 'uploads'))).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);

  it('names the file by the local date and time', () => {
    expect(backupFileName(new Date(2026, 0, 5, 9, 7, 3))).toBe('matjar-backup-20260105-090703.tar.gz');
  });

  it('never overwrites a file', async () => {
    await expect(
      takeBackup({ dataDir: shop, uploadsDir: join(shop, 'uploads'), file: backup.file }),
    ).rejects.toThrow(/already exists/);
  });

  it('refuses to write the backup inside the folders it copies', async () => {
    const uploadsDir = join(shop, 'uploads');
    for (const file of [join(uploadsDir, 'b.tar.gz'), join(shop, 'postgres', 'b.tar.gz')]) {
      await expect(takeBackup({ dataDir: shop, uploadsDir, file })).rejects.toThrow(
        /it would be copying itself/,
      );
    }
  });

  it('refuses a folder that holds no database, and writes nothing', async () => {
    const empty = await tempFolder('matjar-backup-empty-');
    try {
      await expect(
        takeBackup({ dataDir: empty, uploadsDir: join(empty, 'uploads'), file: join(empty, 'b.tar.gz') }),
      ).rejects.toThrow(/holds no database: there is nothing to back up/);
      expect(await readdir(empty)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('restore refuses', () => {
  let target: string;
  beforeAll(async () => {
    target = await tempFolder('matjar-restore-refused-');
  });
  afterAll(() => rm(target, { recursive: true, force: true }));

  const restoreInto = (dataDir: string, file = backup.file) =>
    restoreBackup({ file, dataDir, uploadsDir: join(dataDir, 'uploads') });

  it('a DATA_DIR that already holds a database, and changes nothing in it', async () => {
    const dataDir = join(target, 'has-database');
    await mkdir(join(dataDir, 'postgres'), { recursive: true });
    await writeFile(join(dataDir, 'postgres', 'PG_VERSION'), '18\n');
    await expect(restoreInto(dataDir)).rejects.toThrow(/already holds a database/);
    expect(await readdir(join(dataDir, 'postgres'))).toEqual(['PG_VERSION']);
    expect(await readdir(dataDir)).toEqual(['postgres']);
  });

  it('uploads that would be mixed with the backup’s', async () => {
    const dataDir = join(target, 'has-uploads');
    await mkdir(join(dataDir, 'uploads'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'logo.png'), 'x');
    await expect(restoreInto(dataDir)).rejects.toThrow(/already holds uploaded files/);
  });

  it('while a shop holds the folder’s lock', async () => {
    const dataDir = join(target, 'locked');
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'postgres.lock'), String(process.pid));
    await expect(restoreInto(dataDir)).rejects.toThrow(/A Matjar server \(process \d+\) is running/);
    expect(await readdir(dataDir)).toEqual(['postgres.lock']);
  });

  const badFiles: [string, () => Promise<string>, RegExp][] = [
    ['a missing file', async () => join(target, 'nowhere.tar.gz'), /does not exist/],
    [
      'random bytes',
      async () => {
        await writeFile(join(target, 'random.tar.gz'), randomBytes(10_000));
        return join(target, 'random.tar.gz');
      },
      /not a (readable )?Matjar backup/,
    ],
    [
      'a backup cut short',
      async () => {
        const whole = await readFile(backup.file);
        await writeFile(join(target, 'cut.tar.gz'), whole.subarray(0, Math.floor(whole.length / 2)));
        return join(target, 'cut.tar.gz');
      },
      /not a readable Matjar backup/,
    ],
    [
      'another program’s archive',
      async () => {
        await mkdir(join(target, 'other', 'docs'), { recursive: true });
        await writeFile(join(target, 'other', 'docs', 'readme.txt'), 'hello');
        await create({ gzip: true, file: join(target, 'other.tar.gz'), cwd: join(target, 'other') }, [
          'docs',
        ]);
        return join(target, 'other.tar.gz');
      },
      /does not begin with manifest.json/,
    ],
    [
      'a manifest of another kind',
      async () => {
        await mkdir(join(target, 'foreign'), { recursive: true });
        await writeFile(join(target, 'foreign', 'manifest.json'), '{"format":"something-else"}');
        await create({ gzip: true, file: join(target, 'foreign.tar.gz'), cwd: join(target, 'foreign') }, [
          'manifest.json',
        ]);
        return join(target, 'foreign.tar.gz');
      },
      /names no "matjar-backup"/,
    ],
  ];
  it.each(badFiles)('%s, and leaves DATA_DIR empty', async (_name, makeFile, message) => {
    const dataDir = join(target, `bad-${randomBytes(4).toString('hex')}`);
    await expect(restoreInto(dataDir, await makeFile())).rejects.toThrow(message);
    expect(await readdir(dataDir).catch(() => [])).toEqual([]);
  });
});
