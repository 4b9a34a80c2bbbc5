import { defineConfig } from 'vitest/config';

// Two projects in one run (`npx vitest run`, `npm test`, CI): the unit and API tests of the packages and the
// server, on one PostgreSQL server started by the global setup; and the component tests of the two React
// apps' kits and screens (*.test.tsx), rendered in jsdom with no database, so running only component tests
// starts no PostgreSQL. End-to-end journeys have their own config in e2e/.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globalSetup: ['./vitest.global-setup.ts'],
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/app/**/*.test.ts',
            'apps/*/lint/*.test.js',
            'scripts/lint/*.test.mjs',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['apps/*/src/**/*.test.tsx', 'apps/*/app/**/*.test.tsx'],
          setupFiles: ['./vitest.components-setup.ts'],
          // A guard against a hang, not a speed target: a test takes well under a second on an idle machine,
          // but the first test of a file on a shared two-core machine can wait seconds for its turn.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
