import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  renderWhatsAppBody,
  SHOP_WHATSAPP_TEMPLATES,
  WHATSAPP_BODY_MAX,
  WHATSAPP_TEST_TEMPLATE,
} from '@matjar/core';
import { signWebhook } from '../webhook-signature.js';

/**
 * A local fake of Meta's WhatsApp Business Cloud API, started by the tests themselves (docs/whatsapp.md lists
 * what it implements from Meta's reference): POST /{version}/{phone-number-id}/messages with a bearer token,
 * template checks against the templates registered here, Meta's answer and error shapes, and status and inbound
 * message webhooks POSTed to the shop signed with X-Hub-Signature-256.
 */
export interface FakeTemplate {
  name: string;
  /** Meta's language code: ar, en, en_US… */
  language: string;
  /** How many body parameters ({{1}}…) the template has. */
  parameters: number;
  /** Meta's review state (APPROVED when not given); only an approved template can be sent. */
  status?: string;
  /** The approved body text; when given, a send is rendered with it (FakeSentMessage.text). */
  body?: string;
}

/**
 * The templates a shop creates in Meta's manager (core's SHOP_WHATSAPP_TEMPLATES, docs/whatsapp.md) by name,
 * with the body parameter count each approved template has.
 */
export const SHOP_TEMPLATE_PARAMETERS: Record<string, number> = Object.fromEntries(
  SHOP_WHATSAPP_TEMPLATES.map((template) => [template.name, template.parameters]),
);

/** Every shop template in both languages with its body, and Meta's sample hello_world every account is given. */
export function shopTemplates(): FakeTemplate[] {
  return [
    ...SHOP_WHATSAPP_TEMPLATES.flatMap((template) =>
      (['ar', 'en'] as const).map((language) => ({
        name: template.name,
        language,
        parameters: template.parameters,
        body: template.body[language],
      })),
    ),
    { name: WHATSAPP_TEST_TEMPLATE.name, language: WHATSAPP_TEST_TEMPLATE.language, parameters: 0 },
  ];
}

/** The sending number as the fake describes it (GET /{phone-number-id}). */
export const FAKE_PHONE_NUMBER = {
  verified_name: 'Matjar Electronics',
  display_phone_number: '+974 4000 0000',
  quality_rating: 'GREEN',
};

export interface FakeSentMessage {
  wamid: string;
  to: string;
  type: string;
  template?: { name: string; language: string; parameters: string[] };
  /** The message as the recipient reads it: the template's body with its parameters in place. */
  text?: string;
}

export type FakeStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface FakeCloudApiOptions {
  token: string;
  phoneNumberId: string;
  /** The WhatsApp Business account whose templates GET /{id}/message_templates lists. */
  businessAccountId?: string;
  appSecret: string;
  version?: string;
  templates: FakeTemplate[];
  /** Where the webhooks go (the shop's /api/whatsapp/webhook); can be set later with setWebhookUrl. */
  webhookUrl?: string;
}

interface GraphErrorSpec {
  status: number;
  code: number;
  message: string;
  details: string;
  type?: string;
}

export const FAKE_ERRORS = {
  unknownTemplate: (name: string, language: string): GraphErrorSpec => ({
    status: 404,
    code: 132001,
    message: '(#132001) Template name does not exist in the translation',
    details: `template name (${name}) does not exist in ${language}`,
  }),
  parameterCount: (expected: number, given: number): GraphErrorSpec => ({
    status: 400,
    code: 132000,
    message: '(#132000) Number of parameters does not match the expected number of params',
    details: `body: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
  }),
  outsideWindow: (): GraphErrorSpec => ({
    status: 400,
    code: 131047,
    message: '(#131047) Re-engagement message',
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  }),
  rateLimit: (): GraphErrorSpec => ({
    status: 429,
    code: 130429,
    message: '(#130429) Rate limit hit',
    details: 'Cloud API message throughput has been reached.',
  }),
  textTooLong: (length: number): GraphErrorSpec => ({
    status: 400,
    code: 132005,
    message: '(#132005) Translated text too long',
    details: `the body with its parameters is ${length} characters, more than ${WHATSAPP_BODY_MAX}`,
  }),
  parameterFormat: (): GraphErrorSpec => ({
    status: 400,
    code: 132018,
    message: '(#132018) There was an issue with the parameters in your template.',
    details: 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
  }),
  invalidParameter: (details: string): GraphErrorSpec => ({
    status: 400,
    code: 100,
    message: '(#100) Invalid parameter',
    details,
  }),
  unauthorized: (): GraphErrorSpec => ({
    status: 401,
    code: 190,
    message: 'Invalid OAuth access token - Cannot parse access token',
    details: 'Invalid OAuth access token',
  }),
};

/** The business account id the fake answers for when none is given. */
export const BUSINESS_ACCOUNT_ID = '9876543210';

export async function startFakeCloudApi(options: FakeCloudApiOptions) {
  const version = options.version ?? 'v21.0';
  const templates = [...options.templates];
  const sent: FakeSentMessage[] = [];
  /** Recipients whose 24-hour customer-service window is open (they wrote to the shop). */
  const openWindows = new Set<string>();
  /** Recipients not on WhatsApp: accepted, then a failed status with 131026 (as Meta does, asynchronously). */
  const undeliverable = new Set<string>();
  const injected: GraphErrorSpec[] = [];
  let webhookUrl = options.webhookUrl;
  let requests = 0;

  function reply(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }
  function fail(response: ServerResponse, spec: GraphErrorSpec) {
    reply(response, spec.status, {
      error: {
        message: spec.message,
        type: spec.type ?? 'OAuthException',
        code: spec.code,
        error_data: { messaging_product: 'whatsapp', details: spec.details },
        fbtrace_id: randomBytes(12).toString('base64url'),
      },
    });
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** The Graph reads of the Settings card's check: the number, and the account's templates. */
  function handleGet(request: IncomingMessage, response: ServerResponse, path: string): boolean {
    if (request.method !== 'GET') return false;
    const phonePath = `/${version}/${options.phoneNumberId}`;
    const templatesPath = `/${version}/${options.businessAccountId ?? BUSINESS_ACCOUNT_ID}/message_templates`;
    if (path !== phonePath && path !== templatesPath) return false;
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      fail(response, FAKE_ERRORS.unauthorized());
      return true;
    }
    const next = injected.shift();
    if (next) {
      fail(response, next);
      return true;
    }
    if (path === phonePath) {
      reply(response, 200, { ...FAKE_PHONE_NUMBER, id: options.phoneNumberId });
      return true;
    }
    reply(response, 200, {
      data: templates.map((t, index) => ({
        name: t.name,
        language: t.language,
        status: t.status ?? 'APPROVED',
        category: 'UTILITY',
        id: String(1_000_000 + index),
      })),
      paging: { cursors: { before: 'MAZDZD', after: 'MjQZD' } },
    });
    return true;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    requests += 1;
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (handleGet(request, response, path)) return;
    if (request.method !== 'POST' || path !== `/${version}/${options.phoneNumberId}/messages`) {
      return fail(response, {
        status: 400,
        code: 100,
        type: 'GraphMethodException',
        message: `Unsupported ${request.method} request.`,
        details: path,
      });
    }
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return fail(response, FAKE_ERRORS.unauthorized());
    const raw = await readBody(request);
    const next = injected.shift();
    if (next) return fail(response, next);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return fail(response, FAKE_ERRORS.invalidParameter('body is not JSON'));
    }
    if (body.messaging_product !== 'whatsapp') {
      return fail(response, FAKE_ERRORS.invalidParameter('messaging_product must be whatsapp'));
    }
    const to = typeof body.to === 'string' ? body.to.replace(/^\+/, '') : '';
    if (!/^\d{8,15}$/.test(to))
      return fail(response, FAKE_ERRORS.invalidParameter('to is not a phone number'));
    const message: FakeSentMessage = { wamid: '', to, type: String(body.type) };
    if (body.type === 'template') {
      const template = body.template as
        | {
            name?: string;
            language?: { code?: string };
            components?: { type?: string; parameters?: { text?: string }[] }[];
          }
        | undefined;
      const name = template?.name ?? '';
      const language = template?.language?.code ?? '';
      const registered = templates.find(
        (t) => t.name === name && t.language === language && (t.status ?? 'APPROVED') === 'APPROVED',
      );
      if (!registered) return fail(response, FAKE_ERRORS.unknownTemplate(name, language));
      const parameters = (template?.components ?? [])
        .filter((component) => component.type === 'body')
        .flatMap((component) => component.parameters ?? [])
        .map((parameter) => String(parameter.text ?? ''));
      if (parameters.length !== registered.parameters) {
        return fail(response, FAKE_ERRORS.parameterCount(registered.parameters, parameters.length));
      }
      if (parameters.some((text) => /[\n\t]| {5}/.test(text)))
        return fail(response, FAKE_ERRORS.parameterFormat());
      if (parameters.some((text) => text.trim() === ''))
        return fail(response, FAKE_ERRORS.invalidParameter('a body parameter is empty'));
      message.template = { name, language, parameters };
      if (registered.body !== undefined) {
        message.text = renderWhatsAppBody(registered.body, parameters);
        if (message.text.length > WHATSAPP_BODY_MAX)
          return fail(response, FAKE_ERRORS.textTooLong(message.text.length));
      }
    } else if (body.type === 'text') {
      // Free-form messages only inside the 24-hour window the customer opened.
      if (!openWindows.has(to)) return fail(response, FAKE_ERRORS.outsideWindow());
      const text = (body.text as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string' || text.trim() === '')
        return fail(response, FAKE_ERRORS.invalidParameter('text.body is required'));
      message.text = text;
    } else {
      return fail(
        response,
        FAKE_ERRORS.invalidParameter(`type ${String(body.type)} is not supported by the fake`),
      );
    }
    message.wamid = `wamid.${randomBytes(24).toString('base64url')}`;
    sent.push(message);
    reply(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: String(body.to), wa_id: to }],
      messages: [
        { id: message.wamid, ...(message.type === 'template' ? { message_status: 'accepted' } : {}) },
      ],
    });
    if (undeliverable.has(to)) {
      void postWebhook(statusPayload(message.wamid, to, 'failed', 131026)).catch(() => {});
    }
  }

  function envelope(value: Record<string, unknown>) {
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WHATSAPP_BUSINESS_ACCOUNT_ID',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '97440000000', phone_number_id: options.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    };
  }

  function statusPayload(wamid: string, recipient: string, status: FakeStatus, errorCode?: number) {
    return envelope({
      statuses: [
        {
          id: wamid,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: recipient,
          ...(status === 'failed'
            ? {
                errors: [
                  {
                    code: errorCode ?? 131026,
                    title: 'Message undeliverable',
                    message: 'Message undeliverable',
                    error_data: { details: 'Message Undeliverable.' },
                  },
                ],
              }
            : {}),
        },
      ],
    });
  }

  /** POSTs a webhook to the shop as Meta does; returns the shop's answer status. */
  async function postWebhook(payload: unknown, signWith: string | null = options.appSecret): Promise<number> {
    if (!webhookUrl) throw new Error('fake WhatsApp API: no webhook URL set');
    const raw = JSON.stringify(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signWith !== null) headers['x-hub-signature-256'] = signWebhook(signWith, raw);
    const response = await fetch(webhookUrl, { method: 'POST', headers, body: raw });
    await response.arrayBuffer();
    return response.status;
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The WHATSAPP_API_URL to give the shop (with the version). */
    apiUrl: `http://127.0.0.1:${port}/${version}`,
    sent,
    get requests() {
      return requests;
    },
    registerTemplate(template: FakeTemplate) {
      templates.push(template);
    },
    /** Meta's review changed a template's state (REJECTED, PAUSED…), or the account deleted it (null). */
    setTemplateStatus(name: string, language: string, status: string | null) {
      const index = templates.findIndex((t) => t.name === name && t.language === language);
      if (index < 0) return;
      if (status === null) templates.splice(index, 1);
      else templates[index] = { ...templates[index]!, status };
    },
    openWindow(phone: string) {
      openWindows.add(phone);
    },
    markUndeliverable(phone: string) {
      undeliverable.add(phone);
    },
    /** The next send answers with this error (rate limit, 5xx, …), then the fake behaves again. */
    failNext(spec: GraphErrorSpec) {
      injected.push(spec);
    },
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    statusPayload,
    /** An inbound text message from a customer, as the messages webhook carries it. */
    inboundPayload(from: string, text: string) {
      return envelope({
        contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
        messages: [
          {
            from,
            id: `wamid.${randomBytes(24).toString('base64url')}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      });
    },
    /** Sends a status webhook for a message the fake accepted. */
    async deliverStatus(wamid: string, status: FakeStatus, errorCode?: number): Promise<number> {
      const message = sent.find((m) => m.wamid === wamid);
      return postWebhook(statusPayload(wamid, message?.to ?? '0', status, errorCode));
    },
    async sendInbound(from: string, text: string): Promise<number> {
      openWindows.add(from);
      return postWebhook(this.inboundPayload(from, text));
    },
    postWebhook,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeCloudApi = Awaited<ReturnType<typeof startFakeCloudApi>>;
