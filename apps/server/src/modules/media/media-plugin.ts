import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { UNUSED_UPLOAD_SWEEP_EVERY_MS } from '@matjar/core';
import type { MediaStorage } from '../../storage/media-storage.js';
import { adminMediaRoutes } from './admin-media-routes.js';
import { createMediaService, type MediaService } from './media-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads, and `releaseMedia(urls)` for whoever removes a reference to an image (media-service.ts). */
    media: MediaService;
  }
}

export interface MediaPluginOptions {
  /** Where images are stored: the uploads folder or the bucket (app.ts, from STORAGE), or a test's own. */
  storage: MediaStorage;
  /** Delete never-saved uploads every UNUSED_UPLOAD_SWEEP_EVERY_MS; off in tests, which call the sweep. */
  runSweeper: boolean;
}

/** Image uploads (POST /api/admin/media) and the clean-up of images nothing refers to. */
export const mediaPlugin = fp(
  async function media(app: FastifyInstance, options: MediaPluginOptions) {
    const media = createMediaService({ db: app.db, storage: options.storage, log: app.log });
    app.decorate('media', media);
    await app.register(adminMediaRoutes, { media });

    if (options.runSweeper) {
      let running: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        if (running) return;
        running = app.media
          .sweepUnusedUploads()
          .catch((error: unknown) => app.log.error({ err: error }, 'unused upload sweep failed'))
          .finally(() => (running = undefined));
      }, UNUSED_UPLOAD_SWEEP_EVERY_MS);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'media', dependencies: ['database', 'staff'] },
);
