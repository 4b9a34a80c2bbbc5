import { z } from 'zod';
import { QATAR_MOBILE_FIELD_PATTERN, normalizeQatarMobile } from '../../rules/qatar-mobile.js';
import { WHATSAPP_MESSAGE_EVENTS } from './whatsapp-messages.js';
import { IsoDateTime, rawText } from '../common.js';

/**
 * WhatsApp in the back office's Settings: the card's state, its credentials (secrets entered once and never
 * answered again), the connection check against Meta's Cloud API and the test message.
 */

/** off: nothing is sent; connected: on and the last check passed; needs_attention: on, and something is wrong. */
export const WHATSAPP_STATES = ['off', 'connected', 'needs_attention'] as const;
export type WhatsAppState = (typeof WHATSAPP_STATES)[number];

/** Meta's template review states, and `MISSING` for a template the account does not have. */
export const WHATSAPP_TEMPLATE_STATUSES = [
  'APPROVED',
  'PENDING',
  'REJECTED',
  'PAUSED',
  'DISABLED',
  'IN_APPEAL',
  'MISSING',
  'OTHER',
] as const;
export type WhatsAppTemplateStatus = (typeof WHATSAPP_TEMPLATE_STATUSES)[number];

/** What went wrong in a check: the token, the number id, the business account id, or reaching Meta at all. */
export const WHATSAPP_CHECK_PROBLEMS = ['token', 'phone_number', 'business_account', 'unreachable'] as const;
export type WhatsAppCheckProblem = (typeof WHATSAPP_CHECK_PROBLEMS)[number];

export const AdminWhatsAppCheck = z.object({
  checked_at: IsoDateTime,
  /** The number answered and every template is approved in both languages. */
  ok: z.boolean(),
  problem: z.enum(WHATSAPP_CHECK_PROBLEMS).nullable(),
  /** Meta's own words for the problem (its error message and code), shown as they came. */
  problem_detail: z.string().nullable(),
  phone: z
    .object({
      display_name: z.string().nullable(),
      display_number: z.string().nullable(),
      /** GREEN, YELLOW, RED or UNKNOWN, as Meta rates the number. */
      quality_rating: z.string().nullable(),
    })
    .nullable(),
  /** Each template the shop sends, in each language, with Meta's review state; null: not listed (a problem). */
  templates: z
    .array(
      z.object({
        event: z.enum(WHATSAPP_MESSAGE_EVENTS),
        name: z.string(),
        language: z.enum(['ar', 'en']),
        status: z.enum(WHATSAPP_TEMPLATE_STATUSES),
      }),
    )
    .nullable(),
});
export type AdminWhatsAppCheck = z.infer<typeof AdminWhatsAppCheck>;

/**
 * Why Meta refuses every send until the shop fixes its set-up: `token` (190: invalid or expired access token),
 * `template` (132001 a template missing or not approved in that language, 132000 its parameters not matching,
 * 132015/132016 paused or disabled), `payment` (131042: the business account has no valid payment method),
 * `account` (131031: the account is locked).
 */
export const WHATSAPP_SEND_PROBLEMS = ['token', 'template', 'payment', 'account'] as const;
export type WhatsAppSendProblemKind = (typeof WHATSAPP_SEND_PROBLEMS)[number];

/** Meta's error codes that say the shop's set-up is wrong (not the recipient, not a passing outage). */
export const WHATSAPP_SETUP_ERROR_CODES: Readonly<Record<number, WhatsAppSendProblemKind>> = {
  190: 'token',
  132000: 'template',
  132001: 'template',
  132015: 'template',
  132016: 'template',
  131042: 'payment',
  131031: 'account',
};

/** The last send refused for a set-up reason, until a send goes through again. */
export const AdminWhatsAppSendProblem = z.object({
  kind: z.enum(WHATSAPP_SEND_PROBLEMS),
  code: z.number().int(),
  /** Meta's words, as they came (the template's name is in them for a template problem). */
  detail: z.string(),
  at: IsoDateTime,
});
export type AdminWhatsAppSendProblem = z.infer<typeof AdminWhatsAppSendProblem>;

/** GET /api/admin/whatsapp. Secrets are never answered: only whether each one is set. */
export const AdminWhatsAppSettings = z.object({
  state: z.enum(WHATSAPP_STATES),
  /** environment: WHATSAPP=cloud on the server; its variables win and the card's fields cannot change them. */
  source: z.enum(['screen', 'environment']),
  enabled: z.boolean(),
  phone_number_id: z.string().nullable(),
  business_account_id: z.string().nullable(),
  access_token_set: z.boolean(),
  app_secret_set: z.boolean(),
  /** Everything needed to switch on is entered. */
  complete: z.boolean(),
  /** What to paste into Meta's webhook settings. */
  webhook_url: z.string(),
  verify_token: z.string().nullable(),
  /** The template name sent for each event (the environment may name others). */
  template_names: z.record(z.enum(WHATSAPP_MESSAGE_EVENTS), z.string()),
  last_check: AdminWhatsAppCheck.nullable(),
  send_problem: AdminWhatsAppSendProblem.nullable(),
});
export type AdminWhatsAppSettings = z.infer<typeof AdminWhatsAppSettings>;

/** Meta's ids are digits; a pasted id with spaces around it is taken trimmed. */
const MetaId = rawText(40)
  .trim()
  .regex(/^\d{5,30}$/, { message: 'WHATSAPP_ID_INVALID' });
/** A secret: kept as typed (trimmed); blank or absent keeps the stored one. */
const Secret = rawText(1000)
  .trim()
  .regex(/^[\x21-\x7e]*$/, { message: 'WHATSAPP_SECRET_INVALID' });

/** PUT /api/admin/whatsapp/credentials: each field absent or blank keeps what is stored. */
export const AdminWhatsAppCredentialsBody = z.object({
  phone_number_id: z.union([MetaId, z.literal('')]).optional(),
  business_account_id: z.union([MetaId, z.literal('')]).optional(),
  access_token: Secret.optional(),
  app_secret: Secret.optional(),
});
export type AdminWhatsAppCredentialsBody = z.infer<typeof AdminWhatsAppCredentialsBody>;

/** PUT /api/admin/whatsapp/enabled. */
export const AdminWhatsAppEnabledBody = z.object({ enabled: z.boolean() });

/** POST /api/admin/whatsapp/test-message: a Qatari mobile, however typed. */
export const AdminWhatsAppTestMessageBody = z.object({
  phone: rawText(40)
    .min(1, { message: 'REQUIRED' })
    .regex(QATAR_MOBILE_FIELD_PATTERN, { message: 'PHONE_INVALID' })
    .transform((typed, context) => {
      const phone = normalizeQatarMobile(typed);
      if (phone === null) {
        context.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
        return z.NEVER;
      }
      return phone;
    }),
});

export const AdminWhatsAppTestMessageResponse = z.object({
  /** '+974 5512 3456' */
  sent_to: z.string(),
  /** Meta's id of the accepted message. */
  message_id: z.string(),
});

/**
 * GET /api/admin/whatsapp/status: whether WhatsApp messages are sent at all (the Users and order screens), and
 * the set-up problem stopping every send while there is one (the dashboard raises it).
 */
export const AdminWhatsAppStatusResponse = z.object({
  on: z.boolean(),
  send_problem: AdminWhatsAppSendProblem.nullable(),
});
export type AdminWhatsAppStatusResponse = z.infer<typeof AdminWhatsAppStatusResponse>;
