import {
  SHOP_WHATSAPP_TEMPLATES,
  WHATSAPP_TEMPLATE_LANGUAGES,
  type AdminWhatsAppCheck,
  type WhatsAppCheckProblem,
  type WhatsAppMessageEvent,
  type WhatsAppTemplateStatus,
} from '@matjar/core';

/**
 * The Graph API reads of the Settings card's connection check: the sending number (its verified display name
 * and quality rating) and the business account's message templates with Meta's review state.
 */
export interface GraphAccess {
  /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A Graph API read that failed: Meta's error code when it answered, none when it could not be reached. */
export class GraphRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = 'GraphRequestError';
  }
}

async function graphGet(access: GraphAccess, url: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await (access.fetch ?? fetch)(url, {
      headers: { authorization: `Bearer ${access.token}` },
      signal: AbortSignal.timeout(access.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new GraphRequestError(`Meta could not be reached: ${String(error)}`, null, undefined);
  }
  const text = await response.text().catch(() => '');
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  if (!response.ok || !json) {
    const error = json?.error as { message?: string; code?: number } | undefined;
    const code = typeof error?.code === 'number' ? error.code : undefined;
    const words = error?.message ?? text.slice(0, 200);
    throw new GraphRequestError(
      `HTTP ${response.status}${code === undefined ? '' : ` code ${code}`}: ${words}`,
      response.status,
      code,
    );
  }
  return json;
}

const base = (access: GraphAccess) => access.apiUrl.replace(/\/+$/, '');

/** GET /{phone-number-id}: the number's verified name, its display form and Meta's quality rating. */
export async function fetchPhoneNumber(access: GraphAccess, phoneNumberId: string) {
  const fields = 'verified_name,display_phone_number,quality_rating';
  const json = await graphGet(
    access,
    `${base(access)}/${encodeURIComponent(phoneNumberId)}?fields=${fields}`,
  );
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    display_name: text(json.verified_name),
    display_number: text(json.display_phone_number),
    quality_rating: text(json.quality_rating),
  };
}

export interface GraphTemplate {
  name: string;
  language: string;
  status: string;
}

/** Pages followed at most: a shop's account holds a few dozen templates, not thousands. */
const MAX_TEMPLATE_PAGES = 10;

/** GET /{business-account-id}/message_templates, every page (Meta pages with `paging.next`). */
export async function listMessageTemplates(
  access: GraphAccess,
  businessAccountId: string,
): Promise<GraphTemplate[]> {
  const found: GraphTemplate[] = [];
  let url: string | undefined =
    `${base(access)}/${encodeURIComponent(businessAccountId)}/message_templates?fields=name,language,status&limit=100`;
  for (let page = 0; url && page < MAX_TEMPLATE_PAGES; page++) {
    const json = await graphGet(access, url);
    for (const item of Array.isArray(json.data) ? json.data : []) {
      const t = item as Record<string, unknown>;
      if (typeof t.name === 'string' && typeof t.language === 'string') {
        found.push({ name: t.name, language: t.language, status: String(t.status ?? '') });
      }
    }
    const next = (json.paging as { next?: unknown } | undefined)?.next;
    // Only Meta's own address is followed: a next page elsewhere would take the token with it.
    url = typeof next === 'string' && next.startsWith(`${base(access)}/`) ? next : undefined;
  }
  return found;
}

const KNOWN_STATUSES = new Set(['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED', 'IN_APPEAL']);

function problemOf(error: unknown, otherwise: WhatsAppCheckProblem): WhatsAppCheckProblem {
  if (!(error instanceof GraphRequestError)) return 'unreachable';
  // 190: the access token is invalid or expired; 401 is how Meta answers it.
  if (error.code === 190 || error.status === 401) return 'token';
  if (error.status === null || error.status >= 500) return 'unreachable';
  return otherwise;
}

export interface ConnectionCheckInput {
  access: GraphAccess;
  phoneNumberId: string;
  businessAccountId: string | null;
  /** The template name sent for each event. */
  templateNames: Record<WhatsAppMessageEvent, string>;
  now: Date;
}

/**
 * Calls the Cloud API as the shop will: the number first (a wrong token or number id stops there), then the
 * templates, each of the shop's in Arabic and English with Meta's state, MISSING when the account has none.
 * Never throws: what went wrong is part of the answer, in Meta's words.
 */
export async function checkWhatsAppConnection(input: ConnectionCheckInput): Promise<AdminWhatsAppCheck> {
  const checkedAt = input.now.toISOString();
  const failed = (
    problem: WhatsAppCheckProblem,
    detail: string,
    phone: AdminWhatsAppCheck['phone'] = null,
  ): AdminWhatsAppCheck => ({
    checked_at: checkedAt,
    ok: false,
    problem,
    problem_detail: detail,
    phone,
    templates: null,
  });
  let phone: AdminWhatsAppCheck['phone'];
  try {
    phone = await fetchPhoneNumber(input.access, input.phoneNumberId);
  } catch (error) {
    return failed(problemOf(error, 'phone_number'), String((error as Error).message));
  }
  if (!input.businessAccountId) {
    return failed('business_account', 'No business account id: the templates cannot be listed', phone);
  }
  let listed: GraphTemplate[];
  try {
    listed = await listMessageTemplates(input.access, input.businessAccountId);
  } catch (error) {
    return failed(problemOf(error, 'business_account'), String((error as Error).message), phone);
  }
  const templates = SHOP_WHATSAPP_TEMPLATES.flatMap((template) =>
    WHATSAPP_TEMPLATE_LANGUAGES.map((language) => {
      const name = input.templateNames[template.event];
      const matches = listed.filter((t) => t.name === name && t.language === language);
      const best = matches.find((t) => t.status === 'APPROVED') ?? matches[0];
      const status: WhatsAppTemplateStatus = !best
        ? 'MISSING'
        : KNOWN_STATUSES.has(best.status)
          ? (best.status as WhatsAppTemplateStatus)
          : 'OTHER';
      return { event: template.event, name, language, status };
    }),
  );
  return {
    checked_at: checkedAt,
    ok: templates.every((t) => t.status === 'APPROVED'),
    problem: null,
    problem_detail: null,
    phone,
    templates,
  };
}
