import type { MessageKey } from './ar.js';
import { activityEn } from './activity.en.js';
import { alertsEn } from './alerts.en.js';
import { brandsEn } from './brands.en.js';
import { catalogIconEn } from './catalog-icon.en.js';
import { categoriesEn } from './categories.en.js';
import { customersEn } from './customers.en.js';
import { couponsEn } from './coupons.en.js';
import { dashboardEn } from './dashboard.en.js';
import { reportsEn } from './reports.en.js';
import { driversEn } from './drivers.en.js';
import { giftCardsEn } from './gift-cards.en.js';
import { giftCodesEn } from './gift-codes.en.js';
import { homepageEn } from './homepage.en.js';
import { inboxEn } from './inbox.en.js';
import { kitEn } from './kit.en.js';
import { sessionEn } from './session.en.js';
import { orderPageEn } from './order-page.en.js';
import { serialsEn } from './serials.en.js';
import { ordersEn } from './orders.en.js';
import { returnsEn } from './returns.en.js';
import { productsEn } from './products.en.js';
import { productBatchesEn } from './product-batches.en.js';
import { productsCsvEn } from './products-csv.en.js';
import { reviewsEn } from './reviews.en.js';
import { settingsEn } from './settings.en.js';
import { whatsappEn } from './whatsapp.en.js';
import { stockHistoryEn } from './stock-history.en.js';
import { usersEn } from './users.en.js';

export const en: Record<MessageKey, string> = {
  ...usersEn,
  ...productsEn,
  ...productsCsvEn,
  ...productBatchesEn,
  ...reviewsEn,
  ...settingsEn,
  ...whatsappEn,
  ...stockHistoryEn,
  ...categoriesEn,
  ...customersEn,
  ...couponsEn,
  ...brandsEn,
  ...catalogIconEn,
  ...activityEn,
  ...alertsEn,
  ...dashboardEn,
  ...reportsEn,
  ...driversEn,
  ...giftCardsEn,
  ...giftCodesEn,
  ...homepageEn,
  ...inboxEn,
  ...kitEn,
  ...sessionEn,
  ...orderPageEn,
  ...serialsEn,
  ...ordersEn,
  ...returnsEn,
  'app.name': 'Matjar',
  'app.backOffice': 'Back office',
  'app.documentTitle': 'Matjar back office',
  'app.skipToContent': 'Skip to content',
  'app.notices': 'Notices',
  'app.closeNotice': 'Close the notice',
  'language.toggle': 'العربية',
  'language.toggleLabel': 'Show the back office in Arabic',
  'login.title': 'Sign in',
  'login.subtitle': 'to the store back office',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.usernameRequired': 'Enter your username',
  'login.passwordRequired': 'Enter your password',
  'login.credentialsNote': 'Ask the system administrator for your credentials.',
  'login.invalidCredentials': 'Invalid username or password',
  'login.failed': 'Login failed',
  'login.unexpectedError': 'An error occurred during login',
  'auth.verifying': 'Checking your session…',
  'auth.unauthorisedTitle': 'Access denied',
  'auth.unauthorised': 'You do not have permission to access this page',
  'auth.back': 'Go back',
  'auth.logout': 'Log out',
  'role.super_admin': 'General manager',
  'role.admin': 'Manager',
  'role.editor': 'Editor',
  'role.viewer': 'Viewer',
  'nav.main': 'Main menu',
  'nav.open': 'Open menu',
  'nav.close': 'Close menu',
  'nav.dashboard': 'Dashboard',
  'nav.store': 'Store',
  'nav.products': 'Products',
  'nav.categories': 'Categories',
  'nav.brands': 'Brands',
  'nav.homepage': 'Homepage',
  'nav.orders': 'Orders',
  'nav.coupons': 'Coupons',
  'nav.reviews': 'Reviews',
  'nav.giftCards': 'Gift cards',
  'nav.customers': 'Customers',
  'nav.reports': 'Reports',
  'nav.inbox': 'Inbox',
  'nav.users': 'Users',
  'nav.settings': 'Settings',
  'nav.activityLogs': 'Activity logs',
  'notFound.title': 'Page not found',
  'notFound.body': 'There is no back-office page at this address.',
  'notFound.toDashboard': 'Back to the dashboard',
  'error.title': 'Something went wrong',
  'error.body':
    'This page could not be shown. Reload it, and tell the system administrator if it happens again.',
  'error.reload': 'Reload',
  'login.tooManyAttempts': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'dialog.close': 'Close',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'common.loading': 'Loading…',
  'common.tryAgainLater': 'Reload the page or try again later.',
};
