// ESLint rule for the back office (apps/admin/src): a feature folder imports only itself and the shared
// layers (ui/, lib/, i18n/, @matjar/core), never another feature, so a feature can change or go without
// breaking the others; the shared layers import no feature at all. Screens in routes/ compose features.
// Written as a rule rather than `no-restricted-imports` patterns because those match the import text, and
// a relative path ("../users/x", "../../features/users/x") only shows where it leads once resolved.
import path from 'node:path';

const SHARED_LAYERS = ['ui', 'lib', 'i18n'];

/** Where a file sits inside src/: { layer: 'features', feature: 'users' }, { layer: 'ui' }, or null. */
export function placeOf(file, srcRoot) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [layer, feature] = relative.split(path.sep);
  if (layer === 'features') return { layer, feature };
  return { layer };
}

/** Why importing `target` from `source` breaks the boundaries, or null when it may. */
export function boundaryViolation(source, target) {
  if (!source || !target || target.layer !== 'features') return null;
  if (source.layer === 'features' && source.feature !== target.feature) {
    return `The "${source.feature}" feature imports the "${target.feature}" feature: features do not import each other. Move what both need to lib/ or ui/.`;
  }
  if (SHARED_LAYERS.includes(source.layer)) {
    return `${source.layer}/ imports the "${target.feature}" feature: the shared layers import no feature.`;
  }
  return null;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Back-office features do not import each other; ui/, lib/ and i18n/ import no feature.',
    },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const srcRoot = context.options[0]?.srcRoot;
    if (!srcRoot) return {};
    const file = context.physicalFilename;
    const source = placeOf(file, srcRoot);
    if (!source) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(file), specifier), srcRoot);
      const message = boundaryViolation(source, target);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
