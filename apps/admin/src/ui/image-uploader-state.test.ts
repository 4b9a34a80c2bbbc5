import { describe, expect, it } from 'vitest';
import {
  UPLOAD_IMAGE_TYPES,
  checkUploadFile,
  megabytes,
  newUploadItem,
  uploadsReducer,
  type UploadItem,
} from './image-uploader-state';

const MB = 1024 * 1024;
const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('checkUploadFile', () => {
  it('lets through the picture types within the size limit', () => {
    expect(checkUploadFile({ type: 'image/webp', size: 10 * MB }, UPLOAD_IMAGE_TYPES, 10 * MB)).toBeNull();
  });

  it('refuses other types (SVG among them) and files over the limit', () => {
    expect(checkUploadFile({ type: 'image/svg+xml', size: 10 }, UPLOAD_IMAGE_TYPES, MB)).toEqual({
      reason: 'type',
    });
    expect(checkUploadFile({ type: '', size: 10 }, UPLOAD_IMAGE_TYPES, MB)).toEqual({ reason: 'type' });
    expect(checkUploadFile({ type: 'image/jpeg', size: MB + 1 }, UPLOAD_IMAGE_TYPES, MB)).toEqual({
      reason: 'size',
      maxBytes: MB,
    });
  });

  it('states limits in readable megabytes', () => {
    expect(megabytes(10 * MB)).toBe(10);
    expect(megabytes(2.5 * MB)).toBe(2.5);
  });
});

describe('uploadsReducer', () => {
  const start = (): UploadItem<{ id: number }>[] =>
    uploadsReducer([], {
      type: 'add',
      items: [
        newUploadItem('a', file('a.png'), 'blob:a', null),
        newUploadItem('b', file('b.svg'), 'blob:b', 'Bad type'),
      ],
    });

  it('adds uploads in order; a refused file starts failed and cannot be retried', () => {
    const [a, b] = start();
    expect(a).toMatchObject({ key: 'a', status: 'uploading', progress: 0, retryable: true });
    expect(b).toMatchObject({ key: 'b', status: 'failed', error: 'Bad type', retryable: false });
  });

  it('moves progress forward only, and finishes with the answer', () => {
    let items = start();
    items = uploadsReducer(items, { type: 'progress', key: 'a', progress: 0.6 });
    items = uploadsReducer(items, { type: 'progress', key: 'a', progress: 0.4 });
    expect(items[0]?.progress).toBe(0.6);
    items = uploadsReducer(items, { type: 'done', key: 'a', answer: { id: 9 } });
    items = uploadsReducer(items, { type: 'progress', key: 'a', progress: 0.1 });
    expect(items[0]).toMatchObject({ status: 'done', progress: 1, answer: { id: 9 } });
  });

  it('fails, retries from zero, and removes', () => {
    let items = start();
    items = uploadsReducer(items, { type: 'progress', key: 'a', progress: 0.5 });
    items = uploadsReducer(items, { type: 'failed', key: 'a', error: 'Server said no' });
    expect(items[0]).toMatchObject({ status: 'failed', error: 'Server said no' });
    items = uploadsReducer(items, { type: 'retry', key: 'a' });
    expect(items[0]).toMatchObject({ status: 'uploading', progress: 0, error: null });
    items = uploadsReducer(items, { type: 'remove', key: 'b' });
    expect(items.map((item) => item.key)).toEqual(['a']);
  });
});
