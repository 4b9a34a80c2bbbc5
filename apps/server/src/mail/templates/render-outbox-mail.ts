import {
  CONTACT_MESSAGE_KIND,
  CONTACT_REPLY_KIND,
  GIFT_CARD_CODES_KIND,
  ORDER_CONFIRMATION_KIND,
  ORDER_STATUS_KIND,
  PASSWORD_RESET_KIND,
  REFUND_NOTICE_KIND,
  RESTOCK_ALERT_KIND,
  SIGN_IN_LOCKOUT_KIND,
} from '../mail-queue.js';
import { renderContactMessage } from './contact-message.js';
import { ContactReplyPayload, renderContactReply } from './contact-reply.js';
import { renderGiftCardCodes } from './gift-card-codes.js';
import type { MailContext, RenderedMail } from './mail-layout.js';
import {
  ContactMessagePayload,
  GiftCardCodesPayload,
  OrderConfirmationPayload,
  OrderStatusPayload,
  PasswordResetPayload,
  SignInLockoutPayload,
} from './mail-payloads.js';
import { renderOrderConfirmation } from './order-confirmation.js';
import { renderOrderStatus } from './order-status.js';
import { renderPasswordReset } from './password-reset.js';
import { RefundNoticePayload, renderRefundNotice } from './refund-notice.js';
import { renderRestockAlert, RestockAlertPayload } from './restock-alert.js';
import { renderSignInLockout } from './sign-in-lockout.js';

/** A message ready for the transport: recipients plus the rendered subject and bodies. */
export interface OutboxMail extends RenderedMail {
  to: string;
  replyTo?: string;
}

/** The outbox row cannot become an e-mail (unknown kind, payload of the wrong shape): retrying will not help. */
export class UnrenderableMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnrenderableMailError';
  }
}

function parse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: Error } },
  kind: string,
  payload: unknown,
): T {
  const result = schema.safeParse(payload);
  if (!result.success)
    throw new UnrenderableMailError(`${kind}: payload does not fit: ${result.error.message}`);
  return result.data;
}

/** Turns an outbox row of an `email:` kind into the message to send. */
export function renderOutboxMail(kind: string, payload: unknown, context: MailContext): OutboxMail {
  switch (kind) {
    case ORDER_CONFIRMATION_KIND: {
      const mail = parse(OrderConfirmationPayload, kind, payload);
      return { to: mail.to, ...renderOrderConfirmation(mail, context) };
    }
    case GIFT_CARD_CODES_KIND: {
      const mail = parse(GiftCardCodesPayload, kind, payload);
      return { to: mail.to, ...renderGiftCardCodes(mail, context) };
    }
    case CONTACT_MESSAGE_KIND: {
      const mail = parse(ContactMessagePayload, kind, payload);
      return { to: mail.to, replyTo: mail.replyTo, ...renderContactMessage(mail, context) };
    }
    case CONTACT_REPLY_KIND: {
      const mail = parse(ContactReplyPayload, kind, payload);
      const replyTo = mail.replyTo ? { replyTo: mail.replyTo } : {};
      return { to: mail.to, ...replyTo, ...renderContactReply(mail, context) };
    }
    case SIGN_IN_LOCKOUT_KIND: {
      const mail = parse(SignInLockoutPayload, kind, payload);
      return { to: mail.to, ...renderSignInLockout(mail, context) };
    }
    case ORDER_STATUS_KIND: {
      const mail = parse(OrderStatusPayload, kind, payload);
      return { to: mail.to, ...renderOrderStatus(mail, context) };
    }
    case PASSWORD_RESET_KIND: {
      const mail = parse(PasswordResetPayload, kind, payload);
      return { to: mail.to, ...renderPasswordReset(mail, context) };
    }
    case RESTOCK_ALERT_KIND: {
      const mail = parse(RestockAlertPayload, kind, payload);
      return { to: mail.to, ...renderRestockAlert(mail, context) };
    }
    case REFUND_NOTICE_KIND: {
      const mail = parse(RefundNoticePayload, kind, payload);
      return { to: mail.to, ...renderRefundNotice(mail, context) };
    }
    default:
      throw new UnrenderableMailError(`no e-mail template for outbox kind ${kind}`);
  }
}
