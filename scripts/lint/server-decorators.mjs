// The services the server's plugins hang on the app (`app.decorate('name', …)`). The lint rule that keeps route
// files from reaching for them takes its list from here, so a new plugin cannot slip past it; the test beside
// this file checks the list against the names the plugins declare on FastifyInstance.
import fs from 'node:fs';
import path from 'node:path';

const SERVER_SOURCE = 'apps/server/src';

function serverSources(root) {
  const found = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) found.push(full);
    }
  };
  walk(path.join(root, SERVER_SOURCE));
  return found.sort();
}

/** Names passed to `.decorate('…')` (the app's, not the request's or reply's) in the server's source. */
export function decoratedNames(root) {
  const names = new Set();
  for (const file of serverSources(root)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\.decorate\(\s*'([A-Za-z_$][\w$]*)'/g)) {
      names.add(match[1]);
    }
  }
  return [...names].sort();
}

/** Members the server's `declare module 'fastify' { interface FastifyInstance { … } }` blocks add. */
export function declaredNames(root) {
  const names = new Set();
  for (const file of serverSources(root)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const start of text.matchAll(/interface FastifyInstance\s*\{/g)) {
      let depth = 1;
      let index = start.index + start[0].length;
      let body = '';
      while (depth > 0 && index < text.length) {
        const char = text[index++];
        if (char === '{') depth++;
        if (char === '}') depth--;
        // Only the block's own members: text inside nested braces (inline types) is skipped.
        if (depth === 1 && char !== '}') body += char;
        else if (depth === 1) body += ' ';
      }
      const withoutComments = body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      for (const member of withoutComments.matchAll(
        /^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)\s*[?]?\s*[:(<]/gm,
      )) {
        names.add(member[1]);
      }
    }
  }
  return [...names].sort();
}
