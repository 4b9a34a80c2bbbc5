// Image uploads per second on both stores: the uploads folder (STORAGE=local) and an S3 bucket (STORAGE=s3, a
// real S3 API on loopback: s3rver), each a fresh demo shop uploading the same 2000×2000 JPEG with a few staff at
// once. The bucket shop starts on the first shop's pictures, copied in as `npm run media:copy` does.
// `npm run bench:uploads` runs it for a duration; `npm run bench` for a fixed, small number of uploads.
import { cp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuStopwatch } from './cpu-time.mjs';
import { startLocalS3 } from './local-s3.mjs';
import { makeBenchDir, startMatjar } from './processes.mjs';
import { measureUploads } from './upload-bench.mjs';

/** The first super_admin of each fresh shop (the server's own data-folder lock keeps the bench out of it). */
const ADMIN = { ADMIN_USERNAME: 'bench-admin', ADMIN_PASSWORD: 'bench-password-2024' };

/**
 * The demo pictures the tests draw once per machine (UPLOADS_DIR of the journeys): a copy of them lets each
 * shop start in seconds instead of drawing them all again, which takes minutes on a busy machine.
 */
const DRAWN = join(tmpdir(), 'matjar-test-media');

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
async function measureShop(label, env, run, { keep = false } = {}) {
  const dataDir = await makeBenchDir('matjar-bench-uploads-');
  try {
    const server = await startMatjar({ dataDir, env: { ...ADMIN, ...env } });
    try {
      const token = await signIn(server.baseUrl);
      const stopwatch = cpuStopwatch(server.pid);
      const uploads = await measureUploads(server.baseUrl, token, run.jpeg, run);
      // What the shop logged meanwhile (warnings and errors): the reason behind a failed upload.
      return { label, uploads, cpu: stopwatch().server, dataDir, log: server.output() };
    } finally {
      await server.stop();
    }
  } finally {
    if (!keep) await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Both stores, one after the other: `{ jpeg, concurrency }` and either `duration` (seconds) or `uploads` (a
 * fixed count). Returns one row per store: label, the measurement (uploads/s, p50, p95, count, errors and their
 * reasons), the server's CPU share and its log.
 */
export async function measureUploadStores(run) {
  const rows = [];
  const uploadsDir = join(await makeBenchDir('matjar-bench-pictures-'), 'uploads');
  try {
    if (existsSync(DRAWN)) await cp(DRAWN, uploadsDir, { recursive: true });
    const local = await measureShop('uploads folder (STORAGE=local)', { UPLOADS_DIR: uploadsDir }, run, {
      keep: true,
    });
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
      rows.push(await measureShop('S3 bucket (STORAGE=s3, s3rver on loopback)', s3.env, run));
    } finally {
      await s3.close();
    }
  } finally {
    await rm(join(uploadsDir, '..'), { recursive: true, force: true });
  }
  return rows;
}

/** A "slow request" warning about a request that went through: noise beside the reason of a failure. */
function isSlowButAnswered(line) {
  try {
    const entry = JSON.parse(line);
    return entry.msg === 'slow request' && entry.statusCode < 400;
  } catch {
    return false;
  }
}

/** The reasons of the bucket PUTs the shop tried again (its log's warnings), counted; {} when none. */
export function bucketRetries(log) {
  const reasons = {};
  for (const line of log.split('\n')) {
    try {
      const entry = JSON.parse(line);
      if (entry.msg !== 'bucket PUT failed; trying again') continue;
      const reason = String(entry.reason).replace(/^the bucket "[^"]*" failed to store \S+: /, '');
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    } catch {
      // not a log entry
    }
  }
  return reasons;
}

/** Why uploads failed on each store, and the shop's last log lines then; nothing when none did. */
export function uploadFailures(rows) {
  return rows
    .filter(({ uploads }) => uploads.errors > 0)
    .map(({ label, uploads, log }) =>
      [
        `Failed uploads on the ${label}: ${JSON.stringify(uploads.errorReasons)}`,
        ...log
          .split('\n')
          .filter((line) => line.trim() && !isSlowButAnswered(line))
          .slice(-20),
      ].join('\n'),
    );
}
