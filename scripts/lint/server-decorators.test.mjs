import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { declaredNames, decoratedNames } from './server-decorators.mjs';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

describe("the server's decorators", () => {
  it('are the names the plugins declare on FastifyInstance, every one of them', () => {
    const decorated = decoratedNames(repositoryRoot);
    expect(decorated).toEqual(declaredNames(repositoryRoot));
    // The ones a hand-kept list once missed are there.
    expect(decorated).toEqual(
      expect.arrayContaining([
        'restock',
        'trackingTokens',
        'onContentChange',
        'onProductsChange',
        'whatsappWorker',
      ]),
    );
  });

  describe('read from source', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'decorators-'));
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
    const write = (name, text) => {
      const file = path.join(root, 'apps/server/src', name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    };

    it("finds the app's decorations, not the request's, and only in source that ships", () => {
      write(
        'modules/a/a-plugin.ts',
        `declare module 'fastify' {
  interface FastifyInstance {
    /** A comment: ignored(). */
    alpha: { nested: string; deeper(): void };
    beta(request: FastifyRequest): Promise<number>;
  }
}
app.decorate('alpha', x).decorate( 'beta', y);
app.decorateRequest('staff', null);`,
      );
      write('modules/a/a.test.ts', `app.decorate('fromATest', 1);`);
      expect(decoratedNames(root)).toEqual(['alpha', 'beta']);
      expect(declaredNames(root)).toEqual(['alpha', 'beta']);
    });

    it('tells a decoration without a declaration apart', () => {
      write('modules/b/b-plugin.ts', `app.decorate('gamma', z);`);
      expect(decoratedNames(root)).toContain('gamma');
      expect(declaredNames(root)).not.toContain('gamma');
    });
  });
});
