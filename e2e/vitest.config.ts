import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Journeys share one server and its data, so the order they run in shapes what each finds (the newest order,
 * the stock left). Vitest's default order follows the durations it cached on this machine, and a clean clone
 * (CI) has none: the files then run in another order than they ran here. By name, they run the same everywhere.
 */
class ByName extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve([...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId, 'en')));
  }
}

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
    sequence: { sequencer: ByName },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
