import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages export their TypeScript sources under the "source" condition, so the storefront
// builds from @matjar/core's sources without waiting for its dist.
const source = 'source';

// Zod, core's API schemas and the module that gathers them for the API client (lib/api/answers.ts): loaded by
// the first API call and by checkout's form, never with a page (decision 017).
const answerSchemas =
  /node_modules[\\/]zod[\\/]|packages[\\/]core[\\/]src[\\/](schemas[\\/]|rules[\\/]errors\.ts)|lib[\\/]api[\\/]answers\.ts/;
// Core's rules and constants: pages share them, and so do the schemas, which must not take them into their
// chunk. Not the index (it re-exports the schemas too) nor errors.ts (the API's error body is a schema).
// Rules import nothing from schemas but types (core's zod-free-rules test), so this group never needs zod.
const coreRules = /packages[\\/]core[\\/]src[\\/](?!index\.ts|schemas[\\/]|rules[\\/]errors\.ts)/;

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our handler factory (server/app.ts), not the bare route build, so the
  // Fastify host gets createStorefrontHandler from build/server/index.js.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' } }
    : // Core's modules are pure (no I/O, no globals), but the bundler cannot know: without this, importing one
      // constant from its index pulls every zod schema into the browser (~95 kB).
      {
        rollupOptions: {
          treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/core/src/') },
          output: {
            // A shared chunk's name lists every route that uses it (100+ characters); each page names its
            // chunks several times (preload links, manifest), so they are named by their hash alone.
            chunkFileNames: (chunk: { name: string }) =>
              chunk.name.startsWith('shared') ? 'assets/s-[hash].js' : 'assets/[name]-[hash].js',
            // Left alone, every icon or helper shared by two routes became its own file (41 files for three
            // pages). React, React Router and the scheduler load on every page anyway: one chunk. Other shared
            // modules are grouped by the routes that use them, small groups merged into a neighbour. Core's
            // rules are grouped that way first: the answers group would otherwise take them in as its schemas'
            // dependencies, and every page would load zod with them.
            codeSplitting: {
              groups: [
                {
                  name: 'shared-core',
                  test: (id: string) => coreRules.test(id),
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 8 * 1024,
                  priority: 4,
                },
                {
                  name: 'answers',
                  test: answerSchemas,
                  priority: 3,
                },
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'shared',
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 8 * 1024,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 4300 },
}));
