import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACK_OFFICE_ENDPOINTS,
  PERMISSIONS,
  ROLES,
  ROLE_RANK,
  findEndpointPermission,
  isBackOfficePath,
  isPublicBackOfficeEndpoint,
  type EndpointPermission,
  type Role,
} from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { registeredRoutes } from './testing/registered-routes.js';
import { bearer, createSessionToken, createStaffUser } from './testing/staff-test-support.js';

/**
 * The role matrix of D5, driven by the permission table of @matjar/core: every endpoint in it is called as
 * anonymous, viewer, editor, admin and super_admin, and must answer 401, 403, or neither, as the table says.
 * A new endpoint is covered by adding it to the table; give it a sample below when an empty body or the id
 * 999999 is not a meaningful request.
 */
const SAMPLES: Partial<Record<string, { url?: string; body?: () => object }>> = {
  'POST /api/auth/create-user': {
    body: () => ({
      username: `matrix-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
      password: 'secret1',
      email: 'matrix@matjar.test',
      role: 'viewer',
      whatsapp_language: 'en',
    }),
  },
  'PUT /api/auth/users/:id': { body: () => ({ full_name: 'Matrix', whatsapp_language: 'ar' }) },
  'GET /api/admin/activity-logs': { url: '/api/admin/activity-logs?limit=5' },
  'PATCH /api/admin/customers/:id': { body: () => ({ is_active: true }) },
  'GET /api/admin/orders/board/:status': { url: '/api/admin/orders/board/pending' },
};

/** Endpoints whose answer is an endless event stream: the matrix reads the status and stops reading. */
const STREAMS = new Set(['GET /api/admin/events']);

/** Calls an endpoint; a stream's refusal (401/403) is read whole, an accepted stream is left at its status. */
async function call(entry: EndpointPermission, headers?: Record<string, string>) {
  const request = { ...sampleRequest(entry), ...(headers ? { headers } : {}) };
  if (!STREAMS.has(`${entry.method} ${entry.path}`)) return ctx.app.inject(request);
  const response = await ctx.app.inject({ ...request, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (response.statusCode === 200) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { statusCode: response.statusCode, json: () => JSON.parse(body) as { error: { code: string } } };
}

function sampleRequest(entry: EndpointPermission) {
  const sample = SAMPLES[`${entry.method} ${entry.path}`];
  // An id nobody has: allowed callers get 404 (or 400), which is neither 401 nor 403.
  const url = sample?.url ?? entry.path.replace(/:\w+/g, '999999');
  const body = sample?.body?.() ?? (entry.method === 'GET' || entry.method === 'DELETE' ? undefined : {});
  return { method: entry.method, url, ...(body ? { payload: body } : {}) };
}

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const users = {} as Record<Role, number>;

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const role of ROLES) users[role] = (await createStaffUser(ctx.app.db, { role })).id;
});
afterAll(() => ctx?.close());

describe.each(BACK_OFFICE_ENDPOINTS.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
  '%s',
  (_name, entry) => {
    const required = PERMISSIONS[entry.permission];

    it('refuses anonymous callers with 401', async () => {
      const response = await call(entry);
      expect(response.statusCode).toBe(401);
    });

    it.each(ROLES)(`as %s: 403 below ${required}, otherwise served`, async (role) => {
      // A fresh session per call: logout ends the one it is called with.
      const token = await createSessionToken(ctx.app.db, users[role]);
      const response = await call(entry, bearer(token));
      if (ROLE_RANK[role] < ROLE_RANK[required]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      } else {
        expect([401, 403]).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      }
    });
  },
);

describe('nothing is left unguarded', () => {
  it('every registered /api/admin and /api/auth route is in the permission table (or is sign-in)', () => {
    const routes = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    const backOffice = routes.filter((route) => isBackOfficePath(route.path) && route.method !== 'OPTIONS');
    expect(backOffice.length).toBeGreaterThanOrEqual(BACK_OFFICE_ENDPOINTS.length);
    const missing = backOffice.filter(
      (route) =>
        !findEndpointPermission(route.method, route.path) &&
        !isPublicBackOfficeEndpoint(route.method, route.path),
    );
    expect(missing).toEqual([]);
  });

  it('every table entry is a registered route', () => {
    const routes = new Set(
      registeredRoutes(ctx.app.printRoutes({ commonPrefix: false })).map((r) => `${r.method} ${r.path}`),
    );
    for (const entry of BACK_OFFICE_ENDPOINTS) expect(routes).toContain(`${entry.method} ${entry.path}`);
  });
});

describe('fail closed', () => {
  let withExtra: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    withExtra = await buildTestApp({
      database: ctx.database,
      routes: (app) => {
        app.get('/api/admin/not-in-the-table', async () => ({ leaked: true }));
      },
    });
  });
  afterAll(() => withExtra?.close());

  it('refuses a back-office route missing from the table, even for a super_admin', async () => {
    const token = await createSessionToken(ctx.app.db, users.super_admin);
    const response = await withExtra.app.inject({
      method: 'GET',
      url: '/api/admin/not-in-the-table',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('leaked');
  });

  it('and the coverage check above names it', () => {
    const routes = registeredRoutes(withExtra.app.printRoutes({ commonPrefix: false }));
    const unlisted = routes.filter(
      (route) =>
        isBackOfficePath(route.path) &&
        !findEndpointPermission(route.method, route.path) &&
        !isPublicBackOfficeEndpoint(route.method, route.path),
    );
    expect(unlisted).toEqual([
      { method: 'GET', path: '/api/admin/not-in-the-table' },
      { method: 'HEAD', path: '/api/admin/not-in-the-table' },
    ]);
  });
});
