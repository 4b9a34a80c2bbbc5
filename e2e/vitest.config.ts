import { defineConfig } from 'vitest/config';

// End-to-end journeys: one built server (started by global-setup, or E2E_BASE_URL) and chromium, files run
// one after another in a single fork because they share that server and the machine has few cores.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
