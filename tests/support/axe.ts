import fs from 'node:fs';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

// The script the page runs; the Node-side axe-core is the same file, so the rule list matches it.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Every rule axe has: WCAG 2.0, 2.1 and 2.2 at A, AA and AAA, best practices, and the experimental ones (issue #26). */
export const ALL_AXE_RULES = axe.getRules().map((rule) => rule.ruleId);

/** The open page's violations of every axe rule. */
export async function axeViolations(
  page: Page,
  { include, exclude = [] }: { include?: string; exclude?: string[] } = {},
): Promise<axe.Result[]> {
  // axe goes into a document once, so the light and dark runs of one load
  // share it (sending and compiling its 580 KB cost as much as 7% of a run).
  // axe.run() in the page itself: the site has no frames, and the frame-by-
  // frame runPartial() finished each run in a new blank page and took 2.5
  // times as long.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const context = { ...(include ? { include: [include] } : {}), exclude: exclude.map((selector) => [selector]) };
  return page.evaluate(
    async ([context, rules]) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      // Only violations are read, so axe need not report every passing node.
      const results = await inPage.run(context as axe.ElementContext, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    [context, ALL_AXE_RULES] as const,
  );
}

/** The open page's axe violations, one line each, led by `label` (the route and the conditions). */
export async function axeFailures(
  page: Page,
  label: string,
  options?: Parameters<typeof axeViolations>[1],
): Promise<string[]> {
  return (await axeViolations(page, options)).map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`);
    return `${label} ${v.id}: ${v.help} -> ${nodes.join(' | ')}`;
  });
}
