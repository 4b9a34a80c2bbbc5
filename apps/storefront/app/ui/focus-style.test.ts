import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The page's focus outline (app.css, :focus-visible) is the one rule for every control. A class list may
// move it (onto a card's ::after, inside a select) but never just take it away: a keyboard user would not see
// where they are.
const ROOT = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Class strings that remove the outline without drawing another one in the same list. */
function outlineRemovedWithoutReplacement(source: string): string[] {
  const classLists = source.match(/(["'`])[^"'`\n]*outline-(?:none|0)\b[^"'`\n]*\1/g) ?? [];
  return classLists.filter((list) => !/(?:^|[\s:"'`])(?:[\w-]+:)*outline-(?:2|4)\b/.test(list));
}

describe('focus outline', () => {
  it('no class list removes the focus outline without drawing another', () => {
    const offenders = sourceFiles(ROOT).flatMap((file) =>
      outlineRemovedWithoutReplacement(readFileSync(file, 'utf8')).map(
        (list) => `${relative(ROOT, file)}: ${list}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('catches an outline removed with nothing instead, and accepts one moved elsewhere', () => {
    expect(outlineRemovedWithoutReplacement(`className="rounded focus-visible:outline-none"`)).toHaveLength(
      1,
    );
    expect(outlineRemovedWithoutReplacement(`className="focus:outline-0 focus:ring-2"`)).toHaveLength(1);
    expect(
      outlineRemovedWithoutReplacement(
        `className="focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"`,
      ),
    ).toEqual([]);
  });
});
