import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCatalogTerms,
  productBody,
  type CatalogTerms,
} from '../catalog/products/testing/admin-products-test-support.js';
import { auditOf } from '../orders/testing/order-workflow-test-support.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let terms: CatalogTerms;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  terms = await insertCatalogTerms(t.database.db);
  const user = await createStaffUser(t.database.db, { role: 'editor' });
  editor = bearer(await createSessionToken(t.database.db, user.id));
});
afterAll(() => t?.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: editor, payload });

describe('a product marked serialised in the editor (decision 049)', () => {
  it('is created unmarked unless asked, marked and unmarked by a save, kept by a save without the field', async () => {
    const plain = await call('POST', '/api/admin/products', productBody(terms, {}));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().product.is_serialized).toBe(false);

    const created = await call('POST', '/api/admin/products', productBody(terms, { is_serialized: true }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().product.id as number;
    expect(created.json().product.is_serialized).toBe(true);

    const kept = await call('PUT', `/api/admin/products/${id}`, productBody(terms, {}));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product.is_serialized).toBe(true);

    const unmarked = await call(
      'PUT',
      `/api/admin/products/${id}`,
      productBody(terms, { is_serialized: false }),
    );
    expect(unmarked.json().product.is_serialized).toBe(false);
    const entry = (await auditOf(t.database.db, 'product', id)).at(-1);
    expect(entry?.changes).toMatchObject({ old: { is_serialized: true }, new: { is_serialized: false } });
  });
});
