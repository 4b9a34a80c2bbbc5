import type { Locale } from '@matjar/core';
import {
  CONTACT_MESSAGE_KIND,
  CONTACT_REPLY_KIND,
  DELIVERY_FAILED_KIND,
  PAYMENT_LINK_KIND,
  GIFT_CARD_CODES_KIND,
  ORDER_CONFIRMATION_KIND,
  ORDER_STATUS_KIND,
  GUEST_ORDERS_LINK_KIND,
  PASSWORD_RESET_KIND,
  REFUND_NOTICE_KIND,
  RESTOCK_ALERT_KIND,
  RETURN_NOTICE_KIND,
  SIGN_IN_LOCKOUT_KIND,
} from '../mail-queue.js';
import { renderContactMessage } from './contact-message.js';
import { ContactReplyPayload, renderContactReply } from './contact-reply.js';
import { DeliveryFailedPayload, renderDeliveryFailed } from './delivery-failed.js';
import { PaymentLinkPayload, renderPaymentLink } from './payment-link.js';
import { renderGiftCardCodes } from './gift-card-codes.js';
import type { MailContext, RenderedMail } from './mail-layout.js';
import {
  ContactMessagePayload,
  GiftCardCodesPayload,
  OrderConfirmationPayload,
  OrderStatusPayload,
  GuestOrdersLinkPayload,
  PasswordResetPayload,
  SignInLockoutPayload,
} from './mail-payloads.js';
import { renderOrderConfirmation } from './order-confirmation.js';
import { renderOrderStatus } from './order-status.js';
import { renderGuestOrdersLink } from './guest-orders-link.js';
import { renderPasswordReset } from './password-reset.js';
import { RefundNoticePayload, renderRefundNotice } from './refund-notice.js';
import { ReturnNoticePayload, renderReturnNotice } from './return-notice.js';
import { renderRestockAlert, restockOneClickUrl, RestockAlertPayload } from './restock-alert.js';
import { renderSignInLockout } from './sign-in-lockout.js';

/** A message ready for the transport: recipients, headers, and the rendered subject and bodies. */
export interface OutboxMail extends RenderedMail {
  to: string;
  /** The e-mail's language: the sender's name is written in it too. */
  locale: Locale;
  replyTo?: string;
  /** Headers beyond the addresses and subject; none holds a token or code (mail-headers.test.ts). */
  headers: Record<string, string>;
}

/** RFC 3834: automatic mail says so, so auto-responders (out of office…) do not answer it. */
const AUTOMATIC = { 'Auto-Submitted': 'auto-generated' } as const;

/**
 * What every automatic e-mail to a shopper carries: Auto-Submitted, and a Reply-To of the shop's contact
 * address (site settings), so an answer reaches the shop instead of the no-reply sender.
 */
function toShopper(
  mail: { to: string; locale: Locale },
  context: MailContext,
  rendered: RenderedMail,
): OutboxMail {
  return {
    to: mail.to,
    locale: mail.locale,
    ...(context.shopEmail ? { replyTo: context.shopEmail } : {}),
    headers: { ...AUTOMATIC },
    ...rendered,
  };
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
      return toShopper(mail, context, renderOrderConfirmation(mail, context));
    }
    case GIFT_CARD_CODES_KIND: {
      const mail = parse(GiftCardCodesPayload, kind, payload);
      return toShopper(mail, context, renderGiftCardCodes(mail, context));
    }
    case CONTACT_MESSAGE_KIND: {
      const mail = parse(ContactMessagePayload, kind, payload);
      // To the shop itself; an answer goes to the shopper who wrote.
      return {
        to: mail.to,
        locale: mail.locale,
        replyTo: mail.replyTo,
        headers: { ...AUTOMATIC },
        ...renderContactMessage(mail, context),
      };
    }
    case CONTACT_REPLY_KIND: {
      const mail = parse(ContactReplyPayload, kind, payload);
      // Written by a person: no Auto-Submitted, so the shopper's auto-responder may answer like any mail.
      const replyTo = mail.replyTo ?? context.shopEmail;
      return {
        to: mail.to,
        locale: mail.locale,
        ...(replyTo ? { replyTo } : {}),
        headers: {},
        ...renderContactReply(mail, context),
      };
    }
    case SIGN_IN_LOCKOUT_KIND: {
      const mail = parse(SignInLockoutPayload, kind, payload);
      return toShopper(mail, context, renderSignInLockout(mail, context));
    }
    case ORDER_STATUS_KIND: {
      const mail = parse(OrderStatusPayload, kind, payload);
      return toShopper(mail, context, renderOrderStatus(mail, context));
    }
    case PASSWORD_RESET_KIND: {
      const mail = parse(PasswordResetPayload, kind, payload);
      return toShopper(mail, context, renderPasswordReset(mail, context));
    }
    case GUEST_ORDERS_LINK_KIND: {
      const mail = parse(GuestOrdersLinkPayload, kind, payload);
      return toShopper(mail, context, renderGuestOrdersLink(mail, context));
    }
    case RESTOCK_ALERT_KIND: {
      const mail = parse(RestockAlertPayload, kind, payload);
      const shopper = toShopper(mail, context, renderRestockAlert(mail, context));
      // Mail people subscribed to: RFC 8058 one-click unsubscribe, with its own token (restock-token.ts)
      // that can only stop this alert, never the body's link token.
      if (mail.oneClickToken) {
        shopper.headers['List-Unsubscribe'] = `<${restockOneClickUrl(context, mail.oneClickToken)}>`;
        shopper.headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      return shopper;
    }
    case REFUND_NOTICE_KIND: {
      const mail = parse(RefundNoticePayload, kind, payload);
      return toShopper(mail, context, renderRefundNotice(mail, context));
    }
    case RETURN_NOTICE_KIND: {
      const mail = parse(ReturnNoticePayload, kind, payload);
      return toShopper(mail, context, renderReturnNotice(mail, context));
    }
    case DELIVERY_FAILED_KIND: {
      const mail = parse(DeliveryFailedPayload, kind, payload);
      return toShopper(mail, context, renderDeliveryFailed(mail, context));
    }
    case PAYMENT_LINK_KIND: {
      const mail = parse(PaymentLinkPayload, kind, payload);
      return toShopper(mail, context, renderPaymentLink(mail, context));
    }
    default:
      throw new UnrenderableMailError(`no e-mail template for outbox kind ${kind}`);
  }
}
