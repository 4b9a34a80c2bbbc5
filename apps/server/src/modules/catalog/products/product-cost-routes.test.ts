import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@matjar/core';
import { products, productVariants } from '@matjar/db';
import { buildTestApp } from '../../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';
import { insertCatalogTerms, productBody, type CatalogTerms } from './testing/admin-products-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let terms: CatalogTerms;
const headers = {} as Record<Role, Record<string, string>>;

beforeAll(async () => {
  t = await buildTestApp();
  terms = await insertCatalogTerms(t.database.db);
  for (const role of ['viewer', 'editor', 'admin', 'super_admin'] as const) {
    const user = await createStaffUser(t.database.db, { role });
    headers[role] = bearer(await createSessionToken(t.database.db, user.id));
  }
});
afterAll(() => t?.close());

const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers[role], ...(payload ? { payload } : {}) });

const stored = async (id: number) => {
  const [product] = await t.database.db
    .select({ cost: products.costPrice })
    .from(products)
    .where(eq(products.id, id));
  const variants = await t.database.db
    .select({ name: productVariants.name, cost: productVariants.costPrice })
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(productVariants.id);
  return { cost: product!.cost, variants: variants.map((v) => [v.name, v.cost]) };
};

async function createWithCost(role: Role = 'admin') {
  const response = await call(
    role,
    'POST',
    '/api/admin/products',
    productBody(terms, {
      cost_price: 250_000,
      variants: [
        { name: '128', price: 350_000, stock: 2, cost_price: 260_000 },
        { name: '256', price: 400_000, stock: 3 },
      ],
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product;
}

describe('cost price (decision 026): admin roles read and set it, others neither see nor set it', () => {
  it('an admin creates a product with costs; a variant without one is stored null (the product’s applies)', async () => {
    const product = await createWithCost();
    expect(product.cost_price).toBe(250_000);
    expect(product.variants.map((v: { cost_price: unknown }) => v.cost_price)).toEqual([260_000, null]);
    expect(await stored(product.id)).toEqual({
      cost: 250_000,
      variants: [
        ['128', 260_000],
        ['256', null],
      ],
    });
  });

  it('viewer and editor answers carry no cost, admin and super_admin answers do', async () => {
    const product = await createWithCost();
    for (const role of ['viewer', 'editor'] as const) {
      const answer = (await call(role, 'GET', `/api/admin/products/${product.id}`)).json().product;
      expect(answer).not.toHaveProperty('cost_price');
      for (const variant of answer.variants) expect(variant).not.toHaveProperty('cost_price');
    }
    for (const role of ['admin', 'super_admin'] as const) {
      const answer = (await call(role, 'GET', `/api/admin/products/${product.id}`)).json().product;
      expect(answer.cost_price).toBe(250_000);
      expect(answer.variants[0].cost_price).toBe(260_000);
    }
  });

  it('an editor’s cost is ignored on create and on save: the stored costs stay, the answer has none', async () => {
    const created = await createWithCost('editor');
    expect(created).not.toHaveProperty('cost_price');
    expect(await stored(created.id)).toEqual({
      cost: null,
      variants: [
        ['128', null],
        ['256', null],
      ],
    });

    const product = await createWithCost();
    const [v1, v2] = product.variants;
    const saved = await call(
      'editor',
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(terms, {
        price: 360_000,
        cost_price: 1,
        variants: [
          { id: v1.id, name: '128', price: 350_000, stock: 2, cost_price: 1 },
          { id: v2.id, name: '256', price: 400_000, stock: 3, cost_price: 1 },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product).not.toHaveProperty('cost_price');
    expect(await stored(product.id)).toEqual({
      cost: 250_000,
      variants: [
        ['128', 260_000],
        ['256', null],
      ],
    });
  });

  it('an admin clears a cost with null; a save without the field keeps it', async () => {
    const product = await createWithCost();
    const [v1, v2] = product.variants;
    const variants = [
      { id: v1.id, name: '128', price: 350_000, stock: 2 },
      { id: v2.id, name: '256', price: 400_000, stock: 3, cost_price: 300_000 },
    ];
    const kept = await call(
      'admin',
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(terms, { variants }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await stored(product.id)).toEqual({
      cost: 250_000,
      variants: [
        ['128', 260_000],
        ['256', 300_000],
      ],
    });
    const cleared = await call(
      'admin',
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(terms, { cost_price: null, variants }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().product.cost_price).toBeNull();
  });

  it('refuses a negative or fractional cost with 400', async () => {
    for (const cost_price of [-1, 1.5]) {
      const response = await call('admin', 'POST', '/api/admin/products', productBody(terms, { cost_price }));
      expect(response.statusCode).toBe(400);
    }
  });
});
