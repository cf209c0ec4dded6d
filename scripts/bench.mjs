#!/usr/bin/env node
// Prints the site's budgets (ARCHITECTURE.md) and the figures behind them. It
// measures and reports; it never fails on a number: times and scores vary
// with the machine, so only byte budgets are asserted, by tests.
//
//   npm run bench                          cold build, then every figure
//   npm run bench -- --no-build            reuse ./build
//   npm run bench -- --no-lighthouse
//   npm run bench -- --baseline <DIR>      also measure another build (say, main's), interleaved
// BENCH_LIGHTHOUSE_RUNS, BENCH_BLOCKING_RUNS and BENCH_INTERACTION_RUNS set the runs per median.
// The docs MCP server's figures come last (scripts/bench-mcp.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import interactiveJs from './interactive-js.cjs';
import { benchMcp, median } from './bench-mcp.mjs';
import { commandLine } from './commandLine.mjs';
import createJiti from 'jiti';

// The docs versions and index file names, from the TypeScript contract (as src/mcp/package.mjs reads it).
const { DOCS_RELEASES, SEARCH_INDEX_FILE, SEARCH_REFERENCE_FILE, docsVersionPath } = createJiti(
  fileURLToPath(import.meta.url),
)('../src/contract.ts');

const { interactiveScriptBytes } = interactiveJs;
const { values: args } = commandLine(
  {
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      baseline: { type: 'string' },
    },
  },
  'npm run bench -- [--no-build] [--no-lighthouse] [--baseline <DIR>]',
);
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3399);
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

// The builds measured: this one, and the one --baseline names, served side by side.
const builds = [{ label: 'this build', dir: path.join(root, 'build'), base: `http://127.0.0.1:${port}` }];
if (args.baseline)
  builds.push({ label: 'baseline', dir: path.resolve(args.baseline), base: `http://127.0.0.1:${port + 1}` });

// Pages that stand for each kind of page on the site.
const pages = [
  ['home', '/'],
  ['docs landing', '/toolhive/'],
  ['long guide', '/toolhive/guides-cli/run-mcp-servers'],
  ['CLI page', '/toolhive/reference/cli/thv_run'],
  ['API overview', '/toolhive/reference/api'],
  ['API operation', '/toolhive/reference/api/create-workload'],
];
const LONG_GUIDE = '/toolhive/guides-cli/run-mcp-servers';

// The budgets of issue #28.
const BUDGET = {
  interactiveJsKb: 210,
  lighthouse: 97,
  searchOpensMs: 1500,
  controlRespondsMs: 500,
  searchIndexKb: 300,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === undefined ? 'none' : `${Math.round(value)} ms`);
const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

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

const countPages = (dir) =>
  fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.html') && path.basename(f) !== '404.html').length;

async function startServer(dir, serverPort) {
  const server = spawn('node', ['scripts/serve-build.mjs', '--port', String(serverPort), '--dir', dir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  return server;
}

/** Budget 1, and the same count on the other bench pages: JS parsed until interactive, and the CSS loaded. */
async function interactiveWeights(browser, base) {
  const rows = [];
  for (const [label, route] of pages) {
    const page = await browser.newPage();
    let css = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet')
        response.body().then(
          (body) => (css += zlib.gzipSync(body, { level: 9 }).length),
          () => {},
        );
    });
    const js = await interactiveScriptBytes(page, base + route);
    rows.push({ label, route, js: js.total, scripts: js.files.length, css });
    await page.close();
  }
  return rows;
}

// Lighthouse's mobile throttling, applied through CDP to a real page load.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/** A fresh, cold-cache page with a 4x slower CPU, on a slow 4G link unless `network` is false. */
async function throttledPage(browser, { viewport = { width: 1280, height: 900 }, network = true } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, close: () => context.close() };
}

/**
 * Arms the page: from the next pointerdown, checks on every frame whether
 * `kind`'s response is on screen, and records both times (ms from navigation).
 */
async function armResponse(page, kind) {
  await page.evaluate((what) => {
    const bench = (window.__bench = { pointer: 0, shown: 0 });
    const visible = (el) => !!el && el.getBoundingClientRect().height > 0;
    addEventListener(
      'pointerdown',
      (event) => {
        bench.pointer = performance.now();
        const control = event.target instanceof Element ? event.target.closest('[aria-expanded]') : null;
        const expandedBefore = control?.getAttribute('aria-expanded');
        // The toggle's first click on a page that follows the system goes from
        // "system" to the mode already shown: only its icon and name change.
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        const labelBefore = button?.getAttribute('aria-label');
        const responded = {
          search: () => visible(document.querySelector('.DocSearch-Modal, [role="dialog"][aria-modal="true"]')),
          toggle: () => button?.getAttribute('aria-label') !== labelBefore,
          category: () => control?.getAttribute('aria-expanded') !== expandedBefore,
        }[what];
        const poll = () => (responded() ? (bench.shown = performance.now()) : requestAnimationFrame(poll));
        requestAnimationFrame(poll);
      },
      { capture: true, once: true },
    );
  }, kind);
}

/** Milliseconds from the click to its response (undefined if it never came), and from navigation to the response. */
async function clickAndTime(page, locator, kind) {
  await armResponse(page, kind);
  await locator.click({ noWaitAfter: true });
  try {
    await page.waitForFunction(() => window.__bench.shown > 0, null, { timeout: 20_000 });
  } catch {
    return { afterClick: undefined, fromNavigation: undefined };
  }
  const { pointer, shown } = await page.evaluate(() => window.__bench);
  return { afterClick: shown - pointer, fromNavigation: shown };
}

const searchButton = (page) =>
  page
    .locator('.navbar')
    .getByRole('button', { name: /search/i })
    .first();

/** Resolves once React has hydrated the open page. */
const hydration = (page) => page.locator('html[data-has-hydrated="true"]').waitFor({ timeout: 30_000 });

/** Opens `url` and waits until it has hydrated, or, for the search button, 1 s after the load event. */
async function open(page, url, { hydrated = false } = {}) {
  await page.goto(url, { waitUntil: 'load' });
  if (!hydrated) return page.waitForTimeout(1000);
  await hydration(page);
}

/**
 * Budget 3. Under slow 4G and 4x CPU, each on a cold page: the navbar search
 * button clicked 1 s after the load event (long guide and home), and a
 * sidebar category and the colour toggle clicked once the page has hydrated.
 */
const interactions = [
  ...[
    ['search, long guide', LONG_GUIDE],
    ['search, home', '/'],
  ].map(([label, route]) => ({
    label,
    budget: BUDGET.searchOpensMs,
    async run(page, base) {
      await open(page, base + route);
      return clickAndTime(page, searchButton(page), 'search');
    },
  })),
  {
    label: 'sidebar category',
    budget: BUDGET.controlRespondsMs,
    async run(page, base) {
      await open(page, base + LONG_GUIDE, { hydrated: true });
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      return clickAndTime(page, sidebar.locator('button[aria-expanded="false"]').first(), 'category');
    },
  },
  {
    label: 'colour toggle',
    budget: BUDGET.controlRespondsMs,
    async run(page, base) {
      await open(page, base + LONG_GUIDE, { hydrated: true });
      return clickAndTime(page, page.getByRole('button', { name: /dark and light mode/i }), 'toggle');
    },
  },
];
const interactionRuns = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);

async function firstInteractions(browser) {
  const results = new Map();
  for (const interaction of interactions) {
    for (let run = 0; run < interactionRuns; run++) {
      // Interleaved, so a busy moment of a shared machine weighs on every build alike.
      for (const build of builds) {
        const { page, close } = await throttledPage(browser);
        try {
          const key = `${interaction.label}|${build.label}`;
          results.set(key, [...(results.get(key) ?? []), await interaction.run(page, build.base)]);
        } finally {
          await close();
        }
      }
    }
  }
  return results;
}

/**
 * Opens the search modal, waits for the index, then types queries and times
 * each from the keystroke to the moment the hit list changes in the page.
 */
async function searchLatency(browser, base, home = '/') {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}${home}`, { waitUntil: 'networkidle' });
    await hydration(page);
    const opened = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('container');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const indexMs = Date.now() - opened;
    // The first search that needs the reference part (a flag) waits for it to load.
    await page.locator('.DocSearch-Input').fill('');
    await page.locator('.DocSearch-Hit').first().waitFor({ state: 'detached' });
    const asked = Date.now();
    await page.locator('.DocSearch-Input').fill('--proxy-port');
    await page.locator('.DocSearch-Hit a[href*="/reference/cli/"]').first().waitFor();
    const referenceMs = Date.now() - asked;
    const samples = [];
    for (const query of ['secrets', 'network isolation', 'thv run', 'registr', 'kubernetes', 'telemetry', 'group']) {
      await page.locator('.DocSearch-Input').fill('');
      await page.locator('.DocSearch-Hit').first().waitFor({ state: 'detached' });
      // Arm the clocks in the page: from the input event the keystroke fires to
      // the moment hits are in the DOM, so no browser round trip is counted.
      await page.evaluate(() => {
        const input = document.querySelector('.DocSearch-Input');
        window.__latency = new Promise((resolve) => {
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
    return { indexMs, referenceMs, samples: samples.length, median: median(samples), worst: Math.max(...samples) };
  } finally {
    await page.close();
  }
}

/**
 * Main-thread blocking time as a phone on 4x slower CPU feels it, measured
 * rather than simulated: the page loads with real CPU throttling, and every
 * long task from navigation until 1 s after hydration and network idle adds
 * its time over 50 ms. Interleaved across builds, it tells a change from
 * noise far better than Lighthouse's simulated score on a shared 2-core machine.
 */
async function blockingTime(browser) {
  const results = new Map();
  for (let run = 0; run < blockingRuns; run++) {
    for (const [label, route] of pages) {
      for (const build of builds) {
        const { page, close } = await throttledPage(browser, { viewport: { width: 412, height: 823 }, network: false });
        try {
          await page.addInitScript(() => {
            window.__longTasks = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
            }).observe({ type: 'longtask', buffered: true });
          });
          await page.goto(build.base + route, { waitUntil: 'networkidle' });
          await hydration(page);
          await page.waitForTimeout(1000);
          const tasks = await page.evaluate(() => window.__longTasks);
          const key = `${label}|${build.label}`;
          results.set(key, [...(results.get(key) ?? []), tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)]);
        } finally {
          await close();
        }
      }
    }
  }
  return results;
}
const blockingRuns = Number(process.env.BENCH_BLOCKING_RUNS ?? 7);

// Lighthouse's simulated CPU makes one run swing by 10 points or more on a
// 2-core machine; each page is run this many times and the median reported.
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** Median Lighthouse scores per page and build; the builds' runs are interleaved. */
async function lighthouse() {
  const { default: lh } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  const rows = [];
  const once = async (url) => {
    for (let failures = 0; ; failures++) {
      const { lhr } = await lh(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      // A run Lighthouse could not finish scores 0 everywhere; counted, it
      // would drag the median down. Say so and run again instead.
      if (!lhr.runtimeError) return lhr;
      console.error(`  Lighthouse run on ${url} failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
      if (failures >= lighthouseRuns) throw new Error(`Lighthouse failed ${failures + 1} times on ${url}`);
    }
  };
  try {
    for (const [label, route] of pages) {
      const runs = new Map(builds.map((build) => [build.label, []]));
      for (let run = 0; run < lighthouseRuns; run++) {
        for (const build of builds) {
          const { categories, audits } = await once(build.base + route);
          const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
          runs.get(build.label).push({
            build: build.label,
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
      }
      for (const buildRuns of runs.values()) {
        buildRuns.sort((a, b) => a.performance - b.performance);
        const range = `${buildRuns[0].performance}-${buildRuns.at(-1).performance}`;
        rows.push({ ...buildRuns[Math.floor(buildRuns.length / 2)], range });
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

console.log(`ToolHive Docs benchmark, ${new Date().toISOString().slice(0, 10)}, node ${process.version}`);
if (!args['no-build']) {
  fs.rmSync(path.join(root, 'build'), { recursive: true, force: true });
  fs.rmSync(path.join(root, '.docusaurus'), { recursive: true, force: true });
  fs.rmSync(path.join(root, 'node_modules/.cache'), { recursive: true, force: true });
  // Direct children (not under npm), so each one's own peak memory is what gets read.
  const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const generate = [
    await timed(process.execPath, [docusaurus, 'clean-api-docs', 'all']),
    await timed(process.execPath, [docusaurus, 'gen-api-docs', 'all']),
  ];
  const build = await timed(process.execPath, [docusaurus, 'build']);
  console.log(
    `\ncold build: ${build.seconds.toFixed(1)} s wall, peak RSS ${build.peakMb.toFixed(0)} MB` +
      ` (after ${(generate[0].seconds + generate[1].seconds).toFixed(1)} s generating the API pages)`,
  );
}
console.log(`pages built: ${countPages(builds[0].dir)}`);

// A hosted-search build has no local index. Each docs version has one, in two parts (engine/tiers.ts).
const versionHomes = DOCS_RELEASES.map((r) => ({ label: r.tag, path: docsVersionPath(r.version) }));
for (const { label, path: versionPath } of versionHomes) {
  const gz = (name) => {
    const file = path.join(builds[0].dir, versionPath, name);
    return fs.existsSync(file) ? kb(zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length) : 'none';
  };
  console.log(
    `search index ${label}: core ${gz(SEARCH_INDEX_FILE)} gzipped (budget ${BUDGET.searchIndexKb} KB), reference part ${gz(SEARCH_REFERENCE_FILE)}`,
  );
}

const servers = await Promise.all(builds.map((build, i) => startServer(build.dir, port + i)));
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags.slice(1) });
  try {
    console.log(
      `\nBudget 1: JS parsed until interactive (hydrated, network idle after a first input; gzip -9, inline scripts included)`,
    );
    for (const build of builds) {
      for (const row of await interactiveWeights(browser, build.base)) {
        const budget =
          row.route === LONG_GUIDE
            ? `  ${verdict(row.js <= BUDGET.interactiveJsKb * 1024)} (${BUDGET.interactiveJsKb} KB)`
            : '';
        console.log(
          `  ${build.label.padEnd(10)} ${row.label.padEnd(14)} JS ${kb(row.js).padStart(9)} in ${String(row.scripts).padStart(2)} files  CSS ${kb(row.css).padStart(8)}${budget}`,
        );
      }
    }

    console.log(
      `\nBudget 3: first interaction, slow 4G (150 ms, 1.6 Mbit/s) and 4x CPU, cold cache; median of ${interactionRuns}`,
    );
    const results = await firstInteractions(browser);
    for (const interaction of interactions) {
      for (const build of builds) {
        const runs = results.get(`${interaction.label}|${build.label}`);
        const answered = runs.filter((r) => r.afterClick !== undefined);
        const lost = runs.length - answered.length;
        const after = answered.length ? median(answered.map((r) => r.afterClick)) : undefined;
        const fromNav = answered.length ? median(answered.map((r) => r.fromNavigation)) : undefined;
        console.log(
          `  ${build.label.padEnd(10)} ${interaction.label.padEnd(18)} ${ms(after).padStart(8)} after the click` +
            ` (${ms(fromNav)} from navigation; runs ${runs.map((r) => ms(r.afterClick)).join(', ')})` +
            `${lost ? `, ${lost} with no response in 20 s` : ''}  ${verdict(after !== undefined && !lost && after <= interaction.budget)} (${interaction.budget} ms)`,
        );
      }
    }

    console.log(`\nBlocking time at 4x CPU (real throttling, phone viewport), median of ${blockingRuns}`);
    const blocking = await blockingTime(browser);
    for (const [label] of pages) {
      for (const build of builds) {
        const runs = blocking.get(`${label}|${build.label}`);
        console.log(
          `  ${build.label.padEnd(10)} ${label.padEnd(14)} ${ms(median(runs)).padStart(7)}  (runs ${runs.map((r) => Math.round(r)).join(', ')})`,
        );
      }
    }

    for (const { label, path: versionPath } of versionHomes) {
      console.log(`\nSearch in the browser (local index, from the ${label} home page):`);
      try {
        const search = await searchLatency(
          browser,
          builds[0].base,
          `${versionPath ? `/${versionPath}` : ''}/toolhive/`,
        );
        console.log(`  core fetched on first open: ${search.indexMs.toFixed(0)} ms until the first hits show`);
        console.log(
          `  first search that needs the reference part: ${search.referenceMs.toFixed(0)} ms until its hits show`,
        );
        console.log(
          `  keystroke to hits after load: median ${search.median.toFixed(1)} ms, worst ${search.worst.toFixed(1)} ms over ${search.samples} queries`,
        );
      } catch (error) {
        console.log(`  not measured: ${error.message.split('\n')[0]}`);
      }
    }
  } finally {
    await browser.close();
  }
  if (!args['no-lighthouse']) {
    console.log(`\nBudget 2: Lighthouse mobile (simulated throttling), median of ${lighthouseRuns} runs per page`);
    for (const r of await lighthouse()) {
      console.log(
        `  ${r.build.padEnd(10)} ${r.label.padEnd(14)} perf ${r.performance} (${r.range}) ${verdict(r.performance >= BUDGET.lighthouse)}  a11y ${r.accessibility}  best ${r.bestPractices}  seo ${r.seo}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}`,
      );
    }
  }
  console.log('');
  // The docs MCP server's budgets (issue #27), over stdio on this build.
  await benchMcp();
} finally {
  for (const server of servers) server.kill();
}
