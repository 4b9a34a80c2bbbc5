import { copyFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupError } from './backup-error.js';
import type { FileCount } from './backup-manifest.js';

/** The WAL a backup needs: from the segment holding its start point to the one holding its stop point. */
export interface WalRange {
  /** File names, e.g. 000000010000000000000003 (timeline, then the segment number in two halves). */
  first: string;
  last: string;
  /** Bytes per segment (16 MB unless initdb was told otherwise). */
  segmentSize: number;
}

const SEGMENT_NAME = /^[0-9A-F]{24}$/;
const HISTORY_NAME = /^[0-9A-F]{8}\.history$/;

/** The segment number a WAL file name stands for (its timeline, the first 8 digits, aside). */
export function segmentNumber(name: string, segmentSize: number): bigint {
  const perLogId = 0x1_0000_0000n / BigInt(segmentSize);
  return BigInt(`0x${name.slice(8, 16)}`) * perLogId + BigInt(`0x${name.slice(16, 24)}`);
}

/**
 * The segments of `names` (a listing of pg_wal) within the range, oldest first, or an error naming the first
 * one missing: without every one of them the restored database could not reach a consistent state.
 */
export function segmentsInRange(names: readonly string[], range: WalRange): string[] {
  const first = segmentNumber(range.first, range.segmentSize);
  const last = segmentNumber(range.last, range.segmentSize);
  const selected = names
    .filter((name) => SEGMENT_NAME.test(name))
    .map((name) => ({ name, number: segmentNumber(name, range.segmentSize) }))
    .filter(({ number }) => number >= first && number <= last)
    .sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : a.name.localeCompare(b.name)));
  const present = new Set(selected.map(({ number }) => number));
  for (let number = first; number <= last; number++) {
    if (!present.has(number)) {
      throw new BackupError(
        `The WAL segment ${number - first + 1n} of ${last - first + 1n} this backup needs (from ${range.first}) ` +
          'is missing from pg_wal; the backup cannot be restored. Try again.',
      );
    }
  }
  return selected.map(({ name }) => name);
}

/**
 * Copies the range's segments and the timeline history files into the backup's pg_wal, each segment marked as
 * archived (as pg_basebackup does) so that a server later set to archive WAL does not archive them again.
 */
export async function copyWalSegments(
  sourceWal: string,
  targetWal: string,
  range: WalRange,
): Promise<FileCount & { segments: number }> {
  const names = await readdir(sourceWal);
  const segments = segmentsInRange(names, range);
  const count = { files: 0, bytes: 0, segments: segments.length };
  for (const name of [...segments, ...names.filter((name) => HISTORY_NAME.test(name))]) {
    await copyFile(join(sourceWal, name), join(targetWal, name));
    const { size } = await stat(join(targetWal, name));
    if (SEGMENT_NAME.test(name) && size !== range.segmentSize) {
      throw new BackupError(`The WAL segment ${name} is ${size} bytes, not ${range.segmentSize}; try again.`);
    }
    await writeFile(join(targetWal, 'archive_status', `${name}.done`), '', { mode: 0o600 });
    count.files += 1;
    count.bytes += size;
  }
  return count;
}
