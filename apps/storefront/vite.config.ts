import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our handler factory (server/app.ts), not the bare route build, so the
  // Fastify host gets createStorefrontHandler from build/server/index.js.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : {},
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 4300 },
}));
