import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The storefront's pages load core's rules but never zod (apps/storefront/vite.config.ts groups zod with the
// schemas, which load with the first API call). That holds only while no rule imports a schema's value: a rule
// may name a schema's type, never call it. errors.ts is the one exception the build knows of.
const ALLOWED = new Set(['errors.ts']);

describe('core rules', () => {
  const folder = new URL('.', import.meta.url);
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

  it('import neither zod nor a value of a schema module', () => {
    const offenders = files
      .filter((name) => !ALLOWED.has(name))
      .flatMap((name) => {
        const source = readFileSync(new URL(name, folder), 'utf8');
        const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)];
        return imports
          .filter(([, typeOnly, from]) => !typeOnly && (from === 'zod' || from!.startsWith('../schemas/')))
          .map(([, , from]) => `${name} imports ${from}`);
      });
    expect(offenders).toEqual([]);
  });

  it('still include the module the build sets apart', () => {
    for (const name of ALLOWED) expect(files).toContain(name);
  });
});
