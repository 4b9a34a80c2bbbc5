/**
 * Sends WhatsApp template messages. One interface, like the payment gateway: the Cloud API adapter in production,
 * the same adapter pointed at the local fake in tests (decision 033, docs/whatsapp.md).
 */
export interface TemplateMessage {
  /** Recipient in international form without '+', e.g. 97455123456. */
  to: string;
  template: string;
  /** Meta's language code of the template: the shop's are ar and en; Meta's sample hello_world is en_US. */
  language: string;
  /** The body's {{1}}, {{2}}, … in order. */
  parameters: string[];
}

export interface WhatsAppClient {
  /** Resolves to the message id (wamid) Meta gives the accepted message; throws WhatsAppSendError. */
  sendTemplate(message: TemplateMessage): Promise<string>;
  /**
   * A free-form text: Meta takes one only within 24 hours of the recipient's own last message (the STOP or
   * START acknowledgement). Same answer and errors as sendTemplate.
   */
  sendText(message: { to: string; text: string }): Promise<string>;
}

/**
 * Meta error codes (docs/whatsapp.md) after which the same request may succeed later: throughput and pair rate
 * limits, temporary unavailability, the generic "something went wrong".
 */
export const RETRYABLE_CODES: ReadonlySet<number> = new Set([4, 80007, 130429, 131000, 131016, 131056]);

/** A send that did not go through; `retryable` says whether the worker tries again or records it as failed. */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** Meta's error code, when the API answered with one. */
    readonly code?: number,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

export interface CloudClientOptions {
  /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** The WhatsApp Business Cloud API's POST /{phone-number-id}/messages with a template. */
export function createCloudClient(options: CloudClientOptions): WhatsAppClient {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  async function post(body: object): Promise<string> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new WhatsAppSendError(`network: ${String(error)}`, true);
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const error = (json as GraphError | undefined)?.error;
      const code = typeof error?.code === 'number' ? error.code : undefined;
      const details = error?.error_data?.details;
      const description = `HTTP ${response.status}${code === undefined ? '' : ` code ${code}`}: ${
        error?.message ?? text.slice(0, 200)
      }${details ? ` (${details})` : ''}`;
      const retryable =
        response.status >= 500 ||
        response.status === 429 ||
        (code !== undefined && RETRYABLE_CODES.has(code));
      throw new WhatsAppSendError(description, retryable, code);
    }
    const id = (json as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
    if (typeof id !== 'string' || id === '') {
      throw new WhatsAppSendError(`HTTP ${response.status} without a message id`, true);
    }
    return id;
  }

  return {
    sendTemplate(message) {
      return post({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language },
          components:
            message.parameters.length > 0
              ? [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }]
              : [],
        },
      });
    },
    sendText(message) {
      return post({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'text',
        text: { body: message.text, preview_url: false },
      });
    },
  };
}
