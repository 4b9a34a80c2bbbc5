import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  FAKE_REQUEST_SIGNED_FIELDS,
  FAKE_WEBHOOK_SIGNED_FIELDS,
  fakeSignature,
  fakeSignatureMatches,
} from './fake-skipcash-signing.js';

/**
 * A local stand-in for SkipCash's API, faithful to payments-skipcash.md, for offline tests: it checks the
 * request signature (create, with its own signing code: fake-skipcash-signing.ts) and the client id (look-up)
 * and answers 401 on a mismatch, refuses what the references say SkipCash refuses (no phone, an empty signed
 * field, names of 60 characters or more, amounts without two decimals), serves a pay page
 * with pay / decline / cancel, sends the browser to ReturnUrl?id=, and posts signed webhooks, retried on a
 * non-2xx answer after the given delays (SkipCash: at once, again at once, 1 hour, 1 day).
 */
export interface FakeSkipCashOptions {
  clientId: string;
  keyId: string;
  keySecret: string;
  webhookKey: string;
  /** Delays before each webhook attempt, ms. Default: a shortened schedule. */
  webhookSchedule?: number[];
  /** Port in the range this project's tests may use; picked at random from 4100–4999 when absent. */
  port?: number;
}

export interface FakePayment {
  id: string;
  statusId: number;
  amount: string;
  transactionId: string | undefined;
  custom1: string | undefined;
  returnUrl: string | undefined;
  webhookUrl: string | undefined;
  visaId: string | null;
  /** The request body as received. */
  request: Record<string, unknown>;
}

export interface WebhookAttempt {
  paymentId: string;
  statusId: number;
  status: number | 'error';
}

const STATUS_BY_ACTION = { pay: 2, decline: 4, cancel: 3 } as const;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startFakeSkipCash(options: FakeSkipCashOptions) {
  const payments = new Map<string, FakePayment>();
  const webhookAttempts: WebhookAttempt[] = [];
  const schedule = options.webhookSchedule ?? [0, 0, 50, 200];
  const pendingWebhooks = new Set<Promise<void>>();
  let baseUrl = '';

  async function sendWebhook(payment: FakePayment) {
    if (!payment.webhookUrl) return;
    const body = {
      PaymentId: payment.id,
      Amount: payment.amount,
      StatusId: payment.statusId,
      TransactionId: payment.transactionId ?? null,
      Custom1: payment.custom1 ?? null,
      VisaId: payment.visaId,
      TokenId: null,
      CardType: payment.visaId ? '1' : null,
    };
    for (const delay of schedule) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      let status: number | 'error';
      try {
        const response = await fetch(payment.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: fakeSignature(options.webhookKey, FAKE_WEBHOOK_SIGNED_FIELDS, body),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
      } catch {
        status = 'error';
      }
      webhookAttempts.push({ paymentId: payment.id, statusId: payment.statusId, status });
      if (status === 200) return;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', baseUrl);
    const auth = request.headers.authorization;

    if (request.method === 'POST' && url.pathname === '/api/v1/payments') {
      const body = JSON.parse(await readBody(request)) as Record<string, string | undefined>;
      if (
        !fakeSignatureMatches(fakeSignature(options.keySecret, FAKE_REQUEST_SIGNED_FIELDS, body), auth) ||
        body.KeyId !== options.keyId
      ) {
        return json(response, 401, { hasError: true, errorMessage: 'Unauthorized', errorCode: 401 });
      }
      const errors: string[] = [];
      if (!/^\d+\.\d{2}$/.test(body.Amount ?? '')) errors.push('Amount must have two decimals');
      if ((body.TransactionId ?? '').length > 40) errors.push('TransactionId is longer than 40');
      // SkipCash's Apple Pay README, its Python SDK and nopCommerce treat the phone as mandatory.
      if (!body.Phone) errors.push('Phone is required');
      if ((body.Phone ?? '').length > 15) errors.push('Phone is longer than 15');
      // SkipCash's own plugin clips names to 59 characters.
      for (const name of ['FirstName', 'LastName'] as const)
        if ((body[name] ?? '').length > 59) errors.push(`${name} is longer than 59`);
      // Sources disagree on how an empty signed field is signed: SkipCash's clients never send one.
      for (const field of FAKE_REQUEST_SIGNED_FIELDS)
        if (field in body && !body[field]) errors.push(`${field} is empty`);
      if (errors.length) return json(response, 400, { hasValidationError: true, validationErrors: errors });
      const payment: FakePayment = {
        id: randomUUID(),
        statusId: 0,
        amount: body.Amount!,
        transactionId: body.TransactionId,
        custom1: body.Custom1,
        returnUrl: body.ReturnUrl,
        webhookUrl: body.WebhookUrl,
        visaId: null,
        request: body,
      };
      payments.set(payment.id, payment);
      return json(response, 200, {
        resultObj: { id: payment.id, payUrl: `${baseUrl}/pay/${payment.id}`, statusId: 0 },
        returnCode: 200,
        hasError: false,
      });
    }

    const lookup = /^\/api\/v1\/payments\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && lookup) {
      if (auth !== options.clientId)
        return json(response, 401, { hasError: true, errorMessage: 'Unauthorized' });
      const payment = payments.get(lookup[1]!);
      if (!payment) return json(response, 404, { hasError: true, errorMessage: 'Payment not found' });
      return json(response, 200, {
        resultObj: {
          id: payment.id,
          statusId: payment.statusId,
          status:
            [
              'New',
              'Pending',
              'Paid',
              'Canceled',
              'Failed',
              'Rejected',
              'Refunded',
              'PendingRefund',
              'RefundFailed',
            ][payment.statusId] ?? 'Other',
          amount: payment.amount,
          currency: 'QAR',
          transactionId: payment.transactionId ?? null,
          visaId: payment.visaId,
          payUrl: `${baseUrl}/pay/${payment.id}`,
          cardType: payment.visaId ? '1' : null,
        },
      });
    }

    const page = /^\/pay\/([\w-]+)$/.exec(url.pathname);
    const payment = page ? payments.get(page[1]!) : undefined;
    if (page && !payment) return json(response, 404, { hasError: true, errorMessage: 'Payment not found' });
    if (payment && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><title>SkipCash (fake)</title><h1>Pay ${payment.amount} QAR</h1>` +
          Object.keys(STATUS_BY_ACTION)
            .map((a) => `<form method="post"><button name="action" value="${a}">${a}</button></form>`)
            .join(''),
      );
      return;
    }
    if (payment && request.method === 'POST') {
      const action = new URLSearchParams(await readBody(request)).get(
        'action',
      ) as keyof typeof STATUS_BY_ACTION;
      if (payment.statusId === 0 && action in STATUS_BY_ACTION) {
        payment.statusId = STATUS_BY_ACTION[action];
        if (action === 'pay') payment.visaId = '7064596254436292404008';
        const delivery = sendWebhook(payment).finally(() => pendingWebhooks.delete(delivery));
        pendingWebhooks.add(delivery);
      }
      const back = payment.returnUrl ?? baseUrl;
      response.writeHead(302, { location: `${back}${back.includes('?') ? '&' : '?'}id=${payment.id}` }).end();
      return;
    }
    json(response, 404, { hasError: true, errorMessage: 'Not found' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      json(response, 500, { hasError: true, errorMessage: String(error) }),
    );
  });
  const port = await listenInRange(server, options.port);
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    payments,
    webhookAttempts,
    /** Resolves when every webhook delivery started so far has finished (delivered or given up). */
    async webhooksSettled() {
      while (pendingWebhooks.size > 0) await Promise.all([...pendingWebhooks]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The Fetch standard's "bad ports" inside 4100–4999: fetch() refuses them ("bad port"), so a server there could
 * not be called by the shop or the tests (it failed a CI run once, on 4190).
 */
const FETCH_BLOCKED_PORTS = new Set([4190]);

/** Listens on `port`, or on a free port from 4100–4999 (the range test servers may use here). */
export async function listenInRange(server: Server, port?: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = port ?? 4100 + Math.floor(Math.random() * 900);
    if (!port && FETCH_BLOCKED_PORTS.has(candidate)) continue;
    const ok = await new Promise<boolean>((resolve) => {
      const refuse = () => resolve(false);
      server.once('error', refuse);
      server.listen(candidate, '127.0.0.1', () => {
        server.off('error', refuse);
        resolve(true);
      });
    });
    if (ok) return candidate;
    if (port) break;
  }
  throw new Error('no free port for the fake SkipCash');
}

/** A port from 4100–4999 that was free a moment ago, for a server that must know its URL before listening. */
export async function freePortInRange(): Promise<number> {
  const probe = createServer();
  const port = await listenInRange(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
