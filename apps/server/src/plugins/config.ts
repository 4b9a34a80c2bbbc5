import { createHash } from 'node:crypto';
import { z } from 'zod';
import { SHOP_WHATSAPP_TEMPLATES, type WhatsAppMessageEvent } from '@matjar/core';
import type { S3Settings } from '../storage/s3-media-store.js';
import { isProxyAddress, isPublicAddress } from './network-addresses.js';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** The template name docs/whatsapp.md gives an event (the default of its optional variable). */
const templateName = (event: WhatsAppMessageEvent) =>
  SHOP_WHATSAPP_TEMPLATES.find((template) => template.event === event)!.name;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What WHATSAPP=cloud cannot start without: the Cloud API's credentials, the webhook's secrets, each template. */
const WHATSAPP_REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_TEMPLATE_ORDER_RECEIVED',
  'WHATSAPP_TEMPLATE_ORDER_CONFIRMED',
  'WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY',
  'WHATSAPP_TEMPLATE_DELIVERED',
  'WHATSAPP_TEMPLATE_PAYMENT_REMINDER',
  'WHATSAPP_TEMPLATE_STAFF_NEW_ORDER',
] as const;

/** Every environment variable the server reads, with its default. `.env.example` mirrors this list. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number from 1 to 65535' })
      .int('must be a port number from 1 to 65535')
      .min(1, 'must be a port number from 1 to 65535')
      .max(65_535, 'must be a port number from 1 to 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    CANONICAL_HOST: z.enum(['redirect', 'off']).optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .transform((value) => value.split(/[\s,]+/).filter(Boolean))
      .pipe(z.array(z.string().refine(isProxyAddress, 'use IP addresses or CIDR ranges, comma-separated')))
      .optional(),
    RATE_LIMIT_EXEMPT: z
      .string()
      .trim()
      .transform((value) => value.split(/[\s,]+/).filter(Boolean))
      .pipe(
        z.array(
          z.string().refine((value) => /^[\d.:a-f]+(\/\d+)?$/i.test(value) && isProxyAddress(value), {
            message: 'use IP addresses or CIDR ranges, comma-separated',
          }),
        ),
      )
      .default([]),
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    UPLOADS_DIR: z.string().trim().min(1).optional(),
    DATABASE_URL: z
      .string()
      .trim()
      .refine((value) => !/^(file|memory):/.test(value), {
        message:
          'PGlite is no longer an engine: unset DATABASE_URL (the shop runs its own PostgreSQL in DATA_DIR and carries DATA_DIR/pglite over) or use postgres://…',
      })
      .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), {
        message: 'use postgres://user:password@host:port/database',
      })
      .optional(),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .refine((value) => !/[?#]/.test(value), { message: 'must be a plain address, without ? or #' })
      .optional(),
    GIFT_CODES_KEY: z
      .string()
      .trim()
      .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, {
        message: 'must be 32 bytes: 64 hex digits (openssl rand -hex 32) or base64',
      })
      .optional(),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText,
    ADMIN_EMAIL: z.email().optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().trim().min(3).default('Matjar <no-reply@matjar.local>'),
    PAYMENT_GATEWAY: z.enum(['sandbox', 'skipcash']).default('sandbox'),
    SANDBOX_PAYMENT_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
    /** How long a card refund waits for the gateway's answer before it is left pending (tried again later). */
    PAYMENT_REFUND_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
    SKIPCASH_URL: z.url().optional(),
    SKIPCASH_CLIENT_ID: optionalText,
    SKIPCASH_KEY_ID: optionalText,
    SKIPCASH_KEY_SECRET: optionalText,
    SKIPCASH_WEBHOOK_KEY: optionalText,
    WHATSAPP: z.enum(['off', 'cloud']).default('off'),
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_BUSINESS_ACCOUNT_ID: optionalText,
    WHATSAPP_APP_SECRET: optionalText,
    WHATSAPP_VERIFY_TOKEN: optionalText,
    WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
    WHATSAPP_TEMPLATE_ORDER_RECEIVED: optionalText,
    WHATSAPP_TEMPLATE_ORDER_CONFIRMED: optionalText,
    WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY: optionalText,
    WHATSAPP_TEMPLATE_DELIVERED: optionalText,
    WHATSAPP_TEMPLATE_PAYMENT_REMINDER: optionalText,
    WHATSAPP_TEMPLATE_STAFF_NEW_ORDER: optionalText,
    WHATSAPP_TEMPLATE_REFUND: optionalText,
    WHATSAPP_TEMPLATE_PART_RETURN: optionalText,
    WHATSAPP_TEMPLATE_DELIVERY_FAILED: optionalText,
    WHATSAPP_TEMPLATE_ORDER_CANCELED: optionalText,
    WHATSAPP_TEMPLATE_ORDER_RETURNED: optionalText,
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3') {
      for (const key of ['S3_BUCKET', 'S3_REGION'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when STORAGE=s3' });
      }
    }
    // A key without its secret (or the reverse) is a mistake, not a wish for the SDK's own credential chain.
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    if (env.PAYMENT_GATEWAY === 'skipcash') {
      for (const key of [
        'SKIPCASH_CLIENT_ID',
        'SKIPCASH_KEY_ID',
        'SKIPCASH_KEY_SECRET',
        'SKIPCASH_WEBHOOK_KEY',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when PAYMENT_GATEWAY=skipcash' });
      }
    }
    if (env.WHATSAPP === 'cloud') {
      for (const key of WHATSAPP_REQUIRED) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when WHATSAPP=cloud' });
      }
    }
    const adminGiven = [env.ADMIN_USERNAME, env.ADMIN_PASSWORD].filter(Boolean).length;
    if (adminGiven === 1) {
      const missing = env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD go together',
      });
    }
    if (env.PAYMENT_GATEWAY === 'sandbox' && !env.SANDBOX_PAYMENT_SECRET && isPublicAddress(env.PUBLIC_URL)) {
      // The derived secret is computable by anyone who can guess the database URL; on a reachable address a
      // forged callback would mark orders paid.
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_PAYMENT_SECRET'],
        message:
          'required when the sandbox gateway runs on a public PUBLIC_URL (or use PAYMENT_GATEWAY=skipcash)',
      });
    }
    if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 8) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'must be at least 8 characters' });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  /** True when PUBLIC_URL is https: only then do we ask browsers to upgrade requests and pin HSTS. */
  servesHttps: boolean;
  port: number;
  host: string;
  /** Origin of every absolute link the shop writes (pages, sitemap, e-mails, callbacks), without a trailing slash. */
  publicUrl: string;
  /**
   * Whether requests under another Host are sent to PUBLIC_URL (decision 029): `strict` when PUBLIC_URL is set,
   * `loopback` (127.0.0.1 and [::1] only) when it is the default, `off` under NODE_ENV=test or CANONICAL_HOST=off.
   */
  canonicalHost: 'strict' | 'loopback' | 'off';
  /**
   * Addresses of the reverse proxies whose X-Forwarded-For/-Proto/-Host are believed (Fastify's trustProxy);
   * false when none, so a client cannot claim another address or host.
   */
  trustProxy: string[] | false;
  /** Client addresses the per-address abuse limits skip (monitoring, load tests); per-account limits still apply. */
  rateLimitExempt: string[];
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string;
  storage: Env['STORAGE'];
  /**
   * The bucket's settings when S3_BUCKET and S3_REGION are set (required with STORAGE=s3). Read under
   * STORAGE=local too, so `npm run media:copy` can fill the bucket before the shop is switched to it.
   */
  s3: S3Settings | undefined;
  /** Seals brand gift-card codes at rest; undefined: the key file in dataDir (made once). */
  giftCodesKey: string | undefined;
  admin: { username: string; password: string; email: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  /** Milliseconds a card refund waits for the gateway before it stays pending (PAYMENT_REFUND_TIMEOUT_MS). */
  refundTimeoutMs: number;
  payments:
    | {
        gateway: 'sandbox';
        /** Signs the sandbox gateway's callbacks (HMAC-SHA256). */
        secret: string;
      }
    | {
        gateway: 'skipcash';
        url: string;
        clientId: string;
        keyId: string;
        keySecret: string;
        webhookKey: string;
      };
  /** WHATSAPP=off (the default) sends nothing; cloud sends through Meta's WhatsApp Business Cloud API. */
  whatsapp: WhatsAppConfig;
}

/**
 * WHATSAPP=cloud: the environment's credentials, which win over the Settings screen. Otherwise (off, the
 * default) the Settings screen connects WhatsApp and switches it on; the Graph API address still comes from here.
 */
export type WhatsAppConfig =
  | { mode: 'off'; apiUrl: string }
  | {
      mode: 'cloud';
      token: string;
      phoneNumberId: string;
      /** Lists the templates in the Settings card's check; optional (the check then says it cannot list them). */
      businessAccountId: string | undefined;
      /** Signs the webhooks (X-Hub-Signature-256). */
      appSecret: string;
      /** Answered in the webhook subscription handshake. */
      verifyToken: string;
      /** Graph API base with its version, without a trailing slash. */
      apiUrl: string;
      templates: WhatsAppTemplates;
    };

/** The approved template name of each message kind. */
export interface WhatsAppTemplates {
  orderReceived: string;
  orderConfirmed: string;
  outForDelivery: string;
  delivered: string;
  paymentReminder: string;
  staffNewOrder: string;
  /** Optional in the environment (added later): the default name when unset, so a running shop keeps starting. */
  refund: string;
  partReturn: string;
  deliveryFailed: string;
  orderCanceled: string;
  orderReturned: string;
}

/** Raised for a bad environment; the message names each offending variable. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      'Invalid configuration:\n' +
        problems.map(({ variable, message }) => `  ${variable}: ${message}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/**
 * Without SANDBOX_PAYMENT_SECRET the sandbox gateway signs with a secret derived from the database URL: every
 * process on the same database agrees on it across restarts, and nobody has to configure anything to try the
 * shop. The sandbox takes no real money; a real gateway has its own configured keys.
 */
function derivedSandboxSecret(databaseUrl: string): string {
  return createHash('sha256').update(`matjar-sandbox-payments:${databaseUrl}`).digest('base64url');
}

/** Reads the environment once, at start-up; nothing else in the server touches process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings (`PORT=` in a .env file) mean "not set", so defaults apply.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      })),
    );
  }
  const env = parsed.data;
  const dataDir = env.DATA_DIR.replace(/\/+$/, '');
  const databaseUrl = env.DATABASE_URL ?? `embedded:${dataDir}/postgres`;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    servesHttps: (env.PUBLIC_URL ?? '').startsWith('https://'),
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    canonicalHost:
      (env.CANONICAL_HOST ?? (env.NODE_ENV === 'test' ? 'off' : 'redirect')) === 'off'
        ? 'off'
        : env.PUBLIC_URL
          ? 'strict'
          : 'loopback',
    trustProxy: env.TRUST_PROXY?.length ? env.TRUST_PROXY : false,
    rateLimitExempt: env.RATE_LIMIT_EXEMPT,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataDir,
    uploadsDir: env.UPLOADS_DIR ?? `${dataDir}/uploads`,
    // The embedded PostgreSQL server lives in DATA_DIR unless DATABASE_URL names an external one.
    databaseUrl,
    storage: env.STORAGE,
    s3:
      env.S3_BUCKET && env.S3_REGION
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    giftCodesKey: env.GIFT_CODES_KEY,
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? {
            username: env.ADMIN_USERNAME,
            password: env.ADMIN_PASSWORD,
            email: env.ADMIN_EMAIL ?? 'admin@matjar.local',
          }
        : undefined,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    refundTimeoutMs: env.PAYMENT_REFUND_TIMEOUT_MS,
    payments:
      env.PAYMENT_GATEWAY === 'skipcash'
        ? {
            gateway: 'skipcash',
            url: env.SKIPCASH_URL ?? 'https://api.skipcash.app',
            clientId: env.SKIPCASH_CLIENT_ID!,
            keyId: env.SKIPCASH_KEY_ID!,
            keySecret: env.SKIPCASH_KEY_SECRET!,
            webhookKey: env.SKIPCASH_WEBHOOK_KEY!,
          }
        : { gateway: 'sandbox', secret: env.SANDBOX_PAYMENT_SECRET ?? derivedSandboxSecret(databaseUrl) },
    whatsapp:
      env.WHATSAPP === 'cloud'
        ? {
            mode: 'cloud',
            token: env.WHATSAPP_TOKEN!,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
            businessAccountId: env.WHATSAPP_BUSINESS_ACCOUNT_ID,
            appSecret: env.WHATSAPP_APP_SECRET!,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
            apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ''),
            templates: {
              orderReceived: env.WHATSAPP_TEMPLATE_ORDER_RECEIVED!,
              orderConfirmed: env.WHATSAPP_TEMPLATE_ORDER_CONFIRMED!,
              outForDelivery: env.WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY!,
              delivered: env.WHATSAPP_TEMPLATE_DELIVERED!,
              paymentReminder: env.WHATSAPP_TEMPLATE_PAYMENT_REMINDER!,
              staffNewOrder: env.WHATSAPP_TEMPLATE_STAFF_NEW_ORDER!,
              refund: env.WHATSAPP_TEMPLATE_REFUND ?? templateName('refund'),
              partReturn: env.WHATSAPP_TEMPLATE_PART_RETURN ?? templateName('part-return'),
              deliveryFailed: env.WHATSAPP_TEMPLATE_DELIVERY_FAILED ?? templateName('delivery-failed'),
              orderCanceled: env.WHATSAPP_TEMPLATE_ORDER_CANCELED ?? templateName('order-canceled'),
              orderReturned: env.WHATSAPP_TEMPLATE_ORDER_RETURNED ?? templateName('order-returned'),
            },
          }
        : { mode: 'off', apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, '') },
  };
}
