// Image uploads per second: a 2000×2000 photo-like JPEG posted to POST /api/admin/media by a few staff
// members at once, each waiting for its answer before sending the next (the back office uploads one picture
// per request). Every upload is validated, decoded and encoded into six WebP/AVIF variants on the server.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminUsers, createDb, sessions } from '@matjar/db';

/**
 * A bearer token of the shop's super_admin, written straight into the database before the server opens it
 * (one shop per data folder): the bench does not know the generated password. The sessions table keeps the
 * SHA-256 of the token, as the server's session-token.ts does.
 */
export async function createStaffToken(url) {
  const database = await createDb(url);
  try {
    const [admin] = await database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.role, 'super_admin'))
      .limit(1);
    if (!admin) throw new Error('the bench shop has no super_admin');
    const token = randomBytes(32).toString('base64url');
    await database.db.insert(sessions).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      kind: 'admin',
      adminUserId: admin.id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    return token;
  } finally {
    await database.close();
  }
}

/** A 2000×2000 JPEG with a photograph's smooth texture (blurred noise), not a flat colour that encodes to nothing. */
export function photoLikeJpeg(size = 2000) {
  return sharp({
    create: { width: size, height: size, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .blur(3)
    .jpeg({ quality: 88 })
    .toBuffer();
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The error code of the shop's error body ({ error: { code } }), else the start of the answer. */
function errorCodeOf(body) {
  const text = Buffer.from(body).toString('utf8');
  try {
    return JSON.parse(text).error?.code ?? text.slice(0, 120);
  } catch {
    return text.slice(0, 120);
  }
}

/**
 * `concurrency` uploaders in a loop for `duration` seconds, or until `uploads` have been sent when that is given
 * (a fixed, short run); latencies in ms of each completed upload.
 */
export async function measureUploads(baseUrl, token, jpeg, { duration, uploads, concurrency }) {
  const latencies = [];
  let errors = 0;
  /** Why uploads failed: the answer's status and error code (or the exception), counted. */
  const reasons = new Map();
  const failed = (reason) => {
    errors += 1;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  };
  let bytes = 0;
  const file = new Blob([jpeg], { type: 'image/jpeg' });
  const uploadOnce = async () => {
    const form = new FormData();
    form.append('file', file, 'photo.jpg');
    const started = performance.now();
    let response;
    let body;
    try {
      response = await fetch(`${baseUrl}/api/admin/media?purpose=product`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      body = await response.arrayBuffer();
    } catch (error) {
      failed(`no answer: ${error?.cause?.code ?? error?.code ?? error?.message ?? String(error)}`);
      return;
    }
    if (response.ok) {
      latencies.push(performance.now() - started);
      bytes += body.byteLength;
    } else failed(`${response.status} ${errorCodeOf(body)}`);
  };
  // Two uploads first, not counted: JIT and sharp's first encoder set-up.
  await uploadOnce();
  await uploadOnce();
  latencies.length = 0;
  errors = 0;
  reasons.clear();
  const startedAt = performance.now();
  const deadline = startedAt + (duration ?? Infinity) * 1000;
  let sent = 0;
  const more = () => (uploads === undefined ? performance.now() < deadline : sent < uploads);
  const worker = async () => {
    while (more()) {
      sent += 1;
      await uploadOnce();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    uploadsPerSecond: latencies.length / seconds,
    count: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    /** "status code" (or "no answer: …") → how many times. */
    errorReasons: Object.fromEntries(reasons),
    bytesPerAnswer: bytes / Math.max(1, latencies.length),
  };
}
