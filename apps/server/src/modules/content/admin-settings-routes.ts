import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSettingBody, AdminSettingParams, AdminSettingsResponse, ApiErrorBody } from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { SiteSettingsService } from './site-settings-service.js';

const tags = ['back office: site settings'];
const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** The site settings screen's tabs (back-office §2): logo and favicon, banner colour, hero size, contact. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ siteSettings: SiteSettingsService }> = async (
  app,
  options,
) => {
  const settings = options.siteSettings;

  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: 'The settings the storefront shows, defaults applied',
        response: { 200: AdminSettingsResponse, ...guarded },
      },
    },
    async () => settings.read(),
  );

  app.put(
    '/api/admin/settings/:key',
    {
      schema: {
        tags,
        summary:
          'Sets one key (site_logo, site_favicon: an uploaded image or null to delete it; logo_size; banner_color; ' +
          'hero_banner_size; contact_settings; commercial_registration, printed on invoices; trust_pages, the rich text of ' +
          'the returns, delivery, privacy and terms pages in both languages, "" for the built-in text); answers every setting as the storefront now shows them',
        params: AdminSettingParams,
        body: AdminSettingBody,
        response: { 200: AdminSettingsResponse, ...guarded },
      },
    },
    async (request) => settings.set(staffActor(request.staff), request.params.key, request.body.value),
  );
};
