// `npm run bench:uploads`: image uploads per second on both stores, the uploads folder (STORAGE=local) and an
// S3 bucket (STORAGE=s3, a real S3 API on loopback: s3rver), each a fresh demo shop uploading the same
// 2000×2000 JPEG with BENCH_UPLOAD_CONCURRENCY (4) staff at once for BENCH_DURATION (10) seconds, or for
// BENCH_STORE_UPLOADS uploads when that is set (the row `npm run bench` runs, alone) (lib/upload-stores-bench.mjs). Needs `npm run build`; after `npm test` (which draws the demo pictures once per
// machine) both shops start in seconds. A failed upload is reported with its answer's status and code and the
// shop's log.
import { photoLikeJpeg } from './lib/upload-bench.mjs';
import { bucketRetries, measureUploadStores, uploadFailures } from './lib/upload-stores-bench.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const concurrency = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 4);
const count = process.env.BENCH_STORE_UPLOADS ? Number(process.env.BENCH_STORE_UPLOADS) : undefined;
const rows = await measureUploadStores({
  jpeg: await photoLikeJpeg(2000),
  ...(count === undefined ? { duration } : { uploads: count }),
  concurrency,
});

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
for (const failure of uploadFailures(rows)) console.log(failure);
for (const { label, log } of rows) {
  const retries = bucketRetries(log);
  if (Object.keys(retries).length > 0)
    console.log(`PUTs tried again on the ${label}: ${JSON.stringify(retries)}`);
}
if (rows.some(({ uploads }) => uploads.errors > 0 || uploads.count === 0)) process.exitCode = 1;
