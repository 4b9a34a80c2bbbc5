import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LanguageProvider } from './i18n/language-context';
import { createQueryClient } from './lib/api/query-client';
import { SessionProvider } from './lib/session/session-context';
import { router } from './router';
import { Toaster } from './ui/toaster';

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <SessionProvider>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
