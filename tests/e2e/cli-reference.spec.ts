import { test, expect, gotoHydrated } from './fixtures';
import { TOOLHIVE_VERSION } from '../../src/contract';
import cliFacts from '../../src/data/reference/v0.44.0/cli.json';

// The default docs document ToolHive v0.44.0: its facts say which flags and commands the pages list.
const facts = cliFacts as { commands: Array<{ path: string; flags: Array<{ name: string }> }> };
const thvRun = facts.commands.find((c) => c.path === 'thv run')!;
const topLevel = facts.commands.filter((c) => c.path.split(' ').length === 2).map((c) => c.path.slice(4));

test('thv run lists every flag with a stable anchor that links work to', async ({ page }) => {
  await gotoHydrated(page, '/toolhive/reference/cli/thv_run');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('thv run');
  const rows = page.locator('.field-list__item[id^="--"]');
  expect(TOOLHIVE_VERSION).toBe('v0.44.0');
  // Every flag of thv run, and the inherited --debug.
  expect(thvRun.flags.length).toBeGreaterThan(80);
  await expect(rows).toHaveCount(thvRun.flags.length + 1);
  for (const flag of ['--isolate-network', '--secret', '--volume', '--permission-profile', '--group', '--debug']) {
    await expect(page.locator(`.field-list__item[id="${flag}"]`).first()).toBeVisible();
  }
  await expect(page.locator('.field-list__item[id="--k8s-pod-patch"]')).toHaveCount(0);
  await page.locator('.field-list__item[id="--group"] a[href="#--group"]').click();
  await expect(page).toHaveURL(/#--group$/);
  await expect(page.locator('.field-list__item[id="--group"]')).toBeInViewport();
});

test('a deep link to a flag lands on its row', async ({ page }) => {
  await page.goto('/toolhive/reference/cli/thv_run#--isolate-network');
  const row = page.locator('.field-list__item[id="--isolate-network"]');
  await expect(row).toBeInViewport();
  expect(await row.evaluate((el) => el.matches(':target'))).toBe(true);
});

test('the sidebar tree expands down to thv config otel set-endpoint', async ({ page }) => {
  await gotoHydrated(page, '/toolhive/reference/cli/thv');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  for (const label of ['config', 'otel']) {
    await sidebar.getByRole('button', { name: `Expand sidebar category '${label}'` }).click();
    await expect(sidebar.getByRole('button', { name: `Collapse sidebar category '${label}'` })).toBeVisible();
  }
  // A category opens with a height transition that moves the links below it; on a busy machine a click
  // aimed while they moved landed beside the link. Click once every transition has ended.
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
  await sidebar.getByRole('link', { name: 'set-endpoint', exact: true }).click();
  await expect(page).toHaveURL(/\/toolhive\/reference\/cli\/thv_config_otel_set-endpoint$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('thv config otel set-endpoint');
});

test('the root page lists every top-level command', async ({ page }) => {
  await page.goto('/toolhive/reference/cli/thv');
  const table = page.locator('h2#subcommands ~ .table-scroll table').first();
  expect(topLevel).toEqual(expect.arrayContaining(['run', 'skill', 'vmcp', 'upgrade', 'status']));
  for (const name of topLevel) {
    await expect(table.getByRole('link', { name: `thv ${name}`, exact: true })).toHaveAttribute(
      'href',
      `/toolhive/reference/cli/thv_${name}`,
    );
  }
});

test('generated pages say where they come from in a line at the foot, and offer no edit link', async ({ page }) => {
  await page.goto('/toolhive/reference/cli/thv_secret_set');
  const note = page.locator('article .generated-source');
  await expect(note).toContainText(
    `Generated from src/data/cli/${TOOLHIVE_VERSION}/commands.yaml by src/features/cli-reference`,
  );
  // Readers meet the command first: the note is the article's last block, in small type, not a callout.
  await expect(page.locator('article .theme-admonition')).toHaveCount(0);
  expect(await note.evaluate((el) => el.nextElementSibling === null)).toBe(true);
  expect(await note.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeLessThan(14);
  await expect(page.getByRole('link', { name: /edit this page/i })).toHaveCount(0);
});

test('each flag reads as a line of name, type and default with its description below', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/toolhive/reference/cli/thv_run');
  const item = page.locator('.field-list__item[id="--group"]');
  await expect(item.locator('dt')).toContainText('--group');
  await expect(item.locator('dt')).toContainText('string');
  await expect(item.locator('dt')).toContainText('default default');
  const [list, description] = await Promise.all([
    item.evaluate((el) => el.closest('dl')!.getBoundingClientRect().width),
    item.locator('dd').evaluate((el) => el.getBoundingClientRect().width),
  ]);
  expect(description).toBeGreaterThan(list * 0.9);
});
