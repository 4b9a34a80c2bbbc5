import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminWhatsAppResendParams, ApiErrorBody, AppError, SuccessResponse } from '@matjar/core';
import { orders, type Db } from '@matjar/db';
import { eq } from 'drizzle-orm';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { staffActor } from '../staff/index.js';
import { notifyOrderChanged } from '../../events/order-changed.js';
import type { WhatsAppConnection } from './whatsapp-connection.js';
import { createWhatsAppRepository, type WhatsAppRepository } from './whatsapp-repository.js';
import { notSentReasonOf } from './whatsapp-still-true.js';

/**
 * "Send again" on the order page: a message Meta refused for good (a template not approved yet, a token that
 * expired, the account without a payment method) goes back in the queue once staff fixed the cause, from its
 * first attempt. Only such a failure, or a message closed because of a STOP its recipient has since taken back,
 * can be sent again; a message closed because it stopped being true stays closed. The worker checks it once
 * more before sending (still true, not overtaken). Audited on the order.
 */
export function createWhatsAppResendService(deps: {
  db: Db;
  repository: WhatsAppRepository;
  connection: WhatsAppConnection;
}) {
  return {
    async resend(actor: ActivityActor, orderId: number, messageId: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, orderNumber: orders.orderNumber })
          .from(orders)
          .where(eq(orders.id, orderId));
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        const row = await createWhatsAppRepository(tx).lockQueued(orderId, messageId);
        if (!row) throw new AppError('WHATSAPP_MESSAGE_NOT_FOUND');
        const reason = notSentReasonOf(row.lastError);
        const failedSend = row.status === 'failed' && reason === null;
        if (!failedSend && !(row.status === 'failed' && reason === 'opted-out')) {
          throw new AppError('WHATSAPP_NOT_RESENDABLE');
        }
        const recipient = (row.payload as { recipient?: unknown }).recipient;
        if (typeof recipient === 'string' && (await deps.repository.optedOutAt(recipient))) {
          throw new AppError('WHATSAPP_RECIPIENT_OPTED_OUT');
        }
        if (!deps.connection.state().on) throw new AppError('WHATSAPP_OFF');
        await createWhatsAppRepository(tx).requeue(row.id, row.kind);
        const event = row.kind.replace(/^whatsapp:/, '');
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          entityType: 'order',
          entityId: order.id,
          entityName: order.orderNumber,
          old: { reason: row.lastError },
          new: { whatsapp_resent: event },
          description: `Queued the WhatsApp message ${event} of order ${order.orderNumber} again (it had not gone out: ${row.lastError ?? 'no error recorded'})`,
        });
        await notifyOrderChanged(tx, order.id, 'whatsapp');
      });
    },
  };
}
export type WhatsAppResendService = ReturnType<typeof createWhatsAppResendService>;

export const whatsappResendRoutes: FastifyPluginAsyncZod<{ service: WhatsAppResendService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/admin/orders/:id/whatsapp-messages/:messageId/resend',
    {
      schema: {
        tags: ['back office: orders'],
        summary:
          'Queues a WhatsApp message of the order again that Meta refused for good (or a STOP since taken back)',
        params: AdminWhatsAppResendParams,
        response: {
          200: SuccessResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request) => {
      await service.resend(staffActor(request.staff), request.params.id, request.params.messageId);
      return { success: true as const };
    },
  );
};
