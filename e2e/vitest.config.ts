import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { journeyWorkers } from './support/workers.js';

/**
 * The journeys of a worker share its shop, so the order they run in could shape what each finds. Vitest's
 * default order follows the durations it cached on this machine, and a clean clone (CI) has none: by name, the
 * files are handed out the same way everywhere. E2E_ORDER=reverse runs them the other way round, to show no
 * journey leans on another having run first.
 */
class ByName extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byName = [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId, 'en'));
    return Promise.resolve(process.env.E2E_ORDER === 'reverse' ? byName.reverse() : byName);
  }
}

// End-to-end journeys: built servers (one per worker, started by global-setup, or E2E_BASE_URL) and chromium.
// Each worker runs its files one after another on its own shop (support/shops.ts).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: journeyWorkers,
    fileParallelism: journeyWorkers > 1,
    sequence: { sequencer: ByName },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
