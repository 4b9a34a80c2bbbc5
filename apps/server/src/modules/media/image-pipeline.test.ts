import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_PROFILE } from '@matjar/core';
import { processImage, type ImageVariant } from './image-pipeline.js';

/** A photograph's texture (blurred noise), which no encoder shrinks to nothing. */
const photoLike = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(3)
    .jpeg({ quality: 88 })
    .toBuffer();

describe('image pipeline', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'matjar-pipeline-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('encodes every variant straight into a file: no pixels pass through JavaScript Buffers', async () => {
    const upload = await photoLike(2400, 1600);
    const written: ImageVariant[] = [];
    // Buffers from sharp are V8's external memory, freed only when it collects them; the decoded 1920-px
    // banner alone is 7.4 MB (1920 × 1280 × 3), which the pipeline used to hold as one.
    const before = process.memoryUsage().external;
    const image = await processImage(upload, BANNER_PROFILE, async (variant, encodeTo) => {
      await encodeTo(join(folder, `${variant.width}.${variant.format}`));
      written.push(variant);
    });
    const grown = process.memoryUsage().external - before;
    expect(grown).toBeLessThan(1024 * 1024);
    expect(image).toEqual({ type: 'jpeg', width: 2400, height: 1600 });
    expect(written).toHaveLength(BANNER_PROFILE.widths.length * BANNER_PROFILE.formats.length);
    for (const { width, format } of written) {
      const stored = await sharp(join(folder, `${width}.${format}`)).metadata();
      expect(stored).toMatchObject({
        width,
        height: Math.round((width * 2) / 3),
        format: format === 'avif' ? 'heif' : format,
      });
    }
  });

  it('leaves no temporary file behind, whether the picture is stored or refused as damaged', async () => {
    const scratch = () =>
      readdir(tmpdir()).then((names) => names.filter((n) => n.startsWith('matjar-image-')));
    const upload = await photoLike(600, 400);
    const mine = new Set(await scratch());
    await processImage(upload, BANNER_PROFILE, (variant, encodeTo) =>
      encodeTo(join(folder, `small-${variant.width}.${variant.format}`)).then(() => undefined),
    );
    await expect(
      processImage(upload.subarray(0, upload.length / 2), BANNER_PROFILE, () => Promise.resolve()),
    ).rejects.toMatchObject({ code: 'IMAGE_UNREADABLE' });
    expect((await scratch()).filter((name) => !mine.has(name))).toEqual([]);
  });
});
