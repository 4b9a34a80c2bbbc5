import { describe, expect, it } from 'vitest';
import { bannerSources } from './media-upload.js';

const upload = (name: string) => `/media/banners/${name}-768.webp`;

describe('bannerSources', () => {
  it('serves one uploaded banner at the size stored for each device', () => {
    expect(bannerSources({ url: upload('up-1') })).toEqual({
      tablet: '/media/banners/up-1-1024.webp',
      desktop: '/media/banners/up-1-1920.webp',
    });
  });

  it("prefers the staff's own tablet and desktop pictures, at their device size", () => {
    expect(
      bannerSources({ url: upload('up-1'), url_tablet: upload('up-2'), url_desktop: upload('up-3') }),
    ).toEqual({ tablet: '/media/banners/up-2-1024.webp', desktop: '/media/banners/up-3-1920.webp' });
  });

  it('shows the tablet picture on a desktop when no desktop picture was chosen', () => {
    expect(bannerSources({ url: upload('up-1'), url_tablet: upload('up-2') })).toEqual({
      tablet: '/media/banners/up-2-1024.webp',
      desktop: '/media/banners/up-2-1920.webp',
    });
    expect(bannerSources({ url: '/media/site/a.webp', url_tablet: '/media/site/b.webp' })).toEqual({
      tablet: '/media/site/b.webp',
      desktop: '/media/site/b.webp',
    });
  });

  it('keeps addresses that are not banner uploads as they are', () => {
    expect(bannerSources({ url: '/media/site/hero.webp' })).toEqual({ tablet: null, desktop: null });
    expect(bannerSources({ url: '/media/site/hero.webp', url_desktop: '/media/site/wide.webp' })).toEqual({
      tablet: null,
      desktop: '/media/site/wide.webp',
    });
  });
});
