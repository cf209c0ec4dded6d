import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The axe-core that @axe-core/playwright injects into pages, so the rule list matches it.
const axe = createRequire(require.resolve('@axe-core/playwright'))('axe-core') as typeof import('axe-core');

/** axe's experimental rules, which it leaves out unless asked (issue #26). */
export const EXPERIMENTAL_AXE_RULES = axe.getRules(['experimental']).map((rule) => rule.ruleId);

/**
 * The open page's violations of every rule axe runs by default (WCAG 2.0,
 * 2.1 and 2.2 A and AA, best practices) and of its experimental rules. Left
 * out: the AAA rules and WCAG 2.2's target-size, which axe also leaves out by
 * default (the site targets WCAG 2.1 AA), and the deprecated rules.
 */
export async function axeViolations(
  page: Page,
  { include, exclude = [] }: { include?: string; exclude?: string[] } = {},
) {
  const rules = Object.fromEntries(EXPERIMENTAL_AXE_RULES.map((id) => [id, { enabled: true }]));
  // Only violations are read, so axe need not report every passing node.
  const builder = new AxeBuilder({ page }).options({ rules, resultTypes: ['violations'] });
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
