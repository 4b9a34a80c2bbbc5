import { formatMoney, shownOrderNumber, type Locale } from '@matjar/core';
import { SANDBOX_CARDS, type SandboxCardError } from './sandbox-cards.js';
import { SANDBOX_PAGE_TEXT } from './sandbox-page-text.js';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#eef2f7;color:#0f172a;font:16px/1.5 Cairo,"Segoe UI",Tahoma,system-ui,sans-serif;display:flex;flex-direction:column;align-items:center;padding:24px 16px}
.badge{background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:999px;padding:4px 14px;font-size:13px;font-weight:700;letter-spacing:.02em;margin-bottom:16px;text-align:center}
main{width:100%;max-width:440px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.08);overflow:hidden}
header{background:#0f172a;color:#fff;padding:20px 24px;display:flex;align-items:center;justify-content:space-between;gap:12px}
header h1{margin:0;font-size:18px;font-weight:700}
header .shop{font-size:14px;opacity:.8}
.summary{padding:16px 24px;border-bottom:1px solid #e2e8f0;display:grid;gap:4px}
.row{display:flex;justify-content:space-between;align-items:center;gap:12px;font-size:14px;color:#475569}
.row strong{color:#0f172a}
.amount strong{font-size:22px}
form.pay{padding:20px 24px;display:grid;gap:14px}
label{display:grid;gap:6px;font-size:14px;font-weight:600;color:#334155}
input{width:100%;border:1px solid #cbd5e1;border-radius:10px;padding:11px 12px;font:inherit;font-size:16px;direction:ltr;text-align:start;background:#fff}
input:focus{outline:2px solid #2563eb;outline-offset:1px;border-color:#2563eb}
input[aria-invalid=true]{border:2px solid #b91c1c}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:12px;align-items:end}
.error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;border-radius:10px;padding:10px 12px;font-size:14px}
button{font:inherit;font-weight:700;border-radius:10px;padding:12px 16px;cursor:pointer;width:100%}
.primary{background:#2563eb;color:#fff;border:0;font-size:17px}
.primary:hover{background:#1d4ed8}
form.cancel{padding:0 24px 20px}
.secondary{background:#fff;color:#334155;border:1px solid #cbd5e1}
.cards{margin:0 24px 20px;background:#f8fafc;border:1px dashed #94a3b8;border-radius:12px;padding:12px 14px;font-size:13px;color:#475569}
.cards h2{margin:0 0 6px;font-size:13px;color:#0f172a}
.cards ul{margin:0;padding:0;list-style:none;display:grid;gap:4px}
.cards code{direction:ltr;unicode-bidi:isolate;font-family:ui-monospace,Menlo,Consolas,monospace;color:#0f172a;font-weight:700}
.secure{margin-top:14px;font-size:12px;color:#475569;display:flex;align-items:center;gap:6px}
.done{padding:24px;display:grid;gap:12px;text-align:center}
.done h2{margin:0;font-size:20px}
.done p{margin:0;color:#475569}
.done a{display:block;background:#2563eb;color:#fff;border-radius:10px;padding:12px;text-decoration:none;font-weight:700}
`;

const LOCK =
  '<svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="3" y="11" width="18" height="11" rx="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/></svg>';

function shell(locale: Locale, body: string): string {
  const t = SANDBOX_PAGE_TEXT[locale];
  return `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t.title} — ${t.shop} (TEST)</title><style>${STYLE}</style></head><body><p class="badge" role="note">${t.testBadge}</p>${body}<p class="secure">${LOCK}<span>${t.secure}</span></p></body></html>`;
}

export interface SandboxPageModel {
  locale: Locale;
  paymentId: string;
  orderNumber: string;
  /** The order's short number, shown as the order number (#1001); null: the ORD-… identifier is shown. */
  shortNumber?: number | null;
  amount: number;
  customerName: string;
  error?: SandboxCardError | undefined;
  /** What the shopper typed, kept when the form is shown again with an error (never the CVV). */
  form?: { card?: string | undefined; expiry?: string | undefined; name?: string | undefined };
}

/** The field each refusal is about. */
const FIELD_OF_ERROR: Record<SandboxCardError, 'card' | 'expiry' | 'cvc'> = {
  errorCard: 'card',
  errorExpiry: 'expiry',
  errorCvc: 'cvc',
};

/**
 * The hosted card page of the sandbox gateway: order, amount, card form, cancel, and the test cards. A refused
 * form comes back with the field at fault marked invalid, tied to the message and focused on load (the page
 * is a fresh document, so nothing else would move the focus off <body>).
 */
export function renderSandboxPayPage(model: SandboxPageModel): string {
  const t = SANDBOX_PAGE_TEXT[model.locale];
  const amount = formatMoney(model.amount, model.locale);
  const action = `/pay/sandbox/${encodeURIComponent(model.paymentId)}`;
  const value = (v: string | undefined) => escapeHtml(v ?? '');
  const wrong = model.error ? FIELD_OF_ERROR[model.error] : null;
  const state = (field: 'card' | 'expiry' | 'cvc') =>
    field === wrong ? ' aria-invalid="true" aria-describedby="pay-error" autofocus' : '';
  return shell(
    model.locale,
    `<main>
<header><div><h1>${t.title}</h1><div class="shop">${t.shop}</div></div>${LOCK}</header>
<section class="summary" aria-label="${t.order}">
<div class="row"><span>${t.order}</span><strong dir="ltr">${escapeHtml(shownOrderNumber(model))}</strong></div>
<div class="row amount"><span>${t.amount}</span><strong>${amount}</strong></div>
</section>
<form class="pay" method="post" action="${action}">
${model.error ? `<p class="error" id="pay-error" role="alert">${t[model.error]}</p>` : ''}
<input type="hidden" name="action" value="pay">
<label>${t.cardholder}<input name="name" autocomplete="cc-name" value="${value(model.form?.name ?? model.customerName)}"></label>
<label>${t.cardNumber}<input name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required${state('card')} value="${value(model.form?.card)}"></label>
<div class="pair">
<label>${t.expiry}<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" required${state('expiry')} value="${value(model.form?.expiry)}"></label>
<label>${t.cvc}<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required${state('cvc')}></label>
</div>
<button class="primary" type="submit">${t.pay.replace('{amount}', amount)}</button>
</form>
<form class="cancel" method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button class="secondary" type="submit">${t.cancel}</button></form>
<aside class="cards" aria-label="${t.testCards}"><h2>${t.testCards}</h2><ul>
<li><code>${spaced(SANDBOX_CARDS.pays)}</code> — ${t.paysCard}</li>
<li><code>${spaced(SANDBOX_CARDS.declines)}</code> — ${t.declinesCard}</li>
<li><code>${spaced(SANDBOX_CARDS.refusesRefunds)}</code> — ${t.refusesRefundsCard}</li>
<li><code>${spaced(SANDBOX_CARDS.slowRefunds)}</code> — ${t.slowRefundsCard}</li>
<li>${t.anyExpiry}</li>
</ul></aside>
</main>`,
  );
}

/** Shown for a payment that already has an outcome (a second tab, the back button). */
export function renderSandboxDonePage(locale: Locale, returnUrl: string): string {
  const t = SANDBOX_PAGE_TEXT[locale];
  return shell(
    locale,
    `<main><header><div><h1>${t.title}</h1><div class="shop">${t.shop}</div></div>${LOCK}</header><section class="done"><h2>${t.doneTitle}</h2><p>${t.doneBody}</p><a href="${escapeHtml(returnUrl)}">${t.back}</a></section></main>`,
  );
}

export function renderSandboxNotFoundPage(locale: Locale): string {
  const t = SANDBOX_PAGE_TEXT[locale];
  return shell(locale, `<main><section class="done"><h2>${t.notFound}</h2></section></main>`);
}
