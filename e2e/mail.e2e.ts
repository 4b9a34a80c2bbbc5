// Journey: a shopper writes through the contact form and the shop's inbox receives the e-mail over real SMTP
// (the mail catcher global-setup started), with Reply-To set to the shopper, in the language of the page.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { gotoChecked, launchBrowser, openPage } from './support/browser.js';
import { waitForMail } from './support/mail-catcher.js';
import { shopUrl, thisWorkersShop } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = randomBytes(4).toString('hex');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!thisWorkersShop().mailCatcherUrl).each([
  { locale: 'ar', messages: ar, prefix: '', subjectLead: 'رسالة من نموذج التواصل' },
  { locale: 'en', messages: en, prefix: '/en', subjectLead: 'Contact form message' },
])('contact e-mail from the $locale form', ({ locale, messages, prefix, subjectLead }) => {
  it('sends the message to the shop by e-mail, replying to the shopper', async () => {
    const { context, page } = await openPage(browser, 'phone');
    const email = `e2e-mail-${RUN}-${locale}@matjar.test`;
    const subject = `Warranty ${RUN} ${locale}`;
    await gotoChecked(page, `${baseUrl}${prefix}/contact`);
    await page.getByLabel(messages['contact.name']).fill('Noor <Al-Thani>');
    await page.getByLabel(messages['contact.email']).fill(email);
    await page.getByLabel(messages['contact.subject']).fill(subject);
    await page.getByLabel(messages['contact.message']).fill('Is the warranty\none year?');
    await page.getByRole('button', { name: messages['contact.submit'] }).click();
    await expect.poll(() => page.getByText(messages['contact.success']).isVisible()).toBe(true);
    await context.close();

    const mail = await waitForMail({ subjectIncludes: subject });
    expect(mail.subject).toBe(`${subjectLead}: ${subject}`);
    expect(mail.replyTo).toBe(email);
    expect(mail.html).toContain('Noor &lt;Al-Thani&gt;');
    expect(mail.text).toContain('Is the warranty\none year?');
  });
});
