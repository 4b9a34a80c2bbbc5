import { describe, expect, it } from 'vitest';
import { segmentNumber, segmentsInRange } from './wal-segments.js';

const MB16 = 16 * 1024 * 1024;

describe('the WAL segments a backup needs', () => {
  it('numbers segments across the 4 GB boundary of a log file id (256 segments of 16 MB per id)', () => {
    expect(segmentNumber('000000010000000000000003', MB16)).toBe(3n);
    expect(segmentNumber('0000000100000000000000FF', MB16)).toBe(255n);
    expect(segmentNumber('000000010000000100000000', MB16)).toBe(256n);
    expect(segmentNumber('000000020000000A0000001B', MB16)).toBe(10n * 256n + 27n);
    expect(segmentNumber('000000010000000100000000', 64 * 1024 * 1024)).toBe(64n);
  });

  it('picks the range oldest first, leaving out older, newer and non-segment files', () => {
    const listing = [
      '000000010000000100000001',
      '0000000100000000000000FE',
      '00000001.history',
      'archive_status',
      '000000010000000000000010',
      '0000000100000000000000FF',
      '000000010000000100000000',
      '000000010000000100000002.partial',
      'summaries',
    ];
    expect(
      segmentsInRange(listing, {
        first: '0000000100000000000000FE',
        last: '000000010000000100000001',
        segmentSize: MB16,
      }),
    ).toEqual([
      '0000000100000000000000FE',
      '0000000100000000000000FF',
      '000000010000000100000000',
      '000000010000000100000001',
    ]);
  });

  it('refuses a range with a segment missing: the restore could never become consistent', () => {
    expect(() =>
      segmentsInRange(['000000010000000000000003', '000000010000000000000005'], {
        first: '000000010000000000000003',
        last: '000000010000000000000005',
        segmentSize: MB16,
      }),
    ).toThrow(/segment 2 of 3 .* is missing/);
  });
});
