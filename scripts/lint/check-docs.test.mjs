import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { citationProblems, decisionIndexProblems, docsProblems, headingNumbers } from './check-docs.mjs';

const all = (count) => new Set(Array.from({ length: count }, (_, index) => index + 1));
const definitions = { departures: all(27), storefront: all(9), backOffice: all(9), principles: all(9) };
const cited = (text, defined = definitions) =>
  citationProblems(text, defined).map((problem) => problem.cited);

describe('headingNumbers', () => {
  it('reads the numbers of matching headings only', () => {
    const text = '# D1 — one\nD2 in prose\n### D12 — twelve\n## Storefront §3 — records';
    expect(headingNumbers(text, /^D(\d+)\b/)).toEqual(new Set([1, 12]));
    expect(headingNumbers(text, /^Storefront §(\d+)\b/)).toEqual(new Set([3]));
  });
});

describe('citationProblems', () => {
  it('accepts departures, sections and principles the documents define', () => {
    const text = [
      '// One machine (D8, departure D27): see storefront §7 and back-office §4.',
      "/** Back office §2, §3 and §9; Storefront spec §5; storefront's §9. */",
      'Fields, §9. Architecture principle 6.',
    ].join('\n');
    expect(citationProblems(text, definitions)).toEqual([]);
  });

  it('names a departure, a section or a principle that is not defined, with its line', () => {
    const text = 'fine D8\nD28 and storefront §10\nback office §2, §12\nprinciple 10; bare §11';
    expect(citationProblems(text, definitions)).toEqual([
      { line: 2, cited: 'D28', missing: 'docs/product/departures.md' },
      { line: 2, cited: 'storefront §10', missing: 'docs/product/storefront.md' },
      { line: 3, cited: 'back office §12', missing: 'docs/product/back-office.md' },
      {
        line: 4,
        cited: '§11',
        missing: 'docs/product/storefront.md or docs/product/back-office.md',
      },
      { line: 4, cited: 'principle 10', missing: 'docs/architecture.md' },
    ]);
  });

  it('reads a section against the document it names', () => {
    const storefrontOnly = { ...definitions, backOffice: new Set([1]) };
    expect(cited('storefront §4 and back-office §4', storefrontOnly)).toEqual(['back-office §4']);
  });

  it('does not take percent-encoded bytes, colours, words or decision numbers for departures', () => {
    expect(cited("q=%D9%A5%D9%A6 '#D9D9D9' SKU-D1 a 3D print D025 D9%A4")).toEqual([]);
  });
});

describe('decisionIndexProblems', () => {
  const readme = '- [001 money](docs/decisions/001-money.md), [003](docs/decisions/003-status.md#decision)';

  it('passes when the index and the folder agree', () => {
    expect(decisionIndexProblems(readme, ['001-money.md', '003-status.md'])).toEqual([]);
  });

  it('names a record missing from the index and a link to no record', () => {
    expect(decisionIndexProblems(readme, ['001-money.md', '002-new.md'])).toEqual([
      'README.md: the decision index does not link docs/decisions/002-new.md',
      'README.md: the decision index links docs/decisions/003-status.md, which does not exist',
    ]);
  });
});

describe('docsProblems', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-docs-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  it('finds each kind of problem in a repository and skips installed packages', () => {
    write('README.md', '[001](docs/decisions/001-a.md) [gone](docs/gone.md)');
    write('docs/decisions/001-a.md', '# 001');
    write('docs/decisions/002-b.md', '# 002');
    write('docs/product/README.md', '[departures](departures.md)');
    write('docs/product/departures.md', '## D1 — one\n');
    write('docs/product/storefront.md', '## Storefront §1 — what\n');
    write('docs/product/back-office.md', '## Back office §1 — what\n');
    write('docs/architecture.md', '## Principle 1 — one\n');
    write('apps/x/src/a.ts', '// D1, storefront §1, principle 1\n// D2 and back-office §2\n');
    write('node_modules/pkg/index.js', '// D99 storefront §99');
    expect(docsProblems(root)).toEqual([
      'README.md: the decision index does not link docs/decisions/002-b.md',
      'apps/x/src/a.ts:2: D2 is not defined in docs/product/departures.md',
      'apps/x/src/a.ts:2: back-office §2 is not defined in docs/product/back-office.md',
      'README.md: the link docs/gone.md leads to no file',
    ]);
  });

  it('finds no problem in this repository', () => {
    expect(docsProblems(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });
});
