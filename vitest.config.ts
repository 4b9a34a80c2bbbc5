import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects in one run (`npx vitest run`, `npm test`, CI): the unit and API tests of the packages and the
// server, on one PostgreSQL server started by the global setup; and the component tests of the two React
// apps' kits and screens (*.test.tsx), rendered in jsdom with no database, so running only component tests
// starts no PostgreSQL. End-to-end journeys have their own config in e2e/.
//
// Speed, measured on a two-core machine: a fresh process per test file spent more time importing (Fastify,
// Drizzle, React, jsdom, then the shop's own modules) than testing, and Vitest's default of one worker fewer
// than the cores left one core idle. So the workers are reused from file to file (isolate: false), one per core.
// Nothing a test file leaves behind may decide the next one's outcome: each file opens its own database and
// builds its own app, the component tests' setup empties the page and storage after every test, and Vitest
// restores spies and mocks after every file.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
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
          isolate: false,
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
