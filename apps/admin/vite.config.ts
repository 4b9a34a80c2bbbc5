import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defineConfig } from 'vite';

// The Fastify server serves this build under /admin with an index.html fallback for client routes.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  // Workspace packages expose their TypeScript sources under the "source" condition.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 4401, proxy: { '/api': 'http://localhost:3000' } },
});
