import type { FastifyInstance } from 'fastify';

/** What the homepage and site-settings services need of the media store. */
export interface ContentMedia {
  isShopImage: (url: string) => Promise<boolean>;
  /** Deletes uploads nothing refers to any more; called after the commit that dropped them. */
  releaseMedia: (urls: Iterable<string | null | undefined>) => Promise<unknown>;
}

/** The app's media store as the homepage and site-settings services use it. */
export function contentMedia(app: FastifyInstance): ContentMedia {
  return {
    isShopImage: (url) => app.media.isShopImage(url),
    // After the commit the change stands; a file that cannot be deleted now is only logged (back-office §8)
    // and the hourly sweep removes it later, since nothing refers to it.
    releaseMedia: (urls) =>
      app.media.releaseMedia(urls).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not delete images no longer used');
      }),
  };
}
