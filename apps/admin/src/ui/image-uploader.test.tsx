import { formatNumber } from '@matjar/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { ImageUploader } from './image-uploader';

const MediaAnswer = z.object({ id: z.number(), url: z.string() });
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * The browser's XMLHttpRequest, played by the test: each upload waits until the test says how far it got
 * and how it ended, so every state of a row can be looked at without a server or a timer.
 */
class UploadRequest {
  static sent: UploadRequest[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  responseType = '';
  timeout = 0;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  aborted = false;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: FormData) {
    this.body = body;
    UploadRequest.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const picture = (name: string, bytes = 1000, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  UploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', UploadRequest);
  // jsdom makes no object URLs; the previews only need one each.
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function renderUploader(language: 'ar' | 'en', onUploaded = vi.fn(), onRemove = vi.fn()) {
  const rendered = renderInLanguage(
    <ImageUploader
      uploadUrl="/api/admin/media"
      responseSchema={MediaAnswer}
      fields={{ folder: 'products' }}
      label="Product images"
      maxBytes={MAX_BYTES}
      onUploaded={onUploaded}
      onRemove={onRemove}
    />,
    language,
  );
  const input = rendered.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...rendered, input };
}

const lastRequest = () => {
  const request = UploadRequest.sent.at(-1);
  if (!request) throw new Error('nothing was sent');
  return request;
};

describe.each(LANGUAGES)('ImageUploader (%s)', (language) => {
  it('uploads a chosen picture with a progress bar, then shows it uploaded and announces it', async () => {
    const user = userEvent.setup();
    const onUploaded = vi.fn();
    const { t, input } = renderUploader(language, onUploaded);
    expect(
      screen.getByRole('button', { name: t('kit.upload.chooseFiles', { label: 'Product images' }) }),
    ).toBeTruthy();

    await user.upload(input, picture('front.jpg'));
    const request = lastRequest();
    expect(request.url).toBe('/api/admin/media');
    expect(request.body?.get('folder')).toBe('products');
    expect((request.body?.get('file') as File).name).toBe('front.jpg');

    const bar = screen.getByRole('progressbar', { name: t('kit.upload.progress', { name: 'front.jpg' }) });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => request.progress(0.4));
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe(`${formatNumber(40, language)}%`);

    await act(async () => request.answer(201, { id: 7, url: '/media/front.webp' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(t('kit.upload.uploaded'))).toBeTruthy();
    expect(screen.getByText(t('kit.upload.done', { name: 'front.jpg' }))).toBeTruthy();
    expect(onUploaded).toHaveBeenCalledWith({ id: 7, url: '/media/front.webp' }, expect.any(File));
  });

  it('refuses a file of another type or too large before sending, and offers no retry for it', async () => {
    // applyAccept off: the picker's filter is the browser's; the uploader must refuse what gets past it.
    const user = userEvent.setup({ applyAccept: false });
    const { t, input } = renderUploader(language);
    await user.upload(input, [
      picture('notes.pdf', 1000, 'application/pdf'),
      picture('huge.png', MAX_BYTES + 1, 'image/png'),
    ]);
    expect(UploadRequest.sent).toHaveLength(0);
    const wrongType = t('kit.upload.wrongType', { name: 'notes.pdf' });
    const tooLarge = t('kit.upload.tooLarge', { name: 'huge.png', max: formatNumber(2, language) });
    const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    expect(within(rowOf('notes.pdf')).getByText(wrongType)).toBeTruthy();
    expect(within(rowOf('huge.png')).getByText(tooLarge)).toBeTruthy();
    // Sending either again cannot help, so neither row offers it; both can be removed.
    expect(
      screen.queryByRole('button', { name: t('kit.upload.retryNamed', { name: 'huge.png' }) }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: t('kit.upload.removeNamed', { name: 'notes.pdf' }) }),
    ).toBeTruthy();
    // The first refusal is announced.
    expect(screen.getAllByText(wrongType).some((node) => node.getAttribute('aria-live') === 'polite')).toBe(
      true,
    );
  });

  it("shows the server's refusal in the UI language, and sends the file again on retry", async () => {
    const user = userEvent.setup();
    const { t, input } = renderUploader(language);
    await user.upload(input, picture('back.jpg'));
    await act(async () =>
      lastRequest().answer(415, {
        error: { code: 'MEDIA_TYPE', message: 'Not a picture', messageAr: 'ليست صورة' },
      }),
    );
    const reason = language === 'ar' ? 'ليست صورة' : 'Not a picture';
    const row = screen.getByText('back.jpg').closest('li') as HTMLElement;
    expect(within(row).getByText(reason)).toBeTruthy();
    expect(screen.getByText(t('kit.upload.failedNamed', { name: 'back.jpg', reason }))).toBeTruthy();

    await user.click(
      within(row).getByRole('button', { name: t('kit.upload.retryNamed', { name: 'back.jpg' }) }),
    );
    expect(UploadRequest.sent).toHaveLength(2);
    expect(within(row).getByRole('progressbar')).toBeTruthy();
    expect(within(row).queryByText(reason)).toBeNull();
  });

  it('cancels an upload on its way, and removes a finished one through the caller', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { t, input } = renderUploader(language, vi.fn(), onRemove);
    await user.upload(input, picture('side.jpg'));
    const request = lastRequest();
    await user.click(screen.getByRole('button', { name: t('kit.upload.cancelNamed', { name: 'side.jpg' }) }));
    expect(request.aborted).toBe(true);
    expect(screen.queryByText('side.jpg')).toBeNull();
    expect(screen.getByText(t('kit.upload.removed', { name: 'side.jpg' }))).toBeTruthy();

    await user.upload(input, picture('top.jpg'));
    await act(async () => lastRequest().answer(201, { id: 9, url: '/media/top.webp' }));
    await user.click(screen.getByRole('button', { name: t('kit.upload.removeNamed', { name: 'top.jpg' }) }));
    expect(onRemove).toHaveBeenCalledWith({ id: 9, url: '/media/top.webp' });
    expect(screen.queryByText('top.jpg')).toBeNull();
  });
});
