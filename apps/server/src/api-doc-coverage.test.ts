import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './testing/test-app.js';

/**
 * docs/api.md is written by hand (it says why, and what, where the generated reference cannot); this keeps it
 * honest against the OpenAPI document the server publishes: every operation the server has is described there,
 * and every call it describes exists.
 */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Calls the server has only when configured so (the WhatsApp Cloud API's webhook); the test app has not. */
const ONLY_WHEN_CONFIGURED = ['GET /api/whatsapp/webhook', 'POST /api/whatsapp/webhook'];

/** `GET /api/admin/products/{id}` with any parameter name as `{}` and no query string. */
const operationKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    .replace(/\?.*$/, '')
    .replace(/\{[^}]*\}|:[A-Za-z]\w*/g, '{}')
    .replace(/\/$/, '')}`;

/** Every `METHOD /api/…` the document names, in code spans or tables. */
function operationsInDocs(markdown: string): Set<string> {
  const found = new Set<string>();
  const pattern = new RegExp(`\\b(${METHODS.join('|')}) (/(?:api|pay)/[^\\s\`|,)]*)`, 'g');
  for (const match of markdown.matchAll(pattern)) found.add(operationKey(match[1]!, match[2]!));
  return found;
}

describe('docs/api.md', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let documented: Set<string>;
  let served: Set<string>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    served = new Set(
      Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => METHODS.includes(method.toUpperCase() as (typeof METHODS)[number]))
          .map((method) => operationKey(method, path)),
      ),
    );
    documented = operationsInDocs(readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8'));
  });
  afterAll(() => ctx.close());

  it('describes every operation the server publishes', () => {
    expect(served.size).toBeGreaterThan(100);
    expect([...served].filter((operation) => !documented.has(operation)).sort()).toEqual([]);
  });

  it('names no call the server does not have', () => {
    const unknown = [...documented].filter((operation) => !served.has(operation));
    expect(unknown.filter((operation) => !ONLY_WHEN_CONFIGURED.includes(operation)).sort()).toEqual([]);
  });

  it('lists as conditional only calls this configuration leaves out', () => {
    for (const operation of ONLY_WHEN_CONFIGURED) expect(served).not.toContain(operation);
  });
});
