import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminContactMessageDetail,
  AdminContactMessageListQuery,
  AdminContactMessageListResponse,
  AdminContactMessageParams,
  AdminContactReplyBody,
  AdminContactReplyResponse,
  AdminContactUnreadCount,
  AdminUpdateContactMessageBody,
  ApiErrorBody,
  AppError,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { InboxService } from './inbox-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: inbox'];

/** The contact inbox (D9): messages from the storefront's contact form, their state and replies. */
export const adminInboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (app, { inbox }) => {
  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        tags,
        summary:
          'Contact messages, one page, newest first: inbox, unread or archived; search name, e-mail, subject',
        querystring: AdminContactMessageListQuery,
        response: { 200: AdminContactMessageListResponse, ...guarded },
      },
    },
    async (request) => {
      const { messages, total } = await inbox.list(request.query);
      return { messages, total, page: request.query.page, page_size: request.query.page_size };
    },
  );

  app.get(
    '/api/admin/contact-messages/unread-count',
    {
      schema: {
        tags,
        summary: 'Unread contact messages still in the inbox (the menu badge)',
        response: { 200: AdminContactUnreadCount, ...guarded },
      },
    },
    async () => ({ unread: await inbox.unreadCount() }),
  );

  app.get(
    '/api/admin/contact-messages/:id',
    {
      schema: {
        tags,
        summary: 'One contact message in full, with its replies (oldest first) and who sent each',
        params: AdminContactMessageParams,
        response: { 200: AdminContactMessageDetail, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const message = await inbox.find(request.params.id);
      if (!message) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
      return message;
    },
  );

  app.patch(
    '/api/admin/contact-messages/:id',
    {
      schema: {
        tags,
        summary: 'Marks a contact message read or unread, archives or restores it (audited when it changes)',
        params: AdminContactMessageParams,
        body: AdminUpdateContactMessageBody,
        response: { 200: AdminContactMessageDetail, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => inbox.update(staffActor(request.staff), request.params.id, request.body),
  );

  app.post(
    '/api/admin/contact-messages/:id/replies',
    {
      schema: {
        tags,
        summary:
          "Replies by e-mail in the sender's language (outbox, once), keeps the reply, marks the message read",
        params: AdminContactMessageParams,
        body: AdminContactReplyBody,
        response: { 201: AdminContactReplyResponse, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await inbox.reply(staffActor(request.staff), request.params.id, request.body.body);
      return reply.code(201).send(answer);
    },
  );
};
