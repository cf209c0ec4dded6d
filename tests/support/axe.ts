import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The axe-core that @axe-core/playwright injects into pages, so the rule list matches it.
const axe = createRequire(require.resolve('@axe-core/playwright'))('axe-core') as typeof import('axe-core');

/** Every rule axe has: WCAG 2.0, 2.1 and 2.2 at A, AA and AAA, best practices, and the experimental ones (issue #26). */
export const ALL_AXE_RULES = axe.getRules().map((rule) => rule.ruleId);

/** The open page's violations of every axe rule. */
export async function axeViolations(
  page: Page,
  { include, exclude = [] }: { include?: string; exclude?: string[] } = {},
) {
  // The rule list goes inside options(): AxeBuilder's options() replaces what
  // withRules() set, and the pair ran only axe's default rules. Only
  // violations are read, so axe need not report every passing node. Legacy
  // mode runs axe.run() in the page; the default runPartial() finishes each
  // run in a new blank page and took 2.5 times as long. It skips only
  // cross-origin frames, and the site has no frames.
  const builder = new AxeBuilder({ page })
    .options({ runOnly: { type: 'rule', values: ALL_AXE_RULES }, resultTypes: ['violations'] })
    .setLegacyMode();
  if (include) builder.include(include);
  for (const selector of exclude) builder.exclude(selector);
  return (await builder.analyze()).violations;
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
