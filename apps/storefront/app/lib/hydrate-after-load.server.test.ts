import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  HYDRATION_WAIT_CAP_MS,
  hydrateAfterLoad,
  hydrateAfterLoadStream,
} from './hydrate-after-load.server.js';

// The shape React Router 7 and React 19 write: modulepreload links hoisted into the head, the context script,
// then the async inline module that imports the route modules and starts the client entry.
const HEAD =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/media/site/logo-480.png"/><title>جميع المنتجات — متجر</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js"/>' +
  '<link rel="modulepreload" href="/assets/root-C.js"/>' +
  '<link rel="modulepreload" href="/assets/products-D.js"/>' +
  '<link rel="stylesheet" href="/assets/root-E.css"/></head>';
const BODY =
  '<body><main><h1>جميع المنتجات</h1><a href="/product/1">iPhone 16 Pro</a></main>' +
  '<script>window.__reactRouterContext = {"basename":"/"};</script>' +
  '<script type="module" async="">;\n' +
  'import * as route0 from "/assets/root-C.js";\n' +
  'import * as route1 from "/assets/products-D.js";\n' +
  '  window.__reactRouterManifest = {"url":"/assets/manifest-F.js"};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"products":route1};\n\n' +
  'import("/assets/entry.client-A.js");</script>';
const TAIL =
  '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0">' +
  '<script>window.__reactRouterContext.streamController.close();</script></div></body></html>';
const PAGE = HEAD + BODY + TAIL;

/** Runs a rewritten bootstrap against a stub page, recording what it does and in which order. */
async function runBootstrap(html: string, loaded: boolean, loadFires = true, paints = false) {
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const steps: string[] = [];
  const listeners: Array<() => void> = [];
  const timers: Array<[() => void, number | undefined]> = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly report: (list: { getEntries: () => { name: string }[] }) => void) {}
    observe() {
      steps.push('observe paint');
      setImmediate(() => {
        this.report({ getEntries: () => [{ name: 'first-paint' }] });
        steps.push('painted');
        this.report({ getEntries: () => [{ name: 'first-contentful-paint' }] });
      });
    }
    disconnect() {}
  }
  const page = {
    document: {
      readyState: loaded ? 'complete' : 'interactive',
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`) },
    },
    window: {} as Record<string, unknown>,
    addEventListener: (type: string, listener: () => void) => {
      steps.push(`listen ${type}`);
      listeners.push(listener);
    },
    requestAnimationFrame: (callback: () => void) => {
      steps.push('frame');
      callback();
    },
    setTimeout: (callback: () => void, delay?: number) => timers.push([callback, delay]),
    // A browser that reports paints: the first-contentful-paint entry arrives after a first-paint one.
    globalThis: {
      PerformanceObserver: paints ? PaintObserver : undefined,
    },
    load: (href: string) => {
      steps.push(`import ${href}`);
      return Promise.resolve({ href });
    },
  };
  // import() cannot be stubbed from the outside: the test runs the same code with a function in its place.
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const run = new AsyncFunction(...Object.keys(page), script.replaceAll('import(', 'load('));
  const done = run(...Object.values(page));
  // Let the script reach each wait, then release it: the timers in order, the load event when asked.
  const settle = () => new Promise((go) => setImmediate(go));
  for (let round = 0; round < 100; round++) {
    await settle();
    if (loadFires && listeners.length > 0) listeners.splice(0).forEach((listener) => listener());
    const timer = timers.shift();
    // The cap goes off only when the load event never comes.
    if (timer && (timer[1] !== HYDRATION_WAIT_CAP_MS || !loadFires)) {
      if (timer[1] === HYDRATION_WAIT_CAP_MS) steps.push('cap');
      timer[0]();
    }
  }
  await done;
  return { steps, window: page.window };
}

describe('hydrateAfterLoad', () => {
  it('takes the module preloads out of the head and leaves everything else as rendered', () => {
    const html = hydrateAfterLoad(PAGE);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html.slice(0, html.indexOf('</head>') + 7)).toBe(
      HEAD.replace(/<link rel="modulepreload"[^>]*>/g, ''),
    );
    expect(html.endsWith(TAIL)).toBe(true);
    expect(html).toContain('<script>window.__reactRouterContext = {"basename":"/"};</script>');
    expect(html).toContain('<title>جميع المنتجات — متجر</title>');
    expect(html.match(/<script type="module" async="">/g)).toHaveLength(1);
    expect(html).not.toMatch(/import \* as/);
  });

  it('starts the same modules, in the same order, once the page has loaded and painted', async () => {
    const { steps, window } = await runBootstrap(hydrateAfterLoad(PAGE), false);
    expect(steps).toEqual([
      'listen load',
      'frame',
      'modulepreload /assets/entry.client-A.js',
      'modulepreload /assets/framework-B.js',
      'modulepreload /assets/root-C.js',
      'modulepreload /assets/products-D.js',
      'import /assets/root-C.js',
      'import /assets/products-D.js',
      'import /assets/entry.client-A.js',
    ]);
    // The route modules are handed to React Router under their ids, as the original script did.
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-C.js' },
      products: { href: '/assets/products-D.js' },
    });
    expect(window.__reactRouterManifest).toEqual({ url: '/assets/manifest-F.js' });
  });

  it('waits for the first contentful paint where the browser reports paints', async () => {
    const { steps } = await runBootstrap(hydrateAfterLoad(PAGE), true, true, true);
    expect(steps.slice(0, 4)).toEqual([
      'observe paint',
      'painted',
      'frame',
      'modulepreload /assets/entry.client-A.js',
    ]);
    expect(steps.at(-1)).toBe('import /assets/entry.client-A.js');
  });

  it('does not wait for a load event that has already happened', async () => {
    const { steps } = await runBootstrap(hydrateAfterLoad(PAGE), true);
    expect(steps[0]).toBe('frame');
    expect(steps).not.toContain('listen load');
    expect(steps.at(-1)).toBe('import /assets/entry.client-A.js');
  });

  it('does not wait for the load event past the cap (a stalled picture)', async () => {
    const { steps } = await runBootstrap(hydrateAfterLoad(PAGE), false, false);
    expect(steps.slice(0, 3)).toEqual(['listen load', 'cap', 'frame']);
    expect(steps.at(-1)).toBe('import /assets/entry.client-A.js');
  });

  it('answers a document without React Router scripts unchanged', () => {
    const bare = '<!DOCTYPE html><html><head><title>x</title></head><body><p>503</p></body></html>';
    expect(hydrateAfterLoad(bare)).toBe(bare);
  });
});

describe('hydrateAfterLoadStream', () => {
  const through = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(hydrateAfterLoadStream()));

  it('rewrites a document however React splits it, Arabic letters and tags included', async () => {
    const bytes = Buffer.from(PAGE);
    for (const size of [1, 7, 64, 2048, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks)).toBe(hydrateAfterLoad(PAGE));
    }
  });

  it('passes a document without React Router scripts through unchanged', async () => {
    const bare = '<!DOCTYPE html><html><head></head><body><p>قريبًا</p></body></html>';
    expect(await through([Buffer.from(bare.slice(0, 30)), Buffer.from(bare.slice(30))])).toBe(bare);
  });
});
