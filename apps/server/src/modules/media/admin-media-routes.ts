import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUploadMediaQuery,
  AdminUploadMediaResponse,
  ApiErrorBody,
  AppError,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOAD_MAX_MB,
} from '@matjar/core';
import type { MediaService } from './media-service.js';

/** Room for the multipart framing around the one file: boundaries, part headers, a short file name. */
const FRAMING_BYTES = 64 * 1024;
/** One file, named `file`; a few small text fields (a form's extras) are ignored, as is a second file. */
const PART_LIMITS = { fileSize: MEDIA_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 };

const isFileTooLarge = (error: unknown) => (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
const hasStatus = (error: unknown) => typeof (error as { statusCode?: unknown }).statusCode === 'number';

/** The uploaded file's bytes and name; the content decides the type later, the name is only logged. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  try {
    const part = await request.file({ limits: PART_LIMITS, throwFileSizeLimit: true });
    if (!part || part.fieldname !== 'file') throw new AppError('FILE_REQUIRED');
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError('FILE_TOO_LARGE', { maxMb: MEDIA_UPLOAD_MAX_MB });
    // The multipart parser's own refusals carry a status; a form it cannot parse (a boundary that never comes,
    // a body cut short) is a bare Error: the client's, not ours.
    if (error instanceof AppError || hasStatus(error)) throw error;
    throw new AppError('UPLOAD_INCOMPLETE', {}, { cause: error });
  }
}

/**
 * POST /api/admin/media: one image as multipart/form-data (field `file`). Registered in its own scope, which
 * parses multipart and nothing else: every other route keeps refusing multipart bodies (415), and this one
 * refuses JSON. The app-wide 1 MiB body limit is raised for this route alone.
 */
export const adminMediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, options) => {
  app.removeAllContentTypeParsers();
  await app.register(fastifyMultipart, { limits: PART_LIMITS });

  app.post(
    '/api/admin/media',
    {
      bodyLimit: MEDIA_UPLOAD_MAX_BYTES + FRAMING_BYTES,
      schema: {
        tags: ['back office: media'],
        summary:
          'Upload an image (multipart field `file`, up to 10 MB; JPEG, PNG, WebP or AVIF by content; a favicon ' +
          "PNG or ICO): stored without metadata as the purpose's variants (responsive WebP/AVIF; banners 768, " +
          '1024 and 1920 wide; a favicon one 32×32 PNG); answers the URL to save',
        consumes: ['multipart/form-data'],
        querystring: AdminUploadMediaQuery,
        response: {
          200: AdminUploadMediaResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new AppError('UNAUTHENTICATED');
      const { bytes, fileName } = await readUpload(request);
      const media = await options.media.upload(staff, { purpose: request.query.purpose, bytes, fileName });
      return { success: true as const, media };
    },
  );
};
