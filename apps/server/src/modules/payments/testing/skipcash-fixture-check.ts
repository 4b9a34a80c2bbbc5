import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createSkipCashGateway,
  SkipCashEnvelope,
  SkipCashWebhookBody,
} from '../skipcash/skipcash-gateway.js';
import { SKIPCASH_REQUEST_FIELDS, signSkipCashRequest } from '../skipcash/skipcash-signature.js';

/**
 * One exchange with SkipCash's sandbox as scripts/skipcash-capture.mjs writes it: a webhook SkipCash posted to
 * us, or a create / look-up request of ours with SkipCash's answer. Keys are never part of it.
 */
export interface CapturedExchange {
  kind: 'webhook' | 'create' | 'lookup';
  capturedAt?: string;
  request: {
    method?: string;
    path?: string;
    headers?: Record<string, string | string[] | undefined>;
    body?: unknown;
  };
  response?: { status: number; body: unknown };
}

/** The sandbox's keys, from the environment when the one running the tests has them. */
export interface SandboxKeys {
  keySecret?: string | undefined;
  webhookKey?: string | undefined;
}

/** Every statusId SkipCash is known to send (12 unconfirmed). */
const KNOWN_STATUS_IDS = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 12]);

const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ');

function answerProblems(exchange: CapturedExchange, needsPayUrl: boolean): string[] {
  const problems: string[] = [];
  if (!exchange.response) return ['no response recorded'];
  if (exchange.response.status < 200 || exchange.response.status > 299)
    problems.push(`answered ${exchange.response.status}`);
  const envelope = SkipCashEnvelope.safeParse(exchange.response.body);
  if (!envelope.success) return [...problems, `answer does not parse: ${issues(envelope.error)}`];
  const result = envelope.data.resultObj;
  if (envelope.data.hasError || envelope.data.hasValidationError) problems.push('answer carries an error');
  if (!result) return [...problems, 'answer has no resultObj'];
  if (needsPayUrl && !result.payUrl) problems.push('answer has no payUrl');
  if (result.statusId != null && !KNOWN_STATUS_IDS.has(result.statusId))
    problems.push(`unknown statusId ${result.statusId}`);
  return problems;
}

/**
 * What a captured exchange says the adapter gets wrong, as readable lines (none: it agrees). The signatures
 * are checked when the sandbox's keys are given; everything else (field names and types, the header the
 * webhook signature arrives in, the answers' shape) needs no key.
 */
export function fixtureProblems(exchange: CapturedExchange, keys: SandboxKeys = {}): string[] {
  const headers = exchange.request.headers ?? {};
  const body = exchange.request.body;
  if (exchange.kind === 'webhook') {
    const problems: string[] = [];
    const parsed = SkipCashWebhookBody.safeParse(body);
    if (!parsed.success) problems.push(`webhook body does not parse: ${issues(parsed.error)}`);
    else if (!KNOWN_STATUS_IDS.has(parsed.data.StatusId))
      problems.push(`unknown StatusId ${parsed.data.StatusId}`);
    if (!headers.authorization)
      problems.push(`no Authorization header; headers sent: ${Object.keys(headers).join(', ')}`);
    if (keys.webhookKey && parsed.success) {
      const gateway = createSkipCashGateway({
        url: 'http://unused',
        clientId: 'unused',
        keyId: 'unused',
        keySecret: 'unused',
        webhookKey: keys.webhookKey,
      });
      if (!gateway.verifyCallback(headers, body)) problems.push('webhook signature does not verify');
    }
    return problems;
  }
  if (exchange.kind === 'create') {
    const problems: string[] = [];
    // As recorded: JSON text and numbers (what SkipCash's signed fields are).
    const sent = (body ?? {}) as Record<string, string | number | null | undefined>;
    for (const field of SKIPCASH_REQUEST_FIELDS)
      if (field in sent && (sent[field] === '' || sent[field] === null)) problems.push(`${field} sent empty`);
    if (!/^\d+\.\d{2}$/.test(String(sent.Amount))) problems.push(`Amount ${String(sent.Amount)}`);
    if (!sent.Phone) problems.push('no Phone sent');
    if (keys.keySecret && signSkipCashRequest(keys.keySecret, sent) !== headers.authorization)
      problems.push('request signature differs from the one sent');
    return [...problems, ...answerProblems(exchange, true)];
  }
  return answerProblems(exchange, false);
}

/** The captured exchanges in a folder (*.json), by file name; none when the folder holds none. */
export function loadCapturedExchanges(folder: string): { file: string; exchange: CapturedExchange }[] {
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => ({
    file,
    exchange: JSON.parse(readFileSync(join(folder, file), 'utf8')) as CapturedExchange,
  }));
}
