import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, gotoHydrated, reloadHydrated } from './fixtures';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Ask the docs' });

async function askFromModal(page: Page, question: string) {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Container:not(.search-shell) input.DocSearch-Input').pressSequentially(question);
  const ask = page.getByRole('option', { name: /Ask (AI|the docs)/ });
  await expect(ask).toBeVisible();
  // A question leads with the question entry; a keyword query lists it after the hits.
  for (let left = await page.getByRole('option').count(); left > 0; left--) {
    if ((await ask.getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(ask).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
}

test.describe('question mode, offline answer engine', () => {
  test('answers from the docs with cited links and keeps the conversation', async ({ page }) => {
    await gotoHydrated(page, '/toolhive/');
    await askFromModal(page, 'which container runtime do I need');
    const answer = panel(page).locator('[role="log"] > div').nth(1);
    // Each source appears once: linked in the answer's text, with no list of the same links below it.
    await expect(answer.getByRole('link').first()).toHaveAttribute('href', /^\/toolhive\//);
    await expect(answer.getByRole('list', { name: 'Sources' })).toHaveCount(0);
    const hrefs = await answer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await expect(answer).toContainText('[1]');
    await expect(answer).toContainText('without a language model');
    await expect(panel(page).getByPlaceholder('Ask another question...')).toBeVisible();

    await panel(page).getByPlaceholder('Ask another question...').fill('best chocolate cake recipe');
    await panel(page).getByRole('button', { name: 'Ask' }).click();
    await expect(panel(page).locator('[role="log"]')).toContainText("doesn't cover");

    await reloadHydrated(page);
    await askFromModal(page, 'quickstart');
    const log = panel(page).locator('[role="log"]');
    await expect(log).toContainText('which container runtime do I need');
    await expect(log).toContainText('best chocolate cake recipe');
    await expect(log.getByText('quickstart', { exact: true })).toBeVisible();
  });
});

test.describe('question mode, offline answers a reader can act on', () => {
  test('a how-to answer leads with the section, its lead paragraph, and its command as code with a copy button', async ({
    page,
  }) => {
    // In the v0.3.5 docs, where isolation is a flag to add; the default docs' release turns it on by default.
    await gotoHydrated(page, '/v0.3.5/toolhive/');
    await askFromModal(page, 'How do I run an MCP server with network isolation?');
    const answer = panel(page).locator('[role="log"] > div').nth(1);
    await expect(answer.locator('p strong a').first()).toHaveAttribute(
      'href',
      '/v0.3.5/toolhive/guides-cli/network-isolation#turn-it-on',
    );
    const code = answer.locator('pre').first();
    await expect(code).toContainText('thv run --isolate-network <SERVER>');
    await expect(answer.getByRole('button', { name: /copy/i }).first()).toBeAttached();
    await expect(answer).toContainText('Also see');
    await expect(answer).toContainText(
      'Quoted from the documentation sections linked above, without a language model.',
    );
    await expect(answer).not.toContainText('Related');
  });

  test('declines what the docs do not cover, offering the closest sections', async ({ page }) => {
    await gotoHydrated(page, '/toolhive/');
    await askFromModal(page, 'How do I center a div in CSS?');
    const answer = panel(page).locator('[role="log"] > div').nth(1);
    await expect(answer).toContainText("The documentation doesn't cover this question");
    await expect(answer).not.toContainText('without a language model');
  });

  // The v0.3.5 docs have no skills; the answer comes from the default docs and says so.
  test("answers from another docs version what the reader's own version does not cover, naming it", async ({
    page,
  }) => {
    await gotoHydrated(page, '/v0.3.5/toolhive/guides-cli/install');
    const indexes: string[] = [];
    page.on('request', (r) => {
      if (/search-index/.test(r.url())) indexes.push(new URL(r.url()).pathname);
    });
    await askFromModal(page, 'How do I install a skill?');
    const answer = panel(page).locator('[role="log"] > div').nth(1);
    await expect(answer).toContainText(
      "The ToolHive v0.3.5 docs don't cover this question. In the ToolHive v0.44.0 docs:",
    );
    await expect(answer.locator('p strong a').first()).toHaveAttribute('href', /^\/toolhive\/guides-cli\/skills#/);
    await expect(answer.locator('pre').first()).toContainText('thv skill install');
    expect(indexes).toContain('/v0.3.5/search-index.json');
    expect(indexes).toContain('/search-index.json');
  });

  test('cuts a question over 500 characters with a visible note, and shows markup in a question as text', async ({
    page,
  }) => {
    page.on('dialog', () => {
      throw new Error('a dialog opened: the question ran as script');
    });
    await gotoHydrated(page, '/toolhive/');
    await askFromModal(page, 'secrets');
    const field = panel(page).getByPlaceholder('Ask another question...');
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script> how do I store a secret?';
    await field.fill(markup);
    await panel(page).getByRole('button', { name: 'Ask' }).click();
    const log = panel(page).locator('[role="log"]');
    await expect(log.getByText(markup, { exact: true })).toBeVisible();
    await expect(log.locator('img[src="x"], script')).toHaveCount(0);
    await field.fill(`How do I store a secret? ${'More detail, please. '.repeat(30)}`);
    await panel(page).getByRole('button', { name: 'Ask' }).click();
    await expect(log).toContainText('Your question was cut to its first 500 characters.');
  });
});

test.describe('question mode, OpenAI-compatible endpoint', () => {
  let server: http.Server;
  let url: string;
  let release: () => void;
  let fail = false;
  const bodies: Array<{ messages: Array<{ role: string; content: string }>; stream: boolean }> = [];

  test.beforeAll(async () => {
    server = http.createServer((req, res) => {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type' };
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        bodies.push(JSON.parse(raw));
        if (fail) return res.writeHead(500, cors).end('boom');
        res.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream' });
        const send = (content: string) =>
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
        send('ToolHive runs ');
        new Promise<void>((r) => (release = r)).then(() => {
          send('MCP servers in **containers** <b>raw</b> [1].\n\nRun one:\n\n```bash\nthv run ');
          send('fetch\n```\n\nSee [2].');
          res.end('data: [DONE]\n\n');
        });
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

  test('streams the reply with sources, and keeps the conversation when the endpoint fails', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(/Failed to load resource.*500/);
    await page.addInitScript((u) => window.localStorage.setItem('thv-docs.ask.chatUrl', u), url);
    await gotoHydrated(page, '/toolhive/');
    await askFromModal(page, 'how do I run a server in a container');
    const log = panel(page).locator('[role="log"]');
    await expect(log).toContainText('ToolHive runs');
    await expect(log).toContainText('Answering...');
    await expect(panel(page).getByPlaceholder('Ask another question...')).toBeDisabled();
    expect(bodies[0].stream).toBe(true);
    expect(bodies[0].messages[0].role).toBe('system');
    expect(bodies[0].messages[0].content).toMatch(/\[1\] .*\(\/toolhive\//);
    expect(bodies[0].messages.at(-1)).toEqual({ role: 'user', content: 'how do I run a server in a container' });
    // The sections go with their code blocks, and the model is told to answer only from them.
    const system = bodies[0].messages[0].content;
    expect(system).toContain('using only the documentation excerpts below');
    expect(system).toContain('say that the documentation does not cover it');
    expect(system).toMatch(/\[2\] .*\(\/toolhive\//);
    expect(system).toMatch(/```bash\n(#.*\n)*thv run /);

    release();
    await expect(log).toContainText('ToolHive runs MCP servers in containers <b>raw</b> [1].');
    await expect(log.locator('strong', { hasText: 'containers' })).toBeVisible();
    await expect(log.locator('b')).toHaveCount(0);
    await expect(log.locator('pre').last()).toContainText('thv run fetch');
    await expect(log).toContainText('See [2].');
    await expect(log).toContainText('Answers are generated with AI which can make mistakes. Verify responses.');
    await expect(log).not.toContainText('Answering...');
    await expect(log.getByRole('list', { name: 'Sources' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/toolhive\//,
    );

    fail = true;
    await panel(page).getByPlaceholder('Ask another question...').fill('and on Kubernetes?');
    await panel(page).getByRole('button', { name: 'Ask' }).click();
    await expect(log.getByRole('alert')).toContainText('Unable to answer right now');
    await expect(log.getByRole('alert')).toContainText('HTTP 500');
    await expect(log).toContainText('ToolHive runs MCP servers in containers');
    expect(bodies[1].messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });
});
