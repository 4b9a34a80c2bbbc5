import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, AppError, qatariMobileRecipient, rawText, type ErrorCode } from '@matjar/core';
import { requestClient } from '../../http/request-client.js';
import type { WhatsAppRepository } from './whatsapp-repository.js';
import { optRequestOf, type OptRequest } from './opt-out-words.js';
import { verifyWebhookSignature } from './webhook-signature.js';

/** The webhook's one limit, named as modules/rate-limits names it. */
type WebhookLimit = 'whatsapp-webhook-address';

/**
 * The shop's rate limiter (modules/rate-limits) as the webhook uses it: a shared layer imports no module, the
 * plugin hands the limiter in.
 */
export interface WebhookLimiter {
  take(
    hits: readonly (readonly [WebhookLimit, string])[],
    code: ErrorCode,
  ): Promise<{ release(names: WebhookLimit[]): Promise<void> }>;
}

export interface WhatsAppRoutesOptions {
  /**
   * The webhook's secrets as they are now (the environment's, or the Settings card's): a route without its
   * secret answers 404, as when WhatsApp was never connected.
   */
  secrets: () => { appSecret: string | null; verifyToken: string | null };
  repository: WhatsAppRepository;
  now: () => Date;
  /** The shop's limiter (counted in the database, so it holds across processes). */
  limiter: WebhookLimiter;
  /**
   * Answers a STOP or START with a short text in the language it was written in (free-form: the shopper's own
   * message opened the 24 hours in which Meta allows one). Best effort, after the answer to Meta: a failure is
   * logged and changes nothing, the opt-out or opt-in is already recorded.
   */
  acknowledge?: (recipient: string, request: OptRequest) => Promise<void>;
}

/** Meta's subscription handshake: other parameters are ignored, these are text the database could hold. */
const HandshakeQuery = z.object({
  'hub.mode': rawText(40).optional(),
  'hub.verify_token': rawText(200).optional(),
  'hub.challenge': rawText(200).optional(),
});
const WebhookReceived = z.object({ received: z.literal(true) });

/** Meta's webhooks are small; anything above this is refused before it is read (413). */
export const WHATSAPP_WEBHOOK_BODY_LIMIT = 256 * 1024;

const Status = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().max(500).optional(),
        message: z.string().max(500).optional(),
        error_data: z.object({ details: z.string().max(1000).optional() }).optional(),
      }),
    )
    .max(20)
    .optional(),
});
const Inbound = z.object({
  from: z.string().max(40),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
});
const Payload = z.object({
  object: z.string().max(100),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(100).optional(),
              value: z
                .object({
                  statuses: z.array(Status).max(1000).optional(),
                  messages: z.array(Inbound).max(1000).optional(),
                })
                .optional(),
            }),
          )
          .max(1000),
      }),
    )
    .max(1000),
});

const tags = ['whatsapp'];
const APPLIED = new Set(['sent', 'delivered', 'read', 'failed']);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Meta's webhook for the WhatsApp Business account (decision 033): the subscription handshake (GET) and the
 * signed notifications (POST): message statuses (applied forward only, idempotent) and inbound messages (STOP
 * and its variants opt the phone out, START back in, each acknowledged). Answered once WhatsApp is connected
 * (the environment or the Settings card), on or off: Meta checks the address while the merchant is still
 * setting it up, before switching it on.
 */
export const whatsappRoutes: FastifyPluginAsyncZod<WhatsAppRoutesOptions> = async (app, options) => {
  // The signature covers the raw bytes: the JSON is parsed here, after the check, in this plugin only.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WHATSAPP_WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/whatsapp/webhook',
    {
      schema: {
        tags,
        querystring: HandshakeQuery,
        response: {
          200: z.string().describe('text/plain: the challenge'),
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
      const verifyToken = options.secrets().verifyToken;
      if (verifyToken === null) throw new AppError('NOT_FOUND');
      if (
        mode !== 'subscribe' ||
        typeof token !== 'string' ||
        typeof challenge !== 'string' ||
        !sameText(token, verifyToken)
      ) {
        throw new AppError('WHATSAPP_VERIFY_FAILED');
      }
      return reply.code(200).header('content-type', 'text/plain; charset=utf-8').send(challenge);
    },
  );

  const postResponses = { 200: WebhookReceived, 401: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody };
  app.post('/api/whatsapp/webhook', { schema: { tags, response: postResponses } }, async (request, reply) => {
    const appSecret = options.secrets().appSecret;
    if (appSecret === null) throw new AppError('NOT_FOUND');
    // Counted first, given back once the signature holds: only unsigned or forged requests stay counted.
    const taken = await options.limiter.take(
      [['whatsapp-webhook-address', requestClient(request).ip]],
      'WHATSAPP_WEBHOOK_RATE_LIMITED',
    );
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) throw new AppError('WHATSAPP_PAYLOAD_INVALID');
    if (!verifyWebhookSignature(appSecret, raw, request.headers['x-hub-signature-256'])) {
      throw new AppError('WHATSAPP_SIGNATURE_INVALID');
    }
    await taken.release(['whatsapp-webhook-address']);
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('WHATSAPP_PAYLOAD_INVALID');
    }
    const parsed = Payload.safeParse(json);
    if (!parsed.success) throw new AppError('WHATSAPP_PAYLOAD_INVALID');
    const acknowledgements: [string, OptRequest][] = [];
    for (const entry of parsed.data.entry) {
      for (const change of entry.changes) {
        for (const status of change.value?.statuses ?? []) {
          if (!APPLIED.has(status.status)) continue;
          const at = status.timestamp ? new Date(Number(status.timestamp) * 1000) : options.now();
          const error = status.errors?.[0];
          const description = error
            ? `${error.code ?? ''} ${error.title ?? error.message ?? ''}${
                error.error_data?.details ? ` (${error.error_data.details})` : ''
              }`.trim()
            : null;
          await options.repository.applyStatus(
            status.id,
            status.status as 'sent' | 'delivered' | 'read' | 'failed',
            at,
            description,
          );
        }
        for (const message of change.value?.messages ?? []) {
          if (message.type !== 'text' || !message.text) continue;
          const opt = optRequestOf(message.text.body);
          if (!opt) continue;
          // wa_id is international without '+'; only Qatari mobiles are ever messaged.
          const recipient = qatariMobileRecipient(`+${message.from}`);
          if (!recipient) continue;
          if (opt.kind === 'stop') await options.repository.optOut(recipient, options.now());
          else await options.repository.optIn(recipient);
          acknowledgements.push([recipient, opt]);
        }
      }
    }
    // Meta waits for the 200 and retries a slow webhook: the acknowledgements are not awaited.
    for (const [recipient, opt] of options.acknowledge ? acknowledgements : []) {
      options.acknowledge!(recipient, opt).catch((error: unknown) =>
        request.log.warn({ error: String(error) }, 'WhatsApp STOP/START acknowledgement not sent'),
      );
    }
    return reply.code(200).send({ received: true });
  });
};
