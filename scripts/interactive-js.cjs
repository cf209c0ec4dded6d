// The JS budget's count, shared by `npm run bench` and tests/e2e/budgets.spec.ts.
const zlib = require('node:zlib');

const gzipped = (body) => zlib.gzipSync(body, { level: 9 }).length;

/**
 * Opens `url` and counts, gzip -9, every script the page parses from
 * navigation until it has hydrated and the network is idle after a first
 * input: each external script as served, and the HTML's inline scripts
 * (JSON-LD and other data excluded). A fresh page gives a cold-cache count.
 *
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @returns {Promise<{ total: number, inline: number, files: { url: string, bytes: number }[] }>}
 */
async function interactiveScriptBytes(page, url) {
  /** @type {Promise<{ url: string, bytes: number } | undefined>[]} */
  const pending = [];
  /** @param {import('@playwright/test').Response} response */
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: gzipped(body) }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    // An input that acts on nothing: a page may wait for one before it runs scripts.
    await page.keyboard.press('Shift');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    const inlineText = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script:not([src])'))
        .filter((script) => !script.type || /javascript|module/.test(script.type))
        .map((script) => script.textContent)
        .join('\n'),
    );
    const files = (await Promise.all(pending)).filter((file) => file !== undefined);
    const inline = inlineText ? gzipped(inlineText) : 0;
    return { total: inline + files.reduce((sum, file) => sum + file.bytes, 0), inline, files };
  } finally {
    page.off('response', onResponse);
  }
}

module.exports = { interactiveScriptBytes };
