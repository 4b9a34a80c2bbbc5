import { defineConfig } from 'vitest/config';

// Unit and API tests of the packages and the server; end-to-end journeys have their own config in e2e/.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
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
});
