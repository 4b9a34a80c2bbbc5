import type { Locator, Page } from 'playwright-core';
import { fillMessage } from './fill-message.js';

/** A "show more" button of any board column, whatever count it names, from the catalogue's own words. */
export function showMoreButtons(page: Page, showMoreMessage: string): Locator {
  const [before, after] = fillMessage(showMoreMessage, { count: '\u0000' }).split('\u0000');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escape(before!)}.+${escape(after ?? '')}$`) });
}

/**
 * Waits for a card on the board, pressing "show more" while it is not there: the board lists each column oldest
 * first, 30 cards at a time, and the journeys' shared shop may hold more than that in a column, so a
 * new order can be past the first page — a person would scroll and press "show more" too.
 */
export async function revealCard(page: Page, card: Locator, showMoreMessage: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await card.count()) === 0 && Date.now() < deadline) {
    const more = showMoreButtons(page, showMoreMessage).and(page.locator(':not([aria-disabled="true"])'));
    if ((await more.count()) > 0) await more.first().click();
    else await card.waitFor({ timeout: 1_000 }).catch(() => undefined);
  }
  await card.waitFor({ timeout: Math.max(1, deadline - Date.now()) });
}

/**
 * The words of a card still awaiting its payment, from the catalogue: how long it has waited ("for 2 minutes"),
 * or "just now" within its first minute.
 */
export function awaitingPaymentText(messages: {
  'orders.awaitingPayment': string;
  'orders.awaitingPaymentJustNow': string;
}): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before, after] = fillMessage(messages['orders.awaitingPayment'], { waited: '\u0000' }).split(
    '\u0000',
  );
  return new RegExp(
    `${escape(before!)}.+${escape(after ?? '')}|${escape(messages['orders.awaitingPaymentJustNow'])}`,
  );
}
