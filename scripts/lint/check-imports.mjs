// `npm run lint` runs this after ESLint. The import graph of the packages, the server and the two UIs must have
//   1. no cycle between files;
//   2. no cycle between the server's modules (apps/server/src/modules/<capability>/; tests and testing/ left out);
//   3. no module imported from the server's shared layers (credentials/, events/, http/, mail/, plugins/, sql/,
//      storage/…): only the composition root (app.ts, main.ts, index.ts, ssr/) and tests reach into modules/;
//   4. no package importing one above it (core ← db ← server; the storefront and the back office import core
//      only);
//   5. a module reaching another only through that module's index.ts, which names what it offers the others
//      (the composition root and tests may reach further in).
// Decision 018 says why. Prints each problem and exits 1 when there is one.
import path from 'node:path';
import { collapse, findCycles, importGraph, sourceFiles } from './import-graph.mjs';

/** Lowest first: a package may import those before it, never one after it. */
export const PACKAGE_ORDER = ['packages/core/src', 'packages/db/src', 'apps/server/src'];
/** The browser apps: core below them, and nothing else of the workspace. */
export const UI_APPS = ['apps/storefront/app', 'apps/admin/src'];
const SERVER = 'apps/server/src';
/** The server's files that compose modules (besides tests): they may import any module. */
const COMPOSITION_ROOT = /^(app|main|index)\.ts$|^ssr\//;
const TEST_ONLY = /\.test\.ts$|(^|\/)testing\//;

/** Where a file sits: its package (an entry of PACKAGE_ORDER) and its path inside it, or null. */
function place(file, root) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const pkg = [...PACKAGE_ORDER, ...UI_APPS].find((folder) => relative.startsWith(`${folder}/`));
  return pkg ? { pkg, inner: relative.slice(pkg.length + 1) } : null;
}

/** A package imports itself, those below it, and a UI app core alone. */
function mayImport(from, to) {
  if (from === to) return true;
  if (UI_APPS.includes(from)) return to === PACKAGE_ORDER[0];
  return !UI_APPS.includes(to) && PACKAGE_ORDER.indexOf(to) < PACKAGE_ORDER.indexOf(from);
}

const moduleOf = (inner) => /^modules\/([^/]+)\//.exec(inner)?.[1] ?? null;

/** Every rule broken by `graph` (files are absolute paths under `root`), as readable lines. */
export function importProblems(graph, root) {
  const show = (file) => path.relative(root, file);
  const problems = findCycles(graph).map((cycle) => `import cycle: ${cycle.map(show).join(' → ')}`);

  const serverModule = (file) => {
    const at = place(file, root);
    return at?.pkg === SERVER && !TEST_ONLY.test(at.inner) ? moduleOf(at.inner) : null;
  };
  for (const cycle of findCycles(collapse(graph, serverModule)))
    problems.push(`module cycle in ${SERVER}/modules: ${cycle.join(' → ')}`);

  for (const [from, targets] of graph) {
    const source = place(from, root);
    if (!source) continue;
    for (const to of targets) {
      const target = place(to, root);
      if (!target) continue;
      if (!mayImport(source.pkg, target.pkg))
        problems.push(`${show(from)} imports ${show(to)}: ${source.pkg} may not import ${target.pkg}`);
      const sharedLayer =
        source.pkg === SERVER &&
        !moduleOf(source.inner) &&
        !COMPOSITION_ROOT.test(source.inner) &&
        !TEST_ONLY.test(source.inner);
      if (sharedLayer && target.pkg === SERVER && moduleOf(target.inner))
        problems.push(`${show(from)} imports ${show(to)}: shared layers import no module`);
      const fromModule =
        source.pkg === SERVER && !TEST_ONLY.test(source.inner) ? moduleOf(source.inner) : null;
      const toModule = target.pkg === SERVER ? moduleOf(target.inner) : null;
      if (
        fromModule &&
        toModule &&
        fromModule !== toModule &&
        target.inner !== `modules/${toModule}/index.ts`
      )
        problems.push(`${show(from)} imports ${show(to)}: another module is reached through its index.ts`);
    }
  }
  return problems;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, '../..');
  const folders = [...PACKAGE_ORDER, ...UI_APPS].map((folder) => path.join(root, folder));
  const graph = importGraph(sourceFiles(folders));
  const problems = importProblems(graph, root);
  for (const problem of problems) console.error(problem);
  console.log(`import graph: ${graph.size} files, ${problems.length} problem(s)`);
  if (problems.length > 0) process.exitCode = 1;
}
