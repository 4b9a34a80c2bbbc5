// The import graph of TypeScript sources as TypeScript resolves it (type-only imports count: they tie the
// design together just the same), and the cycles in it. check-imports.mjs holds the rules `npm run lint` applies.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  customConditions: ['source'],
};
/** The back office is bundled by Vite and imports without extensions, as its tsconfig resolves them. */
const BUNDLER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['source'],
};
const optionsFor = (file) =>
  file.split(path.sep).join('/').includes('/apps/admin/') ? BUNDLER_OPTIONS : COMPILER_OPTIONS;

/** Every .ts file under the folders, tests included; declaration files and build output left out. */
export function sourceFiles(folders) {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.m?tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.split(path.sep).some((part) => part === 'dist' || part === 'node_modules')),
  );
}

/** file → the files among `files` it imports (static, dynamic, re-exports, `import type`). */
export function importGraph(files, read = (file) => fs.readFileSync(file, 'utf8')) {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const imported = ts.preProcessFile(read(file), true, true).importedFiles;
      const targets = imported
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, optionsFor(file), ts.sys).resolvedModule)
        .map((resolved) => resolved && path.resolve(resolved.resolvedFileName))
        .filter((target) => target && known.has(target));
      return [file, new Set(targets)];
    }),
  );
}

/** The graph with each node replaced by its unit (unitOf → null leaves the node out); edges inside a unit go. */
export function collapse(graph, unitOf) {
  const units = new Map();
  for (const [from, targets] of graph) {
    const unit = unitOf(from);
    if (unit === null) continue;
    if (!units.has(unit)) units.set(unit, new Set());
    for (const target of targets) {
      const other = unitOf(target);
      if (other !== null && other !== unit) units.get(unit).add(other);
    }
  }
  return units;
}

/** One cycle per strongly connected component (Tarjan), as the path a → b → … → a. */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const cycles = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = new Set(stack.splice(stack.indexOf(node)));
    if (component.size > 1 || graph.get(node)?.has(node)) cycles.push(cyclePath(graph, node, component));
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The shortest way from `start` back to itself inside its component (breadth first). */
function cyclePath(graph, start, component) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      if (next === start) {
        const way = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) way.unshift(at);
        return [start, ...way];
      }
      queue.push(next);
    }
  }
  return [start, start];
}
