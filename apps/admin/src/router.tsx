import { createBrowserRouter } from 'react-router';
import { AlertsBell } from './features/alerts/alerts-bell';
import { RequireSession } from './features/auth/require-session';
import { AdminLayout } from './features/shell/admin-layout';
import { LAYOUT_SCREENS } from './routes/layout-screens';
import { DeliverySheetPage } from './routes/delivery-sheet-page';
import { LoginPage } from './routes/login-page';
import { OrderInvoicePage } from './routes/order-invoice-page';
import { OrderPackingSlipPage } from './routes/order-packing-slip-page';
import { RouteErrorPage } from './routes/route-error-page';

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
      path: '/drivers/:id/delivery-sheet',
      element: (
        <RequireSession>
          <DeliverySheetPage />
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
      children: LAYOUT_SCREENS,
    },
  ],
  { basename },
);
