import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importProblems } from './check-imports.mjs';
import { findCycles, importGraph, sourceFiles } from './import-graph.mjs';

const graphOf = (edges) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('findCycles', () => {
  it('finds none in a graph that only runs one way', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('names each cycle as the way round it, and a file importing itself', () => {
    const cycles = findCycles(graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['d'] }));
    expect(cycles).toHaveLength(2);
    expect(cycles).toContainEqual(['d', 'd']);
    const round = cycles.find((cycle) => cycle.length === 4);
    expect(round[0]).toBe(round[3]);
    expect(new Set(round)).toEqual(new Set(['a', 'b', 'c']));
  });
});

describe('importGraph', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('follows static, type-only and dynamic imports and re-exports, and sees the cycle they close', () => {
    const write = (name, text) => fs.writeFileSync(path.join(folder, name), text);
    write('order.ts', "import { stock } from './stock.js';\nexport const order = stock;\n");
    write('stock.ts', "import type { Row } from './row.js';\nexport const stock = 1 as unknown as Row;\n");
    write('row.ts', "export type Row = number;\nexport const load = () => import('./order.js');\n");
    write('index.ts', "export * from './order.js';\nimport 'node:path';\n");
    const graph = importGraph(sourceFiles([folder]));
    const at = (name) => path.join(folder, name);
    expect(graph.get(at('index.ts'))).toEqual(new Set([at('order.ts')]));
    expect(findCycles(graph)).toEqual([[at('order.ts'), at('stock.ts'), at('row.ts'), at('order.ts')]]);
  });
});

describe('importProblems', () => {
  const root = '/repo';
  const server = (file) => `${root}/apps/server/src/${file}`;
  const problemsOf = (edges) => importProblems(graphOf(edges), root);

  it('reports two server modules that import each other, though no file cycle joins them', () => {
    expect(
      problemsOf({
        [server('modules/checkout/order-repository.ts')]: [server('modules/orders/order-status-history.ts')],
        [server('modules/orders/order-status-history.ts')]: [],
        [server('modules/orders/order-status-service.ts')]: [server('modules/checkout/stock-release.ts')],
        [server('modules/checkout/stock-release.ts')]: [],
      }),
    ).toContain('module cycle in apps/server/src/modules: checkout → orders → checkout');
  });

  it("reports a module reaching into another's files; its index.ts is the way in", () => {
    expect(
      problemsOf({
        [server('modules/checkout/create-order-service.ts')]: [
          server('modules/stock/index.ts'),
          server('modules/payments/payments-repository.ts'),
          server('modules/checkout/order-draft.ts'),
        ],
        [server('modules/stock/index.ts')]: [server('modules/stock/stock-reservation.ts')],
        [server('modules/stock/stock-reservation.ts')]: [],
        [server('modules/payments/payments-repository.ts')]: [],
        [server('modules/checkout/order-draft.ts')]: [],
        [server('app.ts')]: [server('modules/stock/stock-plugin.ts')],
        [server('modules/stock/stock-plugin.ts')]: [],
      }),
    ).toEqual([
      'apps/server/src/modules/checkout/create-order-service.ts imports apps/server/src/modules/payments/payments-repository.ts: another module is reached through its index.ts',
    ]);
  });

  it('lets tests and test support import across modules', () => {
    expect(
      problemsOf({
        [server('modules/checkout/create-order.test.ts')]: [server('modules/orders/testing/orders.ts')],
        [server('modules/orders/testing/orders.ts')]: [server('modules/checkout/checkout-plugin.ts')],
        [server('modules/checkout/checkout-plugin.ts')]: [],
      }),
    ).toEqual([]);
  });

  it('reports a shared layer that imports a module; the composition root may', () => {
    expect(
      problemsOf({
        [server('plugins/auth.ts')]: [server('modules/staff/auth-service.ts')],
        [server('app.ts')]: [server('modules/staff/staff-plugin.ts')],
        [server('ssr/storefront-context.ts')]: [server('modules/catalog/cache-tags.ts')],
        [server('modules/staff/auth-service.ts')]: [server('http/same-origin.ts')],
      }),
    ).toEqual([
      'apps/server/src/plugins/auth.ts imports apps/server/src/modules/staff/auth-service.ts: shared layers import no module',
    ]);
  });

  it('reports a package importing one above it', () => {
    expect(
      problemsOf({
        [`${root}/packages/core/src/money.ts`]: [`${root}/packages/db/src/index.ts`],
        [`${root}/packages/db/src/index.ts`]: [`${root}/packages/core/src/index.ts`],
      }),
    ).toEqual([
      'packages/core/src/money.ts imports packages/db/src/index.ts: packages/core/src may not import packages/db/src',
    ]);
  });

  it('lets the storefront and the back office import core and nothing else of the workspace', () => {
    expect(
      problemsOf({
        [`${root}/apps/storefront/app/ui/price.tsx`]: [`${root}/packages/core/src/money.ts`],
        [`${root}/apps/admin/src/lib/api/client.ts`]: [`${root}/packages/db/src/index.ts`],
        [`${root}/apps/storefront/app/lib/api.ts`]: [`${root}/apps/admin/src/lib/api/client.ts`],
        [`${root}/apps/server/src/ssr/render.ts`]: [`${root}/apps/storefront/app/root.tsx`],
        [`${root}/packages/core/src/money.ts`]: [],
        [`${root}/packages/db/src/index.ts`]: [],
        [`${root}/apps/storefront/app/root.tsx`]: [],
      }),
    ).toEqual([
      'apps/admin/src/lib/api/client.ts imports packages/db/src/index.ts: apps/admin/src may not import packages/db/src',
      'apps/storefront/app/lib/api.ts imports apps/admin/src/lib/api/client.ts: apps/storefront/app may not import apps/admin/src',
      'apps/server/src/ssr/render.ts imports apps/storefront/app/root.tsx: apps/server/src may not import apps/storefront/app',
    ]);
  });
});
