import type { MediaUploadPurpose } from '@matjar/core';
import { buildTestApp } from '../../../testing/test-app.js';
import { multipartFile, samplePicture } from '../../media/testing/media-test-support.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An app with an editor and an admin signed in; `as(role)` calls the API as one of them. */
export async function siteAdminTestApp() {
  const t = await buildTestApp();
  const sessions: Record<'editor' | 'admin', Record<string, string>> = {
    editor: bearer(
      await createSessionToken(t.database.db, (await createStaffUser(t.database.db, { role: 'editor' })).id),
    ),
    admin: bearer(
      await createSessionToken(t.database.db, (await createStaffUser(t.database.db, { role: 'admin' })).id),
    ),
  };
  const as = (role: 'editor' | 'admin') => (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: sessions[role],
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** Uploads a picture through the media pipeline and answers what the upload answered. */
  async function upload(purpose: MediaUploadPurpose, bytes?: Buffer, fileName = 'picture.png') {
    const form = multipartFile(fileName, bytes ?? (await samplePicture('png', { width: 800, height: 300 })));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/media?purpose=${purpose}`,
      headers: { ...sessions.admin, ...form.headers },
      payload: form.payload,
    });
    if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
    return response.json().media as {
      key: string;
      url: string;
      variants: string[];
      width: number;
      height: number;
    };
  }
  return { t, as, upload, sessions };
}
