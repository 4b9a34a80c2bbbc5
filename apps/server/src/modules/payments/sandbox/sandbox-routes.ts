import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiErrorBody, isLocale, rawText, type Locale } from '@matjar/core';
import { judgeSandboxCard } from './sandbox-cards.js';
import type { SandboxPaymentRow } from './sandbox-callback-sender.js';
import type { SandboxPaymentStore } from './sandbox-payment-store.js';
import { renderSandboxDonePage, renderSandboxNotFoundPage, renderSandboxPayPage } from './sandbox-page.js';

export interface SandboxRoutesOptions {
  payments: SandboxPaymentStore;
  /** Delivers a decided payment's leased callback now; a failure stays due and the sweeper retries it. */
  deliverCallback(payment: SandboxPaymentRow): Promise<unknown>;
  now: () => Date;
}

// The id is looked up and the form fields are echoed back into the page: both go through core's safe text.
const SandboxPaymentParams = z.object({ paymentId: rawText(100).min(1) });
const FormField = rawText(100).optional();
const SandboxPayForm = z
  .object({ action: FormField, card: FormField, expiry: FormField, cvc: FormField, name: FormField })
  .optional();
type PayForm = NonNullable<z.infer<typeof SandboxPayForm>>;
const tags = ['payments: sandbox gateway'];

/** The return URL with the gateway's own `id` query, as a real provider sends the shopper back. */
export function returnWithId(returnUrl: string, paymentId: string): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}id=${encodeURIComponent(paymentId)}`;
}

/**
 * The sandbox gateway's hosted page (GET) and its form (POST): an outcome is stored once, its signed
 * callback is sent, and the browser goes back to the shop's return URL. Language follows the payment.
 */
export async function sandboxRoutes(app: FastifyInstance, options: SandboxRoutesOptions) {
  // Plain HTML forms post url-encoded bodies; the parser only exists inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4_096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: import('fastify').FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page);

  const langOf = (query: unknown): Locale => {
    const lang = (query as { lang?: string } | undefined)?.lang;
    return isLocale(lang) ? lang : 'ar';
  };

  // The pages answer HTML; a redirect has no body (its Location says where). 400/413/415 in the API's error
  // shape come from Fastify before the handler (plugins/documented-statuses.ts adds them).
  const htmlPage = z.string().describe('An HTML page');
  const noBody = z.string().describe("No body: the Location header is the shop's return address");
  const pageSchema = { tags, params: SandboxPaymentParams };
  app.get<{ Params: { paymentId: string } }>(
    '/pay/sandbox/:paymentId',
    { schema: { ...pageSchema, produces: ['text/html'], response: { 200: htmlPage, 404: htmlPage } } },
    async (request, reply) => {
      const payment = await options.payments.find(request.params.paymentId);
      if (!payment) return html(reply, 404, renderSandboxNotFoundPage(langOf(request.query)));
      if (payment.status !== 'pending') {
        return html(
          reply,
          200,
          renderSandboxDonePage(payment.locale, returnWithId(payment.returnUrl, payment.id)),
        );
      }
      return html(reply, 200, renderSandboxPayPage({ ...payment, paymentId: payment.id }));
    },
  );

  app.post<{ Params: { paymentId: string }; Body: PayForm | undefined }>(
    '/pay/sandbox/:paymentId',
    {
      schema: {
        ...pageSchema,
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/html'],
        body: SandboxPayForm,
        response: { 303: noBody, 400: ApiErrorBody, 404: htmlPage, 422: htmlPage },
      },
    },
    async (request, reply) => {
      const { paymentId } = request.params;
      const form = (request.body ?? {}) as PayForm;
      const back = (payment: { returnUrl: string; id: string }) =>
        reply.header('cache-control', 'no-store').redirect(returnWithId(payment.returnUrl, payment.id), 303);
      let outcome: Parameters<SandboxPaymentStore['decide']>[1];
      if (form.action === 'cancel') {
        outcome = { status: 'cancelled' };
      } else {
        const verdict = judgeSandboxCard(form, options.now());
        if ('error' in verdict) {
          // The page again with the refusal; only a payment still pending has a page to show.
          const payment = await options.payments.find(paymentId);
          if (!payment) return html(reply, 404, renderSandboxNotFoundPage(langOf(request.query)));
          if (payment.status !== 'pending') return back(payment);
          return html(
            reply,
            422,
            renderSandboxPayPage({ ...payment, paymentId: payment.id, error: verdict.error, form }),
          );
        }
        outcome = {
          status: verdict.outcome,
          transactionId: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
          visaId: `424242******${verdict.last4}`,
        };
      }
      // Decided (once: only a pending payment) with its callback leased to this request, in one statement.
      const decided = await options.payments.decide(paymentId, outcome);
      if (!decided) {
        // Decided before (a second click, another tab): back to the shop as the first answer sent it.
        const payment = await options.payments.find(paymentId);
        if (!payment) return html(reply, 404, renderSandboxNotFoundPage(langOf(request.query)));
        return back(payment);
      }
      try {
        await options.deliverCallback(decided);
      } catch (error) {
        request.log.warn({ err: error, paymentId }, 'sandbox callback left for a retry');
      }
      return back(decided);
    },
  );
}
