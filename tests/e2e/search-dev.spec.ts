import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';

// `docusaurus start` writes no HTML, so the index comes from the docs
// sources (see src/features/search). One lean check that it works.
const port = Number(process.env.E2E_PORT ?? 3210) + 100;
const devUrl = `http://127.0.0.1:${port}`;
let dev: ChildProcess;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dev = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, BROWSER: 'none' },
  });
  await expect
    .poll(async () => (await fetch(`${devUrl}/search-index.json`).catch(() => null))?.status, {
      timeout: 280_000,
      intervals: [2_000],
    })
    .toBe(200);
});

test.afterAll(() => {
  if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
});

test('search works on the dev server', async ({ page }) => {
  await page.goto(`${devUrl}/toolhive/`);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 60_000 });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Container:not(.search-shell) input.DocSearch-Input').pressSequentially('quickstart');
  const hit = page.locator('.DocSearch-Hit a[href*="/toolhive/quickstart"]').first();
  await expect(hit).toBeVisible();
});
