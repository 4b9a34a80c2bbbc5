/**
 * Every route of a Fastify app as method + full path, read from `app.printRoutes({ commonPrefix: false })`:
 * Fastify keeps no public route list, and this sees routes whatever plugin registered them (tests only).
 */
export function registeredRoutes(printed: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}
