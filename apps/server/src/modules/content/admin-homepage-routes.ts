import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCreateSectionBody,
  AdminCreateSectionResponse,
  AdminHomepageDocument,
  AdminHomepageSectionsBody,
  AdminSectionBody,
  AdminSectionParams,
  AdminSectionResponse,
  ApiErrorBody,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { HomepageService } from './homepage-service.js';

const tags = ['back office: homepage'];
const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const writeErrors = { ...guarded, 404: ApiErrorBody, 409: ApiErrorBody };

/** The homepage manager and its edit screens (back-office §2, §4): the sections document and each section. */
export const adminHomepageRoutes: FastifyPluginAsyncZod<{ homepage: HomepageService }> = async (
  app,
  options,
) => {
  const { homepage } = options;

  app.get(
    '/api/admin/homepage-sections',
    {
      schema: {
        tags,
        summary:
          'The homepage sections in order (defaults and the permanent categories section applied) and the version to save against',
        response: { 200: AdminHomepageDocument, ...guarded },
      },
    },
    () => homepage.document(),
  );

  app.put(
    '/api/admin/homepage-sections',
    {
      schema: {
        tags,
        summary:
          'Saves the whole list in the order to show it (renumbered from 1); 409 HOMEPAGE_CHANGED when someone saved since `version`, PERMANENT_SECTION without the categories section',
        body: AdminHomepageSectionsBody,
        response: { 200: AdminHomepageDocument, ...writeErrors },
      },
    },
    (request) => homepage.save(staffActor(request.staff), request.body),
  );

  app.post(
    '/api/admin/homepage-sections',
    {
      schema: {
        tags,
        summary: 'Adds a section (type = kind prefix + identifier), enabled at the end, saved at once',
        body: AdminCreateSectionBody,
        response: { 201: AdminCreateSectionResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await homepage.create(staffActor(request.staff), request.body)),
  );

  app.get(
    '/api/admin/homepage-sections/:sectionId',
    {
      schema: {
        tags,
        summary: 'One section for its edit screen, with the document and its version',
        params: AdminSectionParams,
        response: { 200: AdminSectionResponse, ...guarded, 404: ApiErrorBody },
      },
    },
    (request) => homepage.section(request.params.sectionId),
  );

  app.put(
    '/api/admin/homepage-sections/:sectionId',
    {
      schema: {
        tags,
        summary: "An edit screen's 'save changes': the section's whole config (and optionally its toggle)",
        params: AdminSectionParams,
        body: AdminSectionBody,
        response: { 200: AdminSectionResponse, ...writeErrors },
      },
    },
    (request) => homepage.saveSection(staffActor(request.staff), request.params.sectionId, request.body),
  );
};
