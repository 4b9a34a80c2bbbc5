import { eq } from 'drizzle-orm';
import {
  SHOP_WHATSAPP_TEMPLATES,
  type AdminWhatsAppCheck,
  type AdminWhatsAppSendProblem,
  type WhatsAppMessageEvent,
} from '@matjar/core';
import { whatsappConnection, type Db, type GiftCodeVault } from '@matjar/db';
import type { WhatsAppConfig, WhatsAppTemplates } from '../../plugins/config.js';
import { createCloudClient, type WhatsAppClient } from './whatsapp-client.js';

/** Which template setting sends each event. */
export const TEMPLATE_OF: Record<WhatsAppMessageEvent, keyof WhatsAppTemplates> = {
  'order-received': 'orderReceived',
  'order-confirmed': 'orderConfirmed',
  'out-for-delivery': 'outForDelivery',
  delivered: 'delivered',
  'payment-reminder': 'paymentReminder',
  'staff-new-order': 'staffNewOrder',
  refund: 'refund',
  'part-return': 'partReturn',
  'delivery-failed': 'deliveryFailed',
  'order-canceled': 'orderCanceled',
  'order-returned': 'orderReturned',
};

const defaultName = (event: WhatsAppMessageEvent) =>
  SHOP_WHATSAPP_TEMPLATES.find((template) => template.event === event)!.name;

/** A shop connected from the Settings screen sends the templates under the names docs/whatsapp.md gives. */
export const DEFAULT_TEMPLATES = Object.fromEntries(
  Object.entries(TEMPLATE_OF).map(([event, key]) => [key, defaultName(event as WhatsAppMessageEvent)]),
) as unknown as WhatsAppTemplates;

export function templateNamesByEvent(templates: WhatsAppTemplates): Record<WhatsAppMessageEvent, string> {
  return Object.fromEntries(
    Object.entries(TEMPLATE_OF).map(([event, key]) => [event, templates[key]]),
  ) as Record<WhatsAppMessageEvent, string>;
}

/** Everything needed to call the Cloud API and to take its webhooks. */
export interface WhatsAppCredentials {
  token: string;
  phoneNumberId: string;
  businessAccountId: string | null;
  appSecret: string;
  apiUrl: string;
  templates: WhatsAppTemplates;
}

export interface WhatsAppConnectionState {
  /** environment: WHATSAPP=cloud, whose variables win over the screen. */
  source: 'environment' | 'screen';
  /** Messages are queued and sent. */
  on: boolean;
  phoneNumberId: string | null;
  businessAccountId: string | null;
  accessTokenSet: boolean;
  appSecretSet: boolean;
  /** The handshake's token; null until the screen's first save makes one. */
  verifyToken: string | null;
  /** Set when every credential is there (on or off): the check, the test message and the webhook use them. */
  credentials: WhatsAppCredentials | null;
  lastCheck: AdminWhatsAppCheck | null;
  /** The worker's last send refused for a set-up reason (token, template, payment), until one goes through. */
  sendProblem: AdminWhatsAppSendProblem | null;
}

export interface WhatsAppConnectionOptions {
  db: Db;
  vault: GiftCodeVault;
  config: WhatsAppConfig;
  /** Replaces the Cloud API client (tests). */
  client?: WhatsAppClient;
}

/**
 * The shop's WhatsApp connection as this process knows it: WHATSAPP=cloud's variables, or the Settings row
 * (secrets opened with the shop's sealing key). Read at start and again whenever any process changes the row
 * (the plugin listens), so switching WhatsApp on or off takes effect everywhere without a restart. The
 * module's WhatsAppMessages follow its `on`: while off, no order queues a message.
 */
export function createWhatsAppConnection(options: WhatsAppConnectionOptions) {
  const { config } = options;
  let state: WhatsAppConnectionState = {
    source: config.mode === 'cloud' ? 'environment' : 'screen',
    on: false,
    phoneNumberId: null,
    businessAccountId: null,
    accessTokenSet: false,
    appSecretSet: false,
    verifyToken: null,
    credentials: null,
    lastCheck: null,
    sendProblem: null,
  };
  let client: { for: WhatsAppCredentials; client: WhatsAppClient } | undefined;

  async function readRow() {
    const [row] = await options.db.select().from(whatsappConnection).where(eq(whatsappConnection.id, 1));
    return row;
  }

  async function reload(): Promise<WhatsAppConnectionState> {
    const row = await readRow();
    const lastCheck = (row?.lastCheck ?? null) as AdminWhatsAppCheck | null;
    const sendProblem = (row?.sendProblem ?? null) as AdminWhatsAppSendProblem | null;
    if (config.mode === 'cloud') {
      state = {
        source: 'environment',
        on: true,
        phoneNumberId: config.phoneNumberId,
        businessAccountId: config.businessAccountId ?? null,
        accessTokenSet: true,
        appSecretSet: true,
        verifyToken: config.verifyToken,
        credentials: {
          token: config.token,
          phoneNumberId: config.phoneNumberId,
          businessAccountId: config.businessAccountId ?? null,
          appSecret: config.appSecret,
          apiUrl: config.apiUrl,
          templates: config.templates,
        },
        lastCheck,
        sendProblem,
      };
    } else {
      const open = (sealed: string | null | undefined) => (sealed ? options.vault.openSecret(sealed) : null);
      const token = open(row?.accessTokenSealed);
      const appSecret = open(row?.appSecretSealed);
      const phoneNumberId = row?.phoneNumberId ?? null;
      const businessAccountId = row?.businessAccountId ?? null;
      const credentials =
        token && appSecret && phoneNumberId && businessAccountId
          ? {
              token,
              appSecret,
              phoneNumberId,
              businessAccountId,
              apiUrl: config.apiUrl,
              templates: DEFAULT_TEMPLATES,
            }
          : null;
      state = {
        source: 'screen',
        on: row?.enabled === true && credentials !== null,
        phoneNumberId,
        businessAccountId,
        accessTokenSet: token !== null,
        appSecretSet: appSecret !== null,
        verifyToken: open(row?.verifyTokenSealed),
        credentials,
        lastCheck,
        sendProblem,
      };
    }
    return state;
  }

  function clientFor(credentials: WhatsAppCredentials): WhatsAppClient {
    if (options.client) return options.client;
    if (client?.for !== credentials) {
      client = {
        for: credentials,
        client: createCloudClient({
          apiUrl: credentials.apiUrl,
          phoneNumberId: credentials.phoneNumberId,
          token: credentials.token,
        }),
      };
    }
    return client.client;
  }

  return {
    reload,
    state: () => state,
    /** The client and template names to send with while WhatsApp is on; null while it is off. */
    sender(): { client: WhatsAppClient; templates: WhatsAppTemplates } | null {
      const credentials = state.on ? state.credentials : null;
      return credentials ? { client: clientFor(credentials), templates: credentials.templates } : null;
    },
    /** A client on the entered credentials, on or off (the Settings card's test message). */
    clientFor,
  };
}
export type WhatsAppConnection = ReturnType<typeof createWhatsAppConnection>;
