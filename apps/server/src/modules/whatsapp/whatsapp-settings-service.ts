import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  AppError,
  WHATSAPP_TEST_TEMPLATE,
  qatariMobileRecipient,
  type AdminWhatsAppCredentialsBody,
  type AdminWhatsAppSettings,
  type AdminWhatsAppCheck,
} from '@matjar/core';
import { whatsappConnection, type Db, type DbTransaction, type GiftCodeVault } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { notify } from '../../events/notify.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { checkWhatsAppConnection, type GraphAccess } from './whatsapp-graph.js';
import { WhatsAppSendError } from './whatsapp-client.js';
import {
  DEFAULT_TEMPLATES,
  templateNamesByEvent,
  type WhatsAppConnection,
  type WhatsAppConnectionState,
} from './whatsapp-connection.js';

export interface WhatsAppSettingsServiceOptions {
  db: Db;
  vault: GiftCodeVault;
  connection: WhatsAppConnection;
  publicUrl: string;
  now: () => Date;
  /** Replaces fetch for the Graph API reads (tests). */
  fetch?: typeof fetch;
}

const ENTITY = { entityType: 'whatsapp_settings', entityId: 1, entityName: 'WhatsApp' } as const;

/** The card's state: off, connected (on and the last check passed) or needs attention (on, and it did not). */
export function whatsappStateOf(state: WhatsAppConnectionState): AdminWhatsAppSettings['state'] {
  if (!state.on) return 'off';
  return state.lastCheck?.ok && !state.sendProblem ? 'connected' : 'needs_attention';
}

/**
 * The Settings card's WhatsApp connection: the credentials entered once (secrets sealed, never answered again),
 * switching on and off, the connection check against the Cloud API and the test message. Every change is in the
 * activity log in its transaction and announced to every process (whatsappSettingsChanged).
 */
export function createWhatsAppSettingsService(options: WhatsAppSettingsServiceOptions) {
  const { db, vault, connection } = options;

  function view(): AdminWhatsAppSettings {
    const state = connection.state();
    return {
      state: whatsappStateOf(state),
      source: state.source,
      enabled: state.source === 'environment' ? true : state.on,
      phone_number_id: state.phoneNumberId,
      business_account_id: state.businessAccountId,
      access_token_set: state.accessTokenSet,
      app_secret_set: state.appSecretSet,
      complete: state.credentials !== null,
      webhook_url: `${options.publicUrl}/api/whatsapp/webhook`,
      verify_token: state.verifyToken,
      template_names: templateNamesByEvent(state.credentials?.templates ?? DEFAULT_TEMPLATES),
      last_check: state.lastCheck,
      send_problem: state.sendProblem,
    };
  }

  function refuseEnvironment() {
    if (connection.state().source === 'environment') throw new AppError('WHATSAPP_SET_BY_ENVIRONMENT');
  }

  /** Runs the change with the row locked (made on first use), then tells every process to read it again. */
  async function change<T>(
    work: (tx: DbTransaction, row: typeof whatsappConnection.$inferSelect) => Promise<T>,
  ) {
    const result = await db.transaction(async (tx) => {
      await tx.insert(whatsappConnection).values({ id: 1 }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(whatsappConnection)
        .where(eq(whatsappConnection.id, 1))
        .for('update');
      const answer = await work(tx, row!);
      await notify(tx, CHANNELS.whatsappSettingsChanged, '{}');
      return answer;
    });
    // This process at once; the others when the notification arrives.
    await connection.reload();
    return result;
  }

  function credentials() {
    const current = connection.state().credentials;
    if (!current) throw new AppError('WHATSAPP_NOT_READY');
    return current;
  }

  /** Calls the Cloud API with the entered credentials (on or off) and keeps the answer for the card's state. */
  async function check(): Promise<AdminWhatsAppSettings> {
    const current = credentials();
    const access: GraphAccess = {
      apiUrl: current.apiUrl,
      token: current.token,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    };
    const result: AdminWhatsAppCheck = await checkWhatsAppConnection({
      access,
      phoneNumberId: current.phoneNumberId,
      businessAccountId: current.businessAccountId,
      templateNames: templateNamesByEvent(current.templates),
      now: options.now(),
    });
    await db
      .insert(whatsappConnection)
      .values({ id: 1, lastCheck: result })
      .onConflictDoUpdate({ target: whatsappConnection.id, set: { lastCheck: sql`excluded.last_check` } });
    await notify(db, CHANNELS.whatsappSettingsChanged, '{}');
    await connection.reload();
    return view();
  }

  return {
    view,

    async saveCredentials(actor: ActivityActor, body: AdminWhatsAppCredentialsBody) {
      refuseEnvironment();
      await change(async (tx, row) => {
        const set: Partial<typeof whatsappConnection.$inferInsert> = {};
        const changed: string[] = [];
        const before = { phone_number_id: row.phoneNumberId, business_account_id: row.businessAccountId };
        if (body.phone_number_id && body.phone_number_id !== row.phoneNumberId) {
          set.phoneNumberId = body.phone_number_id;
          changed.push('phone number id');
        }
        if (body.business_account_id && body.business_account_id !== row.businessAccountId) {
          set.businessAccountId = body.business_account_id;
          changed.push('business account id');
        }
        if (body.access_token) {
          set.accessTokenSealed = vault.sealSecret(body.access_token);
          changed.push(row.accessTokenSealed ? 'access token replaced' : 'access token');
        }
        if (body.app_secret) {
          set.appSecretSealed = vault.sealSecret(body.app_secret);
          changed.push(row.appSecretSealed ? 'app secret replaced' : 'app secret');
        }
        // The webhook's verify token is the shop's own random string, made once, shown to paste into Meta.
        if (!row.verifyTokenSealed)
          set.verifyTokenSealed = vault.sealSecret(randomBytes(24).toString('base64url'));
        if (changed.length === 0 && !set.verifyTokenSealed) return;
        // The last check was of other credentials: the card asks for a new one.
        await tx
          .update(whatsappConnection)
          .set({
            ...set,
            // New credentials: the last check and the last set-up refusal were about the old ones.
            ...(changed.length > 0 ? { lastCheck: null, sendProblem: null } : {}),
            updatedAt: options.now(),
          })
          .where(eq(whatsappConnection.id, 1));
        if (changed.length === 0) return;
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          ...ENTITY,
          // Ids only: the secrets are never written anywhere but the sealed columns.
          old: before,
          new: {
            phone_number_id: set.phoneNumberId ?? row.phoneNumberId,
            business_account_id: set.businessAccountId ?? row.businessAccountId,
          },
          description: `Saved the WhatsApp connection: ${changed.join(', ')}`,
        });
      });
      return view();
    },

    async setEnabled(actor: ActivityActor, enabled: boolean) {
      refuseEnvironment();
      if (enabled) credentials();
      await change(async (tx, row) => {
        if (row.enabled === enabled) return;
        await tx
          .update(whatsappConnection)
          .set({ enabled, updatedAt: options.now() })
          .where(eq(whatsappConnection.id, 1));
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          ...ENTITY,
          old: { enabled: row.enabled },
          new: { enabled },
          description: enabled ? 'Switched WhatsApp messages on' : 'Switched WhatsApp messages off',
        });
      });
      // Switched on, the card's state says at once whether Meta is ready (connected or needs attention).
      return enabled ? check() : view();
    },

    check,

    /** Meta's sample template to a number staff typed: proves the token, the number and delivery end to end. */
    async sendTest(actor: ActivityActor, phone: string) {
      const current = credentials();
      const to = qatariMobileRecipient(phone)!;
      let messageId: string;
      try {
        messageId = await connection.clientFor(current).sendTemplate({
          to,
          template: WHATSAPP_TEST_TEMPLATE.name,
          language: WHATSAPP_TEST_TEMPLATE.language,
          parameters: [],
        });
      } catch (error) {
        const detail = error instanceof WhatsAppSendError ? error.message : String(error);
        throw new AppError('WHATSAPP_TEST_FAILED', { detail: detail.slice(0, 300) });
      }
      await db.transaction((tx) =>
        recordActivity(tx, actor, {
          action: 'CREATE',
          entityType: 'whatsapp_test_message',
          entityName: phone,
          new: { to: phone, template: WHATSAPP_TEST_TEMPLATE.name },
          description: `Sent a WhatsApp test message to ${phone}`,
        }),
      );
      return { sent_to: phone, message_id: messageId };
    },
  };
}
export type WhatsAppSettingsService = ReturnType<typeof createWhatsAppSettingsService>;
