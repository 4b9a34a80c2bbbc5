import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';
import { uploadFraction } from './upload';

describe('fileNameOf', () => {
  it('reads the name the server gave, the UTF-8 form first', () => {
    expect(fileNameOf('attachment; filename="activity-log-2026-11-24.csv"', 'x.csv')).toBe(
      'activity-log-2026-11-24.csv',
    );
    expect(
      fileNameOf('attachment; filename="p.csv"; filename*=UTF-8\'\'%D9%85%D9%86%D8%AA%D8%AC.csv', 'x'),
    ).toBe('منتج.csv');
    expect(fileNameOf('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
  });

  it('falls back when there is no usable name', () => {
    expect(fileNameOf(null, 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameOf('attachment', 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4", 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('uploadFraction', () => {
  it('is the share of bytes sent, kept between 0 and 1', () => {
    expect(uploadFraction(0, 200)).toBe(0);
    expect(uploadFraction(50, 200)).toBe(0.25);
    expect(uploadFraction(250, 200)).toBe(1);
    expect(uploadFraction(10, 0)).toBe(0);
  });
});
