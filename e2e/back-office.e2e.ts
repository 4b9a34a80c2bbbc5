// Journey: staff sign-in, roles, the Users screen and the activity log, in Arabic and in English, as a
// store owner would go through them (back-office §2).
import { readFile } from 'node:fs/promises';
import {
  ACTIVITY_LOG_CSV_HEADERS,
  activityFieldLabel,
  entityTypeHeading,
  errorMessage,
  isolate,
} from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { createStaffThroughApi, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { openAdminSignIn, submitAdminSignIn } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, saveScreenshot } from './support/browser.js';
import { fontsReady, waitForDocumentLanguage } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const LANGUAGES = [
  { language: 'ar', messages: ar, documentLanguage: { lang: 'ar', dir: 'rtl' } },
  { language: 'en', messages: en, documentLanguage: { lang: 'en', dir: 'ltr' } },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Fills {name} placeholders the way the admin app's translate() does. */
function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A message with its {placeholders} matching anything, as the start of an accessible name. */
function messagePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  // A placeholder, or a whole `{n, plural, …}` block, stands for any text.
  return new RegExp(`^${escaped.replace(/\{\w+, plural,(?:[^{}]|\{[^{}]*\})*\}|\{\w+\}/g, '.+')}`);
}

/** The main menu link, in the sidebar (desktop width). */
function menuLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: ar['nav.main'] })
    .or(page.getByRole('navigation', { name: en['nav.main'] }))
    .getByRole('link', { name, exact: true });
}

describe.each(LANGUAGES)('back office in $language', ({ language, messages, documentLanguage }) => {
  const suffix = `${language}${uniqueSuffix()}`;
  const viewer = {
    username: `viewer-${suffix}`,
    password: 'viewer-pass-1',
    email: `viewer-${suffix}@matjar.local`,
    fullName: 'Viewer Person',
    role: 'viewer' as const,
  };
  const editor = {
    username: `editor-${suffix}`,
    password: 'editor-pass-1',
    email: `editor-${suffix}@matjar.local`,
    newEmail: `editor-${suffix}-new@matjar.local`,
    fullName: 'Editor Person',
  };
  const manager = {
    username: `manager-${suffix}`,
    password: 'manager-pass-1',
    email: `manager-${suffix}@matjar.local`,
    fullName: 'Second Manager',
    role: 'super_admin' as const,
  };

  it('refuses a wrong password, then signs the super admin in to the dashboard', async () => {
    const { context, page } = await openAdminSignIn(browser, language);
    await fontsReady(page);
    await saveScreenshot(page, `admin-login-${language}-1366`);

    await page.getByLabel(messages['login.username'], { exact: true }).fill(E2E_ADMIN.username);
    await page.getByLabel(messages['login.password'], { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: messages['login.submit'], exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(messages['login.invalidCredentials']);

    await submitAdminSignIn(page, language, E2E_ADMIN);
    expect(page.url()).toBe(`${baseUrl}/admin/dashboard`);
    await waitForDocumentLanguage(page, documentLanguage);
    // Today's cockpit: today's figures and what waits for staff, labelled in the UI language.
    for (const key of ['dashboard.ordersToday', 'dashboard.revenueToday', 'dashboard.toConfirm'] as const) {
      await page.getByText(messages[key], { exact: true }).first().waitFor();
    }
    await page.getByRole('img', { name: messagePattern(messages['dashboard.ordersPerDay']) }).waitFor();
    await page.getByRole('heading', { name: messages['dashboard.lowStock'] }).waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `admin-dashboard-${language}-1366`);
    await context.close();
  });

  it('keeps a viewer out of the Users screen and its calls', async () => {
    const token = await signInThroughApi(baseUrl, E2E_ADMIN);
    await createStaffThroughApi(baseUrl, token, viewer);

    const { context, page } = await openAdminSignIn(browser, language);
    await submitAdminSignIn(page, language, viewer);
    expect(await menuLink(page, messages['nav.activityLogs']).count()).toBe(0);

    await menuLink(page, messages['nav.users']).click();
    await page.getByRole('heading', { name: messages['auth.unauthorisedTitle'] }).waitFor();
    await page.getByText(messages['auth.unauthorised'], { exact: true }).waitFor();
    await page.getByText(messages['users.onlyGeneralManager'], { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: messages['users.add'] }).count()).toBe(0);
    await saveScreenshot(page, `admin-users-viewer-${language}-1366`);

    // The server refuses the screen's call for this role too (the UI only hides it).
    const viewerToken = await signInThroughApi(baseUrl, viewer);
    const refused = await fetch(`${baseUrl}/api/auth/users`, {
      headers: { Authorization: `Bearer ${viewerToken}` },
    });
    expect(refused.status).toBe(403);
    await context.close();
  });

  it('lets the super admin add an editor in the Users screen, who then signs in', async () => {
    await createStaffThroughApi(baseUrl, await signInThroughApi(baseUrl, E2E_ADMIN), manager);
    const { context, page } = await openAdminSignIn(browser, language);
    await submitAdminSignIn(page, language, E2E_ADMIN);
    await menuLink(page, messages['nav.users']).click();
    await page.getByRole('heading', { name: messages['nav.users'], exact: true }).waitFor();
    // The signed-in account is marked and cannot be deleted from its own row.
    const ownRow = page.getByRole('row').filter({ hasText: `@${E2E_ADMIN.username}` });
    await ownRow.getByText(messages['users.currentAccount'], { exact: true }).waitFor();
    expect(
      await ownRow
        .getByRole('button', { name: fill(messages['users.deleteUser'], { name: E2E_ADMIN.username }) })
        .count(),
    ).toBe(0);
    // Another general manager's account cannot be deleted either (as it cannot be deactivated): the button
    // stays, disabled, and says why in the staff member's language.
    const keptDelete = page
      .getByRole('row')
      .filter({ hasText: `@${manager.username}` })
      .getByRole('button', { name: fill(messages['users.deleteUser'], { name: manager.username }) });
    expect(await keptDelete.getAttribute('aria-disabled')).toBe('true');
    // Disabled for assistive technology too (Playwright waits in vain for it to be enabled); a click anyway
    // (a tap on a phone) is answered with the reason.
    await keptDelete.click({ force: true });
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: errorMessage('CANNOT_DELETE_SUPER_ADMIN', language) })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: messages['users.add'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages['users.addTitle'] });
    await dialog.waitFor();
    // Saving an empty form names what is missing instead of calling the server.
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await dialog.getByText(messages['users.field.role'], { exact: true }).waitFor();
    expect(
      await dialog
        .getByRole('textbox', { name: messages['users.field.username'] })
        .getAttribute('aria-invalid'),
    ).toBe('true');

    await dialog.getByRole('textbox', { name: messages['users.field.username'] }).fill(editor.username);
    await dialog.getByRole('textbox', { name: messages['users.field.email'] }).fill(editor.email);
    await dialog.getByRole('textbox', { name: messages['users.field.fullName'] }).fill(editor.fullName);
    await dialog
      .getByRole('combobox', { name: messages['users.field.role'] })
      .selectOption({ label: messages['role.editor'] });
    await dialog.getByLabel(messages['users.field.password'], { exact: true }).fill(editor.password);
    await saveScreenshot(page, `admin-user-form-${language}-1366`);
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();

    await page.getByText(fill(messages['users.created'], { name: isolate(editor.username) })).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const editorRow = page.getByRole('row').filter({ hasText: `@${editor.username}` });
    await editorRow.getByText(messages['role.editor'], { exact: true }).waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `admin-users-${language}-1366`);

    // The customers tab is the Customers screen's list (search, status, export): each name opens
    // the customer page, and no row offers edit or delete.
    await page.getByRole('tab', { name: messages['users.tab.customers'] }).click();
    const customersPanel = page.getByRole('tabpanel', { name: messages['users.tab.customers'] });
    await customersPanel.getByRole('searchbox', { name: messages['customers.search.label'] }).waitFor();
    await customersPanel.getByRole('button', { name: messages['customers.export'] }).waitFor();
    await customersPanel.getByRole('row').nth(1).waitFor();
    expect(await customersPanel.getByRole('table').getByRole('button').count()).toBe(0);
    await saveScreenshot(page, `admin-customers-${language}-1366`);

    // The new editor signs in in a browser of their own.
    const second = await openAdminSignIn(browser, language);
    await submitAdminSignIn(second.page, language, editor);
    await second.page.getByText(editor.fullName).first().waitFor();
    expect(await menuLink(second.page, messages['nav.activityLogs']).count()).toBe(0);
    await second.context.close();
    await context.close();
  });

  it("records the editor's changed e-mail and role in the activity log with old and new values", async () => {
    const { context, page } = await openAdminSignIn(browser, language);
    await submitAdminSignIn(page, language, E2E_ADMIN);
    await menuLink(page, messages['nav.users']).click();
    await page
      .getByRole('button', { name: fill(messages['users.editUser'], { name: editor.username }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: fill(messages['users.editTitle'], { name: editor.username }),
    });
    await dialog.waitFor();
    const username = dialog.getByRole('textbox', { name: messages['users.field.username'] });
    expect(await username.getAttribute('readonly')).not.toBeNull();
    // No password field until 'change password' is ticked.
    expect(await dialog.getByLabel(messages['users.field.newPassword'], { exact: true }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: messages['users.field.email'] }).fill(editor.newEmail);
    await dialog
      .getByRole('combobox', { name: messages['users.field.role'] })
      .selectOption({ label: messages['role.admin'] });
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await page.getByText(fill(messages['users.updated'], { name: isolate(editor.username) })).waitFor();

    await menuLink(page, messages['nav.activityLogs']).click();
    await page.getByRole('heading', { name: messages['nav.activityLogs'], exact: true }).waitFor();
    await page
      .getByRole('combobox', { name: messages['activity.filter.entity'] })
      .selectOption({ label: entityTypeHeading('user', language) });
    await page
      .getByRole('combobox', { name: messages['activity.filter.action'] })
      .selectOption({ label: messages['activity.action.UPDATE'] });

    const row = page
      .getByRole('row')
      .filter({ hasText: editor.username })
      .filter({ hasText: messages['activity.action.UPDATE'] })
      .first();
    await row.getByRole('button', { name: messages['activity.showDetails'] }).click();
    // What changed, field by field in the staff member's language, before and after.
    const changes = page.getByRole('table', { name: messages['activity.changes'] });
    const emailRow = changes.getByRole('row').filter({ hasText: activityFieldLabel('email', language) });
    await expect.poll(() => emailRow.textContent()).toContain(editor.email);
    expect(await emailRow.textContent()).toContain(editor.newEmail);
    const roleRow = changes.getByRole('row').filter({ hasText: activityFieldLabel('role', language) });
    expect(await roleRow.textContent()).toContain(messages['role.editor']);
    expect(await roleRow.textContent()).toContain(messages['role.admin']);
    expect(await changes.textContent()).not.toContain('updated_at');
    await fontsReady(page);
    await saveScreenshot(page, `admin-activity-${language}-1366`);

    // The export holds the filtered entries, header first, the change among them.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: messages['activity.exportCsv'] }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain(ACTIVITY_LOG_CSV_HEADERS[language].action_type);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes('UPDATE') && line.includes('user'))).toBe(true);
    expect(lines.some((line) => line.includes(editor.username))).toBe(true);

    await page.getByRole('button', { name: messages['activity.filter.reset'] }).click();
    await context.close();
  });

  it('lays the screens out for a phone', async () => {
    const { context, page } = await openAdminSignIn(browser, language, 'phone');
    await fontsReady(page);
    await saveScreenshot(page, `admin-login-${language}-390`);
    await submitAdminSignIn(page, language, E2E_ADMIN);
    await fontsReady(page);
    await saveScreenshot(page, `admin-dashboard-${language}-390`);
    for (const [path, heading, name] of [
      ['/admin/users', messages['nav.users'], 'users'],
      ['/admin/activity-logs', messages['nav.activityLogs'], 'activity'],
    ] as const) {
      await gotoChecked(page, `${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: messages['common.loading'] })
        .waitFor({ state: 'detached' });
      await saveScreenshot(page, `admin-${name}-${language}-390`);
    }
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
