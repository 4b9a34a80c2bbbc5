import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminWhatsAppCredentialsBody,
  AdminWhatsAppEnabledBody,
  AdminWhatsAppSettings,
  AdminWhatsAppStatusResponse,
  AdminWhatsAppTestMessageBody,
  AdminWhatsAppTestMessageResponse,
  ApiErrorBody,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { WhatsAppSettingsService } from './whatsapp-settings-service.js';
import type { WhatsAppConnection } from './whatsapp-connection.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 409: ApiErrorBody };
const tags = ['back office: WhatsApp'];

/** The Settings card's WhatsApp connection (docs/whatsapp.md): admins only; secrets are never answered. */
export const adminWhatsAppSettingsRoutes: FastifyPluginAsyncZod<{
  service: WhatsAppSettingsService;
  connection: WhatsAppConnection;
}> = async (app, { service, connection }) => {
  app.get(
    '/api/admin/whatsapp',
    {
      schema: {
        tags,
        summary:
          "WhatsApp's state, ids, whether each secret is set, the webhook to paste into Meta, last check",
        response: { 200: AdminWhatsAppSettings, ...guarded },
      },
    },
    async () => service.view(),
  );

  app.get(
    '/api/admin/whatsapp/status',
    {
      schema: {
        tags,
        summary: 'Whether WhatsApp messages are sent at all (on or off), and a set-up problem stopping them',
        response: { 200: AdminWhatsAppStatusResponse, ...guarded },
      },
    },
    async () => {
      const state = connection.state();
      return { on: state.on, send_problem: state.on ? state.sendProblem : null };
    },
  );

  app.put(
    '/api/admin/whatsapp/credentials',
    {
      schema: {
        tags,
        summary: 'Saves the ids and secrets (blank keeps what is stored; secrets sealed); audited',
        body: AdminWhatsAppCredentialsBody,
        response: { 200: AdminWhatsAppSettings, ...guarded },
      },
    },
    async (request) => service.saveCredentials(staffActor(request.staff), request.body),
  );

  app.put(
    '/api/admin/whatsapp/enabled',
    {
      schema: {
        tags,
        summary: 'Switches WhatsApp messages on or off for every process, without a restart; audited',
        body: AdminWhatsAppEnabledBody,
        response: { 200: AdminWhatsAppSettings, ...guarded },
      },
    },
    async (request) => service.setEnabled(staffActor(request.staff), request.body.enabled),
  );

  app.post(
    '/api/admin/whatsapp/check',
    {
      schema: {
        tags,
        summary: "Calls the Cloud API: the number's name and quality, each template's approval state",
        response: { 200: AdminWhatsAppSettings, ...guarded },
      },
    },
    async () => service.check(),
  );

  app.post(
    '/api/admin/whatsapp/test-message',
    {
      schema: {
        tags,
        summary: "Sends Meta's sample template to a Qatari mobile staff type; audited",
        body: AdminWhatsAppTestMessageBody,
        response: { 200: AdminWhatsAppTestMessageResponse, ...guarded, 422: ApiErrorBody },
      },
    },
    async (request) => service.sendTest(staffActor(request.staff), request.body.phone),
  );
};
