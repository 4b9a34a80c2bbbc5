import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequirePermission } from '../features/auth/require-permission';
import { guardOfRoute } from '../lib/session/screen-guards';
import { ActivityLogsPage } from './activity-logs-page';
import { AllOrdersPage } from './all-orders-page';
import { BrandsPage } from './brands-page';
import { CashReportPage } from './cash-report-page';
import { CategoriesPage } from './categories-page';
import { CouponsPage } from './coupons-page';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';
import { DashboardPage } from './dashboard-page';
import { ReportsPage } from './reports-page';
import { GiftCardsPage } from './gift-cards-page';
import { HomepageSectionEditPage } from './homepage-section-edit-page';
import { BannersPage, HomepageSectionsPage } from './homepage-sections-page';
import { InboxPage } from './inbox-page';
import { NotFoundPage } from './not-found-page';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';
import { ProductCreatePage } from './product-create-page';
import { ProductEditPage } from './product-edit-page';
import { ProductsPage } from './products-page';
import { ReviewsPage } from './reviews-page';
import { SettingsPage } from './settings-page';
import { UsersPage } from './users-page';

/** A screen of the layout, behind the guard SCREEN_GUARDS gives its path (lib/session/screen-guards.ts). */
function screen(path: string, page: ReactNode): RouteObject {
  const guard = guardOfRoute(path);
  return {
    path,
    element: guard ? (
      <RequirePermission permission={guard.permission} message={guard.deniedMessage}>
        {page}
      </RequirePermission>
    ) : (
      page
    ),
  };
}

/** The screens inside the signed-in layout (paths relative to /admin/). */
export const LAYOUT_SCREENS: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard" replace /> },
  screen('dashboard', <DashboardPage />),
  screen('products', <ProductsPage />),
  screen('products/create', <ProductCreatePage />),
  screen('products/edit/:id', <ProductEditPage />),
  screen('categories', <CategoriesPage />),
  screen('brands', <BrandsPage />),
  screen('homepage', <HomepageSectionsPage />),
  screen('homepage/:kind/:sectionId', <HomepageSectionEditPage />),
  screen('banners', <BannersPage />),
  screen('orders', <OrdersPage />),
  screen('orders/:id', <OrderPage />),
  screen('all-orders', <AllOrdersPage />),
  screen('cash-report', <CashReportPage />),
  screen('reports', <ReportsPage />),
  screen('reviews', <ReviewsPage />),
  screen('inbox/:id?', <InboxPage />),
  screen('coupons', <CouponsPage />),
  screen('gift-cards', <GiftCardsPage />),
  screen('customers', <CustomersPage />),
  screen('customers/:id', <CustomerPage />),
  screen('users', <UsersPage />),
  screen('settings', <SettingsPage />),
  screen('activity-logs', <ActivityLogsPage />),
  { path: '*', element: <NotFoundPage /> },
];
