import path from 'node:path';
import ts from 'typescript';

/**
 * Every field name the server can write into an activity-log entry's old or new values, read from the server's
 * own source with the TypeScript checker: each object shaped like an entry (it has `action` and `description`)
 * is found, and the properties of the TYPES of its `old` and `new` values are listed, so a diff of a table row,
 * a helper's result or a spread counts as well as a literal. A computed key (a setting's key) counts as every
 * key its type allows. Used by a test that fails when one of them has no label in the viewer's language.
 */
export interface LoggedFields {
  /** Field name → the files that can log it. */
  fields: Map<string, Set<string>>;
  /** Entries whose values the checker cannot list (typed unknown, any or a plain string key), as file:line. */
  unreadable: string[];
}

const ENTRY_PROPERTIES = ['action', 'description'];

export function findLoggedFields(serverRoot: string): LoggedFields {
  const configPath = path.join(serverRoot, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, serverRoot);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: { ...parsed.options, noEmit: true, composite: false, declaration: false },
  });
  const checker = program.getTypeChecker();
  const fields = new Map<string, Set<string>>();
  const unreadable: string[] = [];
  const sourceRoot = path.join(serverRoot, 'src');

  const add = (name: string, file: string) => {
    const files = fields.get(name) ?? new Set<string>();
    files.add(file);
    fields.set(name, files);
  };

  function namesOfType(type: ts.Type, at: string, file: string): void {
    if (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) {
      unreadable.push(at);
      return;
    }
    if (type.isUnion() || type.isIntersection()) {
      for (const part of type.types) namesOfType(part, at, file);
      return;
    }
    if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Never)) return;
    for (const property of checker.getPropertiesOfType(type)) add(property.getName(), file);
    if (
      checker.getIndexInfoOfType(type, ts.IndexKind.String) &&
      checker.getPropertiesOfType(type).length === 0
    )
      unreadable.push(at);
  }

  /** A computed key's type: each literal it can be (a setting's key) is a field. */
  function computedKeys(node: ts.ObjectLiteralExpression, file: string): boolean {
    let found = false;
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isComputedPropertyName(property.name)) continue;
      const keyType = checker.getTypeAtLocation(property.name.expression);
      const parts = keyType.isUnion() ? keyType.types : [keyType];
      for (const part of parts) {
        if (part.isStringLiteral()) {
          add(part.value, file);
          found = true;
        }
      }
    }
    return found;
  }

  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(sourceRoot) || source.isDeclarationFile) continue;
    const file = path.relative(serverRoot, source.fileName);
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const names = node.properties.map((property) => property.name?.getText(source));
        if (ENTRY_PROPERTIES.every((name) => names.includes(name))) {
          for (const property of node.properties) {
            const name = property.name?.getText(source);
            if (name !== 'old' && name !== 'new') continue;
            const value = ts.isPropertyAssignment(property)
              ? property.initializer
              : ts.isShorthandPropertyAssignment(property)
                ? property.name
                : undefined;
            if (!value) continue;
            const { line } = source.getLineAndCharacterOfPosition(property.getStart(source));
            const at = `${file}:${line + 1}`;
            if (ts.isObjectLiteralExpression(value) && computedKeys(value, file)) continue;
            namesOfType(checker.getTypeAtLocation(value), at, file);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { fields, unreadable };
}
