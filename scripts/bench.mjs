#!/usr/bin/env node
// Prints the site's speed and size figures. It measures and reports; it never
// fails on a number (budgets are read by people, not asserted by tests).
//
//   npm run bench                 cold build + page weights + Lighthouse
//   npm run bench -- --no-build   reuse ./build
//   npm run bench -- --no-lighthouse
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const args = new Set(process.argv.slice(2));
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3399);
const base = `http://127.0.0.1:${port}`;
const chromiumPath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Pages that stand for each kind of page on the site.
const pages = [
  ['home', '/'],
  ['docs landing', '/toolhive/'],
  ['long guide', '/toolhive/guides-cli/run-mcp-servers'],
  ['CLI page', '/toolhive/reference/cli/thv_run'],
  ['API overview', '/toolhive/reference/api'],
  ['API operation', '/toolhive/reference/api/create-workload'],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs a command and reports its wall time and peak resident memory. */
function timed(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let peakKb = 0;
    const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    // VmHWM is the process's own high-water mark; SSG workers are threads of it.
    const poll = setInterval(() => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peakKb = Math.max(peakKb, Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0));
      } catch {
        // Not on Linux or the process has ended.
      }
    }, 250);
    child.on('exit', (code) => {
      clearInterval(poll);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve({ seconds, peakMb: peakKb / 1024 });
      else reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`));
    });
  });
}

function countPages(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) n += countPages(full);
    else if (entry.name.endsWith('.html') && entry.name !== '404.html') n++;
  }
  return n;
}

async function startServer() {
  const server = spawn('node', ['scripts/serve-build.mjs', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  return server;
}

/**
 * Gzipped bytes of the JS (inline scripts included) and CSS a page loads
 * before the user does anything, then of the JS it adds on the reader's first
 * input (doc pages fetch their scripts only then; other pages have run theirs
 * already).
 */
async function pageWeights(browser) {
  const rows = [];
  for (const [label, route] of pages) {
    const page = await browser.newPage();
    const sizes = { js: 0, css: 0 };
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => (sizes[type === 'script' ? 'js' : 'css'] += zlib.gzipSync(body, { level: 9 }).length))
          .catch(() => {}),
      );
    });
    const res = await page.goto(base + route, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    // Scripts inside the HTML count too (colour mode, loader); JSON-LD is data.
    const inline = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script:not([src])'))
        .filter((script) => !script.type || /javascript|module/.test(script.type))
        .map((script) => script.textContent)
        .join('\n'),
    );
    sizes.js += zlib.gzipSync(inline, { level: 9 }).length;
    const upFront = { ...sizes };
    await page.keyboard.press('Shift');
    await page.locator('html[data-has-hydrated=true]').waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    rows.push({ label, route, status: res?.status(), ...upFront, onInputJs: sizes.js - upFront.js });
    await page.close();
  }
  return rows;
}

/**
 * Opens the search modal, waits for the index, then types queries and times
 * each from the keystroke to the moment the hit list changes in the page.
 */
async function searchLatency(browser) {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.locator('html[data-has-hydrated=true]').waitFor();
    const opened = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('container');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const indexMs = Date.now() - opened;
    const samples = [];
    for (const query of [
      'secrets',
      'network isolation',
      'thv run',
      'registr',
      'kubernetes',
      'telemetry',
      'group',
      'client',
    ]) {
      await page.locator('.DocSearch-Input').fill('');
      await page.locator('.DocSearch-Hit').first().waitFor({ state: 'detached' });
      // Arm the clocks in the page: from the input event the keystroke fires to
      // the moment hits are in the DOM, so no browser round trip is counted.
      await page.evaluate(() => {
        const w = window;
        const input = document.querySelector('.DocSearch-Input');
        w.__latency = new Promise((resolve) => {
          let typedAt = 0;
          input.addEventListener('input', () => (typedAt = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (typedAt && document.querySelector('.DocSearch-Hit')) {
              observer.disconnect();
              resolve(performance.now() - typedAt);
            }
          });
          observer.observe(document.querySelector('.DocSearch-Modal'), { childList: true, subtree: true });
        });
      });
      await page.locator('.DocSearch-Input').fill(query);
      samples.push(await page.evaluate(() => window.__latency));
    }
    samples.sort((a, b) => a - b);
    return { indexMs, samples: samples.length, median: samples[Math.floor(samples.length / 2)], worst: samples.at(-1) };
  } finally {
    await page.close();
  }
}

// Lighthouse's simulated CPU makes one run swing by 10 points or more on a
// 2-core machine; each page is run this many times and the median reported.
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function lighthouse() {
  const { default: lh } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  const rows = [];
  try {
    for (const [label, route] of pages) {
      const runs = [];
      let failures = 0;
      while (runs.length < lighthouseRuns) {
        const result = await lh(base + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        // A run Lighthouse could not finish scores 0 everywhere; counted, it
        // would drag the median down. Say so and run again instead.
        const { runtimeError } = result.lhr;
        if (runtimeError) {
          failures++;
          console.error(`  Lighthouse run on ${route} failed (${runtimeError.code}: ${runtimeError.message})`);
          if (failures > lighthouseRuns) throw new Error(`Lighthouse failed ${failures} times on ${route}`);
          continue;
        }
        const { categories, audits } = result.lhr;
        const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
        runs.push({
          label,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: audits['first-contentful-paint']?.displayValue,
          lcp: audits['largest-contentful-paint']?.displayValue,
          tbt: audits['total-blocking-time']?.displayValue,
          cls: audits['cumulative-layout-shift']?.displayValue,
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      rows.push({ ...median, range: `${runs[0].performance}-${runs.at(-1).performance}` });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

console.log(`ToolHive Docs benchmark, ${new Date().toISOString().slice(0, 10)}, node ${process.version}`);
if (!args.has('--no-build')) {
  fs.rmSync(path.join(root, 'build'), { recursive: true, force: true });
  fs.rmSync(path.join(root, '.docusaurus'), { recursive: true, force: true });
  fs.rmSync(path.join(root, 'node_modules/.cache'), { recursive: true, force: true });
  // The build runs as a direct child (not under npx) so its own peak memory is what gets read.
  const build = await timed(process.execPath, [
    path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
    'build',
  ]);
  console.log(`\ncold build: ${build.seconds.toFixed(1)} s wall, peak RSS ${build.peakMb.toFixed(0)} MB`);
}
console.log(`pages built: ${countPages(path.join(root, 'build'))}`);

const searchIndex = ['search-index.json', 'search-index.json.gz']
  .map((f) => path.join(root, 'build', f))
  .find((f) => fs.existsSync(f));
if (searchIndex) {
  const bytes = fs.readFileSync(searchIndex);
  const gz = searchIndex.endsWith('.gz') ? bytes.length : zlib.gzipSync(bytes, { level: 9 }).length;
  console.log(`search index: ${kb(gz)} gzipped`);
}

const server = await startServer();
try {
  // One browser for the page weights and the search timing; Lighthouse starts its own after it closes.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags.slice(1) });
  try {
    console.log('\nJS and CSS loaded on page load, and JS added on the first input (gzip -9):');
    for (const row of await pageWeights(browser)) {
      console.log(
        `  ${row.label.padEnd(14)} ${row.route.padEnd(42)} JS ${kb(row.js).padStart(9)}  CSS ${kb(row.css).padStart(8)}  JS on first input ${kb(row.onInputJs).padStart(9)}`,
      );
    }
    console.log('\nSearch in the browser (local index, from the home page):');
    const search = await searchLatency(browser);
    console.log(`  index fetched on first open: ${search.indexMs.toFixed(0)} ms until the first hits show`);
    console.log(
      `  keystroke to hits after load: median ${search.median.toFixed(1)} ms, worst ${search.worst.toFixed(1)} ms over ${search.samples} queries`,
    );
  } finally {
    await browser.close();
  }
  if (!args.has('--no-lighthouse')) {
    console.log(`\nLighthouse (mobile emulation, simulated throttling; median of ${lighthouseRuns} runs):`);
    for (const r of await lighthouse()) {
      console.log(
        `  ${r.label.padEnd(14)} perf ${r.performance} (${r.range})  a11y ${r.accessibility}  best ${r.bestPractices}  seo ${r.seo}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}`,
      );
    }
  }
} finally {
  server.kill();
}
