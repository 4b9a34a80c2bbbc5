// Journey: a shopper writes through the storefront's contact page; the message shows in the back office's
// inbox, unread, with the count on the menu's Inbox entry; staff open it (it becomes read and the count
// drops), reply, and the reply arrives over real SMTP in the shopper's language, quoting their message. Then
// mark unread and archive. Both languages; the phone's separate list and message views; screenshots.
import { isolate, StorefrontSettings } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { ar as storeAr } from '../apps/storefront/app/i18n/ar.js';
import { en as storeEn } from '../apps/storefront/app/i18n/en.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { receivedMails, waitForMail } from './support/mail-catcher.js';
import { uniqueSuffix } from './support/admin-api.js';
import { watchStatusShown } from './support/page-checks.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = uniqueSuffix();
type Messages = Record<MessageKey, string>;

const CASES = [
  {
    language: 'ar',
    messages: ar,
    shop: storeAr,
    prefix: '',
    typedPhone: '٥٥٥٥ ١٢٣٤',
    whatsapp: 'https://wa.me/97455551234',
    hint: 'inbox.reply.inArabic',
    replyLead: 'رد: ',
    greeting: 'مرحبًا نور،',
    dir: 'rtl',
  },
  {
    language: 'en',
    messages: en,
    shop: storeEn,
    prefix: '/en',
    typedPhone: '+974 6666 7777',
    whatsapp: 'https://wa.me/97466667777',
    hint: 'inbox.reply.inEnglish',
    replyLead: 'Re: ',
    greeting: 'Hello نور,',
    dir: 'ltr',
  },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const INDIC = '٠١٢٣٤٥٦٧٨٩';
/** The count as the badge may write it: Latin digits, or Arabic-Indic where the browser's ar-QA uses them. */
const countPattern = (count?: number) =>
  count === undefined
    ? '[0-9٠-٩]+'
    : `(?:${count}|${String(count).replace(/\d/g, (d) => INDIC[Number(d)]!)})`;

/** The menu's Inbox link while `count` (any number when omitted) messages are unread: "Inbox 3 unread". */
function inboxLink(page: Page, messages: Messages, count?: number) {
  const inbox = escapeRegExp(messages['nav.inbox']);
  const name =
    count === 0
      ? new RegExp(`^${inbox}$`)
      : new RegExp(`^${inbox}\\s*${countPattern(count)}\\s*${escapeRegExp(messages['nav.unread'])}$`);
  return page.getByRole('navigation', { name: messages['nav.main'] }).getByRole('link', { name });
}

/** The unread count on the menu's Inbox link, once it has loaded (the journey has left one unread). */
async function inboxCount(page: Page, messages: Messages): Promise<number> {
  const link = inboxLink(page, messages);
  await link.waitFor();
  const written = /[0-9٠-٩]+/.exec((await link.textContent()) ?? '')?.[0] ?? '';
  return Number(written.replace(/[٠-٩]/g, (d) => String(INDIC.indexOf(d))));
}

describe.each(CASES)('contact inbox in $language', (run) => {
  const { language, messages, shop } = run;
  const subject = `Warranty ${RUN} ${language}`;
  const email = `e2e-inbox-${RUN}-${language}@matjar.test`;

  it('a shopper’s message reaches the inbox; staff read and reply, and the reply arrives in the shopper’s language', async () => {
    // The shopper, on a phone, in the shop's language of this run.
    const shopper = await openPage(browser, 'phone');
    await gotoHydrated(shopper.page, `${baseUrl}${run.prefix}/contact`);
    await shopper.page.getByLabel(shop['contact.name']).fill('نور');
    await shopper.page.getByLabel(shop['contact.email']).fill(email);
    await shopper.page.getByLabel(shop['contact.phone']).fill(run.typedPhone);
    await shopper.page.getByLabel(shop['contact.subject']).fill(subject);
    await shopper.page.getByLabel(shop['contact.message']).fill('Is the warranty\none year?');
    const thanksShown = await watchStatusShown(shopper.page, shop['contact.success']);
    await shopper.page.getByRole('button', { name: shop['contact.submit'] }).click();
    await shopper.page.getByText(shop['contact.success']).waitFor();
    // The thanks shows for 5 seconds (storefront §9), above a form emptied for another message.
    const thanksMs = await thanksShown();
    expect(thanksMs).toBeGreaterThanOrEqual(4_950);
    expect(thanksMs).toBeLessThan(7_000);
    expect(await shopper.page.getByLabel(shop['contact.subject']).inputValue()).toBe('');
    await shopper.context.close();

    const { context, page } = await signInToAdmin(browser, language);
    const unreadBefore = await inboxCount(page, messages);
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    await inboxLink(page, messages, unreadBefore).click();
    await page.getByRole('heading', { name: messages['inbox.title'], exact: true }).waitFor();

    await page.getByLabel(messages['inbox.search.label']).fill(subject);
    await page.getByRole('button', { name: messages['inbox.search.submit'], exact: true }).click();
    const list = page.getByRole('list', { name: messages['inbox.listLabel'] });
    const item = list.getByRole('link', { name: new RegExp(escapeRegExp(subject)) });
    await expect.poll(() => item.count()).toBe(1);
    // Unread: said to screen readers, and the subject is bold.
    await expect.poll(() => item.innerText()).toContain(messages['inbox.unread']);
    await saveScreenshot(page, `inbox-list-${language}-desktop`);

    await item.click();
    const message = page.getByRole('article', { name: subject });
    await message.waitFor();
    await expect.poll(() => message.innerText()).toContain('Is the warranty\none year?');
    expect(await message.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(await message.getByRole('link', { name: messages['inbox.whatsapp'] }).getAttribute('href')).toBe(
      run.whatsapp,
    );
    // Opening it read it: the menu's count drops at once in this tab.
    await inboxLink(page, messages, unreadBefore - 1).waitFor();
    await page.getByText(messages[run.hint].replace('{email}', isolate(email))).waitFor();

    await page
      .getByRole('textbox', { name: messages['inbox.reply.label'], exact: true })
      .fill('Yes, one full year.\nThank you!');
    await page.getByRole('button', { name: messages['inbox.reply.send'], exact: true }).click();
    await page
      .getByText(messages['inbox.reply.sent'].replace('{email}', isolate(email)))
      .first()
      .waitFor();
    await message
      .getByRole('heading', { name: messages['inbox.replies'].replace('{count}', '1'), exact: true })
      .waitFor();
    await saveScreenshot(page, `inbox-message-${language}-desktop`);

    const mail = await waitForMail({ to: email, subjectIncludes: subject });
    expect(mail.subject).toBe(`${run.replyLead}${subject}`);
    expect(mail.html).toContain(`dir="${run.dir}"`);
    expect(mail.text).toContain(run.greeting);
    expect(mail.text).toContain('Yes, one full year.\nThank you!');
    expect(mail.text).toContain('> Is the warranty\n> one year?');
    const settings = StorefrontSettings.parse(await (await fetch(`${baseUrl}/api/store/settings`)).json());
    expect(mail.replyTo).toBe(settings.contact.email);
    expect(await receivedMails({ to: email })).toHaveLength(1);

    // Mark unread: the count comes back; archive: it leaves the inbox for the archive.
    await message.getByRole('button', { name: messages['inbox.markUnread'], exact: true }).click();
    await inboxLink(page, messages, unreadBefore).waitFor();
    await message.getByRole('button', { name: messages['inbox.archive'], exact: true }).click();
    await message.getByText(messages['inbox.archivedNote']).waitFor();
    await inboxLink(page, messages, unreadBefore - 1).waitFor();
    await expect.poll(() => item.count()).toBe(0);
    await page.getByRole('tab', { name: messages['inbox.tab.archived'], exact: true }).click();
    await expect.poll(() => item.count()).toBe(1);
    await message.getByRole('button', { name: messages['inbox.restore'], exact: true }).click();
    await message.getByRole('button', { name: messages['inbox.archive'], exact: true }).waitFor();
    await context.close();
  });

  it('on a phone the list and the message are separate views, and the drawer shows the count', async () => {
    const { context, page } = await signInToAdmin(browser, language, undefined, 'phone');
    await page.getByRole('button', { name: messages['nav.open'] }).click();
    const unread = await inboxCount(page, messages);
    await inboxLink(page, messages, unread).click();
    await gotoChecked(page, `${baseUrl}/admin/inbox?q=${encodeURIComponent(subject)}`);
    const item = page
      .getByRole('list', { name: messages['inbox.listLabel'] })
      .getByRole('link', { name: new RegExp(escapeRegExp(subject)) });
    await item.waitFor();
    await saveScreenshot(page, `inbox-list-${language}-phone`);
    await item.click();
    await page.getByRole('article', { name: subject }).waitFor();
    // The list is not shown beside the message on a phone.
    expect(await page.getByRole('list', { name: messages['inbox.listLabel'] }).isVisible()).toBe(false);
    await saveScreenshot(page, `inbox-message-${language}-phone`);
    await page.getByRole('link', { name: messages['inbox.back'] }).click();
    await item.waitFor();
    await context.close();
  });
});
