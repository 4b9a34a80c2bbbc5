// `npm run bench:uploads`: image uploads per second on both stores, the uploads folder (STORAGE=local) and an
// S3 bucket (STORAGE=s3, a real S3 API on loopback: s3rver), each a fresh demo shop uploading the same
// 2000×2000 JPEG with BENCH_UPLOAD_CONCURRENCY (4) staff at once for BENCH_DURATION (10) seconds. The bucket
// shop starts on the first shop's pictures, copied in as `npm run media:copy` does. Needs `npm run build`;
// after `npm test` (which draws the demo pictures once per machine) both shops start in seconds.
import { cp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuStopwatch } from './lib/cpu-time.mjs';
import { startLocalS3 } from './lib/local-s3.mjs';
import { makeBenchDir, startMatjar } from './lib/processes.mjs';
import { measureUploads, photoLikeJpeg } from './lib/upload-bench.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const concurrency = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 4);
const jpeg = await photoLikeJpeg(2000);
/** The first super_admin of each fresh shop (the server's own data-folder lock keeps the bench out of it). */
const ADMIN = { ADMIN_USERNAME: 'bench-admin', ADMIN_PASSWORD: 'bench-password-2024' };

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  return body.token;
}

/** One shop on `env`'s storage: its uploads measured; its data folder removed unless `keep`. */
async function measureShop(label, env, { keep = false } = {}) {
  const dataDir = await makeBenchDir('matjar-bench-uploads-');
  try {
    const server = await startMatjar({ dataDir, env: { ...ADMIN, ...env } });
    try {
      const token = await signIn(server.baseUrl);
      const stopwatch = cpuStopwatch(server.pid);
      const uploads = await measureUploads(server.baseUrl, token, jpeg, { duration, concurrency });
      return { label, uploads, cpu: stopwatch().server, dataDir };
    } finally {
      await server.stop();
    }
  } finally {
    if (!keep) await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The demo pictures the tests draw once per machine (UPLOADS_DIR of the journeys): a copy of them lets each
 * shop start in seconds instead of drawing them all again, which takes minutes on a busy machine.
 */
const DRAWN = join(tmpdir(), 'matjar-test-media');
const rows = [];
const uploadsDir = join(await makeBenchDir('matjar-bench-pictures-'), 'uploads');
if (existsSync(DRAWN)) await cp(DRAWN, uploadsDir, { recursive: true });
const local = await measureShop(
  'uploads folder (STORAGE=local)',
  { UPLOADS_DIR: uploadsDir },
  { keep: true },
);
rows.push(local);
const s3 = await startLocalS3();
try {
  const { copyFolderToBucket, createS3MediaStore } = await import('@matjar/server');
  const store = createS3MediaStore(s3.settings);
  try {
    await copyFolderToBucket(uploadsDir, store);
  } finally {
    store.close();
  }
  await rm(local.dataDir, { recursive: true, force: true });
  await rm(join(uploadsDir, '..'), { recursive: true, force: true });
  rows.push(await measureShop('S3 bucket (STORAGE=s3, s3rver on loopback)', s3.env));
} finally {
  await s3.close();
}

const ms = (value) => Math.round(value);
console.table(
  rows.map(({ label, uploads, cpu }) => ({
    store: label,
    'uploads/s': uploads.uploadsPerSecond.toFixed(2),
    'p50 ms': ms(uploads.p50),
    'p95 ms': ms(uploads.p95),
    uploads: uploads.count,
    errors: uploads.errors,
    'server CPU': `${Math.round(cpu * 100)} %`,
  })),
);
for (const { label, uploads } of rows) {
  console.log(
    `Image uploads on the ${label} (2000×2000 JPEG, ${concurrency} at once): ${uploads.uploadsPerSecond.toFixed(2)} ` +
      `uploads/s, p50 ${ms(uploads.p50)} ms, p95 ${ms(uploads.p95)} ms (${uploads.count} uploads, ${uploads.errors} errors).`,
  );
}
if (rows.some(({ uploads }) => uploads.errors > 0 || uploads.count === 0)) process.exitCode = 1;
