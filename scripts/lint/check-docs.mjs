// `npm run lint` runs this after the import-graph check. The repository must explain itself:
//   1. the README's decision index links every record in docs/decisions/, and only records that exist;
//   2. every departure cited in code or docs ("D8") has its entry in docs/product/departures.md;
//   3. every section cited ("storefront §7", "back-office §4", a bare "§5") is a heading of
//      docs/product/storefront.md or docs/product/back-office.md;
//   4. every "architecture principle N" is a heading of docs/architecture.md;
//   5. the relative links of the README, docs/product/ and docs/architecture.md lead to files that exist.
// Prints each problem and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';

/** Folders never scanned: installed packages, builds, data, tests' leftovers. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'data',
  'coverage',
  '.react-router',
  'test-results',
]);
/** Files whose text may cite the product documents. */
const CITING_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|md|sql|css|html)$/;
/** This check's own test: its fixtures cite what is not defined, on purpose. */
const NOT_CITING = new Set(['scripts/lint/check-docs.test.mjs']);

export const DOCS = {
  readme: 'README.md',
  decisions: 'docs/decisions',
  departures: 'docs/product/departures.md',
  storefront: 'docs/product/storefront.md',
  backOffice: 'docs/product/back-office.md',
  architecture: 'docs/architecture.md',
};
/** The files whose relative links must lead somewhere. */
const LINKED_DOCS = [
  DOCS.readme,
  'docs/product/README.md',
  DOCS.departures,
  DOCS.storefront,
  DOCS.backOffice,
];

/**
 * "D8", "departure D17": D and 1–99, alone. Not a percent-encoded byte (%D9%A5), a hex colour (#D9D9D9), a
 * word (SKU-D1, 3D) or a decision number written with its zeros (D025).
 */
const DEPARTURE = /(?<![\w%#&.-])D([1-9]\d?)\b(?![%\w])/g;
/** "storefront §7", "Back-office §2", "back office spec §4", "storefront's §9", then any "§n" listed after. */
const NAMED_SECTIONS =
  /\b(storefront|back[- ]office)(?:'s)?(?:\s+(?:spec(?:ification)?|document))?\s*((?:§\s?\d+(?:\.\d+)*(?:\s*(?:,|and|or)\s*)?)+)/gi;
const SECTION = /§\s?(\d+)/g;
const PRINCIPLE = /\bprinciples? (\d+)/gi;

/** The numbers a document defines with headings matching `heading` (its first group). */
export function headingNumbers(text, heading) {
  const numbers = new Set();
  for (const line of text.split('\n')) {
    const match = /^#{1,6}\s+(.*)$/.exec(line);
    const found = match && heading.exec(match[1]);
    if (found) numbers.add(Number(found[1]));
  }
  return numbers;
}

/** What the product documents define, read from the files under `root`. */
export function readDefinitions(root) {
  const read = (file) => {
    const full = path.join(root, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
  };
  return {
    departures: headingNumbers(read(DOCS.departures), /^D(\d+)\b/),
    storefront: headingNumbers(read(DOCS.storefront), /^Storefront §(\d+)\b/),
    backOffice: headingNumbers(read(DOCS.backOffice), /^Back office §(\d+)\b/),
    principles: headingNumbers(read(DOCS.architecture), /^Principle (\d+)\b/),
  };
}

/** Every citation in `text` that `definitions` does not define, as `{ line, cited, missing }`. */
export function citationProblems(text, definitions) {
  const problems = [];
  text.split('\n').forEach((line, index) => {
    const at = index + 1;
    for (const match of line.matchAll(DEPARTURE)) {
      if (!definitions.departures.has(Number(match[1])))
        problems.push({ line: at, cited: match[0], missing: DOCS.departures });
    }
    const named = [];
    for (const match of line.matchAll(NAMED_SECTIONS)) {
      const backOffice = !/^storefront/i.test(match[1]);
      const [defined, file] = backOffice
        ? [definitions.backOffice, DOCS.backOffice]
        : [definitions.storefront, DOCS.storefront];
      const start = match.index + match[0].length - match[2].length;
      for (const section of match[2].matchAll(SECTION)) {
        named.push(start + section.index);
        if (!defined.has(Number(section[1])))
          problems.push({ line: at, cited: `${match[1]} ${section[0]}`, missing: file });
      }
    }
    // A bare "§5" names a section of the document its file belongs to: it must exist in one of them.
    for (const match of line.matchAll(SECTION)) {
      if (named.includes(match.index)) continue;
      const section = Number(match[1]);
      if (!definitions.storefront.has(section) && !definitions.backOffice.has(section))
        problems.push({ line: at, cited: match[0], missing: `${DOCS.storefront} or ${DOCS.backOffice}` });
    }
    for (const match of line.matchAll(PRINCIPLE)) {
      if (!definitions.principles.has(Number(match[1])))
        problems.push({ line: at, cited: match[0], missing: DOCS.architecture });
    }
  });
  return problems;
}

/** The decision records the README links (file names) and the problems of its index against `files`. */
export function decisionIndexProblems(readme, files) {
  const linked = new Set(
    [...readme.matchAll(/\]\((?:\.\/)?docs\/decisions\/([^)#\s]+\.md)(?:#[^)]*)?\)/g)].map((m) => m[1]),
  );
  const problems = [];
  for (const file of files)
    if (!linked.has(file))
      problems.push(`README.md: the decision index does not link docs/decisions/${file}`);
  for (const file of linked)
    if (!files.includes(file))
      problems.push(`README.md: the decision index links docs/decisions/${file}, which does not exist`);
  return problems;
}

/** Relative links of a Markdown file (`file`, under `root`) that lead to no file or folder. */
export function brokenLinks(root, file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const problems = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1].split('#')[0];
    if (target === '' || /^[a-z][a-z+.-]*:/i.test(target)) continue;
    if (!fs.existsSync(path.resolve(root, path.dirname(file), decodeURIComponent(target))))
      problems.push(`${file}: the link ${match[1]} leads to no file`);
  }
  return problems;
}

/** The files under `root` that may cite the product documents, as paths relative to it. */
export function citingFiles(root, folder = '') {
  const files = [];
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...citingFiles(root, relative));
    } else if (CITING_FILE.test(entry.name) && !NOT_CITING.has(relative)) files.push(relative);
  }
  return files;
}

/** Every problem of the repository at `root`, as readable lines. */
export function docsProblems(root) {
  const problems = [];
  const decisions = fs
    .readdirSync(path.join(root, DOCS.decisions))
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort();
  problems.push(...decisionIndexProblems(fs.readFileSync(path.join(root, DOCS.readme), 'utf8'), decisions));

  const definitions = readDefinitions(root);
  for (const file of citingFiles(root)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const problem of citationProblems(text, definitions))
      problems.push(`${file}:${problem.line}: ${problem.cited} is not defined in ${problem.missing}`);
  }

  for (const file of [...LINKED_DOCS, DOCS.architecture])
    if (fs.existsSync(path.join(root, file))) problems.push(...brokenLinks(root, file));
    else problems.push(`${file} is missing`);
  return problems;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, '../..');
  const problems = docsProblems(root);
  for (const problem of problems) console.error(problem);
  console.log(`docs: ${problems.length} problem(s)`);
  if (problems.length > 0) process.exitCode = 1;
}
