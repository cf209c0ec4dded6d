import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browser on machines without internet
// access, so Debian's Chromium is used where it is installed. Exported for
// scripts/render-diagrams.ts, which draws in the same browser.
const systemChromium = '/usr/bin/chromium';
export const launchOptions = fs.existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {};

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // Two workers on two cores share the CPU with the static server, so a heavy
  // page (the API explorer) can take several seconds to hydrate.
  expect: {
    timeout: 15_000,
    // Screenshot tests (tests/e2e/screenshots.spec.ts): text edges may differ
    // by a shade between runs; 0.2% of a picture's pixels is far less than
    // any change a reader would notice (a moved line of text is several %).
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // A test of several pages, or one axe run over every rule, takes 20 to 30 s
  // on two loaded cores; twice that leaves room without hiding a hang.
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // A trace records every action and a screencast of every test, and costs
    // a quarter of the suite's time on two cores to keep only a failure's. Add
    // `-- --trace retain-on-failure` to `npm run test:e2e` to record them.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  // Every e2e test shares one production build; `npm test` builds it first.
  webServer: {
    command: `node scripts/serve-build.mjs --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
