import type { Page } from '@playwright/test';
import { expect, test, gotoHydrated } from './fixtures';

// A reader can turn off site data (every storage getter then throws a
// SecurityError) or have a full quota (every write throws a
// QuotaExceededError). Search, the question mode and the API reference must
// work for the visit either way, forgetting what they cannot keep.

const conditions = {
  blocked: () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
        },
      });
    }
  },
  full: () => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
};

const crashed = (page: Page) => page.getByText('This page crashed');

for (const [condition, script] of Object.entries(conditions)) {
  test.describe(`with storage ${condition}`, () => {
    test.beforeEach(async ({ page, guard }) => {
      await page.addInitScript(script);
      // Docusaurus' own storage slots (colour mode, announcement bar) catch the refusal and log it.
      guard.allowConsoleError(/^Docusaurus storage error, can't set /);
    });

    test('the search modal opens and finds pages', async ({ page }) => {
      await gotoHydrated(page, '/toolhive/');
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Container:not(.search-shell) input.DocSearch-Input');
      await input.pressSequentially('secrets');
      await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
      await expect(crashed(page)).toHaveCount(0);
    });

    test('the question mode answers and keeps the conversation for the visit', async ({ page }) => {
      // Two answers, each loading the answer engine's share of the index on two shared cores.
      test.slow();
      await gotoHydrated(page, '/toolhive/');
      await page.keyboard.press('Control+k');
      await page
        .locator('.DocSearch-Container:not(.search-shell) input.DocSearch-Input')
        .pressSequentially('which container runtime do I need');
      await page.getByRole('option', { name: /Ask (AI|the docs)/ }).click();
      const panel = page.getByRole('dialog', { name: 'Ask the docs' });
      await expect(panel.getByText(/without a language model/).first()).toBeVisible();
      await panel.getByPlaceholder('Ask another question...').fill('how do I add a secret');
      await panel.getByRole('button', { name: 'Ask' }).click();
      await expect(panel.getByText(/without a language model/)).toHaveCount(2);
      await expect(crashed(page)).toHaveCount(0);
    });

    test('an API operation page renders and its request builder opens', async ({ page }) => {
      await gotoHydrated(page, '/toolhive/reference/api/create-workload');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Open the request builder' }).click();
      await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
      await expect(crashed(page)).toHaveCount(0);
    });
  });
}
