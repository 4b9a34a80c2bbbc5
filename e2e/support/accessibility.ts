/// <reference lib="dom" />
// axe-core (Deque's rules engine) run inside the page the journey is looking at. The callbacks passed to
// evaluate() run in the browser, hence the DOM library reference above.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { fingerprintPage, foundCleanBefore, rememberClean } from './axe-clean-pages.js';

/** What fails a journey: the two worst of axe's four impact levels. */
export const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

export interface AccessibilityViolation {
  rule: string;
  impact: ImpactValue;
  help: string;
  helpUrl: string;
  /** One CSS selector path per offending element (frames joined with ' >> '). */
  targets: string[];
  /** The start of each offending element's HTML, in the same order: selectors alone rarely say which it is. */
  snippets: string[];
  /** axe's explanation for the first element, e.g. the measured contrast ratio. */
  summary: string;
}

export interface AccessibilityReport {
  url: string;
  lang: string;
  dir: string;
  viewport: string;
  violations: AccessibilityViolation[];
  /** Clean without a reading: this very document was found clean before in the run. */
  remembered?: boolean;
}

let axeSource: Promise<string> | undefined;
function loadAxeSource(): Promise<string> {
  const path = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  axeSource ??= readFile(path, 'utf8');
  return axeSource;
}

/**
 * Runs axe on the page as it is now and returns its serious and critical violations. The caller decides
 * when the page has settled (navigation done, hydrated, data shown): axe reads the DOM once. A document this
 * run already found clean (axe-clean-pages.ts) answers clean without being read again.
 */
export async function auditAccessibility(page: Page): Promise<AccessibilityReport> {
  const size = page.viewportSize();
  const viewport = size ? `${size.width}×${size.height}` : 'default';
  const before = await fingerprintPage(page);
  if (before.key !== null && (await foundCleanBefore(before.key))) {
    return {
      url: before.url,
      lang: before.lang,
      dir: before.dir,
      viewport,
      violations: [],
      remembered: true,
    };
  }
  const alreadyInjected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol rather than added as a <script>, which the shop's
  // Content-Security-Policy would (rightly) refuse.
  if (!alreadyInjected) await page.evaluate(await loadAxeSource());
  const { results, lang, dir } = await page.evaluate(async (failing) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // A colour caught mid-transition (a button fading to disabled, a toast fading in) is not what anyone
    // reads: wait for finite animations and transitions to end (spinners loop forever and are skipped).
    const finite = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const settled = () => Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
    await settled();
    // Only what can fail a journey is read: a rule with an impact of its own reports every finding at that
    // impact (axe's finalizeRuleResult), so those whose impact cannot fail are switched off (a sixth of axe's
    // time); and only violations travel back, passes and inapplicable rules being large.
    const rules = (axe as unknown as { _audit?: { rules: { id: string; impact?: string }[] } })._audit?.rules;
    const quiet = Object.fromEntries(
      (rules ?? [])
        .filter((rule) => rule.impact !== undefined && !failing.includes(rule.impact as ImpactValue))
        .map((rule) => [rule.id, { enabled: false }]),
    );
    const options = { resultTypes: ['violations'] as 'violations'[], rules: quiet };
    let run = await axe.run(document, options);
    // Something that began to move while axe read the page (a toast shown by the last click) may have been
    // read mid-fade: a page with violations is read once more after it has stopped, and only what is
    // still wrong then counts. A real fault is there both times.
    if (run.violations.length > 0) {
      await new Promise((frame) => requestAnimationFrame(frame));
      await settled();
      run = await axe.run(document, options);
    }
    return {
      results: { violations: run.violations, url: run.url } as Pick<AxeResults, 'violations' | 'url'>,
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
    };
  }, FAILING_IMPACTS);
  const report = {
    url: results.url,
    lang,
    dir,
    viewport,
    violations: results.violations
      .filter((violation) => violation.impact && FAILING_IMPACTS.includes(violation.impact))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact!,
        help: violation.help,
        helpUrl: violation.helpUrl,
        targets: violation.nodes.map((node) => node.target.map(String).join(' >> ')),
        snippets: violation.nodes.map((node) => node.html.replace(/\s+/g, ' ').slice(0, 120)),
        summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
  };
  // Kept only when the document axe read is still the one fingerprinted (nothing changed while it ran).
  if (report.violations.length === 0 && before.key !== null) {
    const after = await fingerprintPage(page);
    if (after.key === before.key) await rememberClean(before.key);
  }
  return report;
}

/** A list a person can act on: one block per page, one line per rule, then the elements it names. */
export function describeViolations(reports: AccessibilityReport[]): string {
  return reports
    .filter((report) => report.violations.length > 0)
    .map((report) => {
      const header = `${report.url} (lang=${report.lang || '?'} dir=${report.dir || '?'}, ${report.viewport})`;
      const rules = report.violations.map((violation) => {
        const targets = violation.targets
          .slice(0, 8)
          .map((target, index) => `      - ${target}\n        ${violation.snippets[index]}`);
        if (violation.targets.length > 8) targets.push(`      … and ${violation.targets.length - 8} more`);
        return [
          `  [${violation.impact}] ${violation.rule}: ${violation.help} (${violation.helpUrl})`,
          `    ${violation.summary}`,
          ...targets,
        ].join('\n');
      });
      return [header, ...rules].join('\n');
    })
    .join('\n\n');
}

/** Fails with the readable list when the page has a serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const report = await auditAccessibility(page);
  if (report.violations.length > 0) {
    throw new Error(`axe found serious or critical violations:\n${describeViolations([report])}`);
  }
}
