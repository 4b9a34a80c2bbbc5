import { Navigate, createBrowserRouter } from 'react-router';
import { RequirePermission } from './features/auth/require-permission';
import { RequireSession } from './features/auth/require-session';
import { AlertsBell } from './features/alerts/alerts-bell';
import { AdminLayout } from './features/shell/admin-layout';
import { ActivityLogsPage } from './routes/activity-logs-page';
import { AllOrdersPage } from './routes/all-orders-page';
import { BrandsPage } from './routes/brands-page';
import { CategoriesPage } from './routes/categories-page';
import { CouponsPage } from './routes/coupons-page';
import { DashboardPage } from './routes/dashboard-page';
import { GiftCardsPage } from './routes/gift-cards-page';
import { HomepageSectionEditPage } from './routes/homepage-section-edit-page';
import { InboxPage } from './routes/inbox-page';
import { BannersPage, HomepageSectionsPage } from './routes/homepage-sections-page';
import { LoginPage } from './routes/login-page';
import { NotFoundPage } from './routes/not-found-page';
import { OrderInvoicePage } from './routes/order-invoice-page';
import { OrderPage } from './routes/order-page';
import { CustomerPage } from './routes/customer-page';
import { CustomersPage } from './routes/customers-page';
import { OrderPackingSlipPage } from './routes/order-packing-slip-page';
import { OrdersPage } from './routes/orders-page';
import { ProductCreatePage } from './routes/product-create-page';
import { ProductEditPage } from './routes/product-edit-page';
import { ProductsPage } from './routes/products-page';
import { ReviewsPage } from './routes/reviews-page';
import { RouteErrorPage } from './routes/route-error-page';
import { SettingsPage } from './routes/settings-page';
import { UsersPage } from './routes/users-page';

// Vite's base ('/admin/') is the single source of the mount path, in dev and in the build.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage />, errorElement: <RouteErrorPage /> },
    // Printable sheets: behind the sign-in guard but outside the layout, so only the sheet prints.
    {
      path: '/orders/:id/invoice',
      element: (
        <RequireSession>
          <OrderInvoicePage />
        </RequireSession>
      ),
      errorElement: <RouteErrorPage />,
    },
    {
      path: '/orders/:id/packing-slip',
      element: (
        <RequireSession>
          <OrderPackingSlipPage />
        </RequireSession>
      ),
      errorElement: <RouteErrorPage />,
    },
    {
      path: '/',
      element: (
        <RequireSession>
          <AdminLayout topBarActions={<AlertsBell />} />
        </RequireSession>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        { path: 'dashboard', element: <DashboardPage /> },
        { path: 'products', element: <ProductsPage /> },
        {
          path: 'products/create',
          element: (
            <RequirePermission permission="catalog.edit">
              <ProductCreatePage />
            </RequirePermission>
          ),
        },
        {
          path: 'products/edit/:id',
          element: (
            <RequirePermission permission="catalog.edit">
              <ProductEditPage />
            </RequirePermission>
          ),
        },
        { path: 'categories', element: <CategoriesPage /> },
        { path: 'brands', element: <BrandsPage /> },
        { path: 'homepage', element: <HomepageSectionsPage /> },
        {
          path: 'homepage/:kind/:sectionId',
          element: (
            <RequirePermission permission="content.edit">
              <HomepageSectionEditPage />
            </RequirePermission>
          ),
        },
        { path: 'banners', element: <BannersPage /> },
        { path: 'orders', element: <OrdersPage /> },
        { path: 'orders/:id', element: <OrderPage /> },
        { path: 'all-orders', element: <AllOrdersPage /> },
        {
          path: 'reviews',
          element: (
            <RequirePermission permission="content.view">
              <ReviewsPage />
            </RequirePermission>
          ),
        },
        {
          path: 'inbox/:id?',
          element: (
            <RequirePermission permission="inbox.manage">
              <InboxPage />
            </RequirePermission>
          ),
        },
        {
          path: 'coupons',
          element: (
            <RequirePermission permission="coupons.view">
              <CouponsPage />
            </RequirePermission>
          ),
        },
        {
          path: 'gift-cards',
          element: (
            <RequirePermission permission="orders.view">
              <GiftCardsPage />
            </RequirePermission>
          ),
        },
        {
          path: 'customers',
          element: (
            <RequirePermission permission="customers.view">
              <CustomersPage />
            </RequirePermission>
          ),
        },
        {
          path: 'customers/:id',
          element: (
            <RequirePermission permission="customers.view">
              <CustomerPage />
            </RequirePermission>
          ),
        },
        {
          path: 'users',
          element: (
            <RequirePermission permission="users.manage" message="users.onlyGeneralManager">
              <UsersPage />
            </RequirePermission>
          ),
        },
        { path: 'settings', element: <SettingsPage /> },
        {
          path: 'activity-logs',
          element: (
            <RequirePermission permission="activity.view">
              <ActivityLogsPage />
            </RequirePermission>
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename },
);
