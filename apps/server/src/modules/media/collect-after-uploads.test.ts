import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import * as collector from './collect-after-uploads.js';
import { multipartFile, samplePicture } from './testing/media-test-support.js';

// A spy on the module's export rather than vi.mock: the test workers are reused from file to file
// (vitest.config.ts), and the media service another file imported first would keep the real function.
const collectGarbageNow = vi.spyOn(collector, 'collectGarbageNow').mockImplementation(() => {});

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let editor: Record<string, string>;

beforeAll(async () => {
  ctx = await buildTestApp();
  const { id } = await createStaffUser(ctx.app.db, { role: 'editor' });
  editor = bearer(await createSessionToken(ctx.app.db, id));
});
afterAll(() => ctx?.close());

const upload = (bytes: Buffer) => {
  const body = multipartFile('photo.jpg', bytes);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    payload: body.payload,
    headers: { ...body.headers, ...editor },
  });
};

describe('garbage after image uploads', () => {
  it('is collected once when the last upload in flight ends, refused ones included', async () => {
    // Large enough that each upload is still being encoded when the last one starts.
    const picture = await samplePicture('jpeg', { width: 1600, height: 1200 });
    collectGarbageNow.mockClear();
    const answers = await Promise.all([upload(picture), upload(picture), upload(picture)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(collectGarbageNow).toHaveBeenCalledTimes(1);

    const damaged = await upload(picture.subarray(0, picture.length / 2));
    expect(damaged.json().error.code).toBe('IMAGE_UNREADABLE');
    expect(collectGarbageNow).toHaveBeenCalledTimes(2);
  });
});
