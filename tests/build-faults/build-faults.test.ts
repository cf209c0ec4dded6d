import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tagOfDocsVersion } from '../../src/contract';
import { apiOverridesFile, apiWordsFile } from '../../src/data/api/join';
import { factsFile } from '../../src/reference/releases';

// Bad input must stop `docusaurus build` with the file (or page) and the
// reason. Each case builds a throwaway site whose configuration is the real
// docusaurus.config.ts with only its content swapped for one fixture page, so
// the real link, image and front matter rules are what fail. The throwaway
// site keeps .docusaurus and the output away from the project's own build.

const repo = path.resolve(__dirname, '../..');
const docusaurusBin = path.join(repo, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-faults-'));

const siteConfig = `
import site from ${JSON.stringify(path.join(repo, 'docusaurus.config.ts'))};
import { createFrontMatterParser } from ${JSON.stringify(path.join(repo, 'src/features/front-matter'))};
import apiReferencePlugin from ${JSON.stringify(path.join(repo, 'src/features/api-reference'))};
import postBuildPlugin from ${JSON.stringify(path.join(repo, 'src/features/post-build'))};
import searchIndexPlugin from ${JSON.stringify(path.join(repo, 'src/features/search'))};
import llmsTxtPlugin from ${JSON.stringify(path.join(repo, 'src/features/llms-txt'))};

const docsDir = DOCS_DIR;
export default {
  ...site,
  // Only the content changes: no generated references, no swizzles, no navbar links to missing pages.
  plugins: PLUGINS,
  themes: [],
  clientModules: [],
  markdown: { ...site.markdown, parseFrontMatter: createFrontMatterParser(docsDir) },
  presets: [['classic', { docs: { path: docsDir, routeBasePath: '/' }, blog: false, pages: false, sitemap: false }]],
  themeConfig: {
    ...site.themeConfig,
    algolia: undefined,
    announcementBar: undefined,
    navbar: { ...site.themeConfig.navbar, items: [] },
    footer: undefined,
  },
};
`;

/**
 * Builds a site made of the given docs (and other files, with the plugins
 * named, as code) and returns the exit code and everything it printed.
 */
function buildSite(
  name: string,
  docs: Record<string, string>,
  { plugins = '[]', files = {} }: { plugins?: string; files?: Record<string, string> } = {},
): Promise<{ code: number | null; output: string }> {
  const siteDir = path.join(work, name);
  const docsDir = path.join(siteDir, 'docs');
  fs.mkdirSync(docsDir, { recursive: true });
  for (const [file, text] of Object.entries(docs)) {
    fs.mkdirSync(path.dirname(path.join(docsDir, file)), { recursive: true });
    fs.writeFileSync(path.join(docsDir, file), text);
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), text);
  }
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.ts'),
    siteConfig.replace('DOCS_DIR', JSON.stringify(docsDir)).replace('PLUGINS', plugins),
  );
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(siteDir, 'node_modules'));
  const run = spawn(process.execPath, [docusaurusBin, 'build', siteDir, '--no-minify'], {
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  let output = '';
  run.stdout.on('data', (chunk) => (output += chunk));
  run.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => run.on('close', (code) => resolve({ code, output })));
}

/** The site's API words file, and the files the API plugin joins: the release's facts, the overrides, these words. */
const TAG = tagOfDocsVersion('current');
const apiWords = () => fs.readFileSync(path.join(repo, apiWordsFile(TAG)), 'utf8');
function apiFiles(words: string): Record<string, string> {
  const copy = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');
  return {
    'src/data/reference/current.json': copy('src/data/reference/current.json'),
    'versions.json': copy('versions.json'),
    [factsFile(TAG, 'api')]: copy(factsFile(TAG, 'api')),
    [apiOverridesFile(TAG)]: copy(apiOverridesFile(TAG)),
    [apiWordsFile(TAG)]: words,
  };
}

const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}\n`;
const goodFrontMatter = 'title: Fixture page\ndescription: A page used to prove the build rejects bad input.';

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

// The cases build at once: each is mostly waiting on one core, and the machine has more.
describe.concurrent('the build', { timeout: 600_000 }, () => {
  it('builds a valid fixture page, so the failures below come from their bad input', async () => {
    const { code, output } = await buildSite('valid', {
      'index.mdx': page(goodFrontMatter, 'See [the other page](/other).'),
      'other.mdx': page('title: Other page\ndescription: The target of a working link in the fixture.', 'Hello.'),
    });
    expect(code, output).toBe(0);
  });

  it('fails on a broken link, naming the page and the link', async () => {
    const { code, output } = await buildSite('broken-link', {
      'index.mdx': page(goodFrontMatter, 'Read [the missing guide](/toolhive/no-such-guide) first.'),
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/Broken link on source page path = \//);
    expect(output).toContain('/toolhive/no-such-guide');
  });

  it('fails on a broken image, naming the file and the image', async () => {
    const { code, output } = await buildSite('broken-image', {
      'index.mdx': page(goodFrontMatter, '![Architecture](./img/missing-diagram.svg)'),
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /Markdown image with URL .*\.\/img\/missing-diagram\.svg.* in source file .*docs\/index\.mdx.* couldn't be resolved/,
    );
  });

  it('fails on front matter without a description, naming the file and the field', async () => {
    const { code, output } = await buildSite('missing-description', {
      'index.mdx': page('title: A page with no description', 'Body text.'),
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/Bad front matter in .*missing-description\/docs\/index\.mdx: `description` is missing/);
  });

  it('fails on front matter that is not valid YAML, naming the file', async () => {
    const { code, output } = await buildSite('invalid-yaml', {
      'index.mdx': page('title: [unclosed\ndescription: broken YAML in the front matter block', 'Body text.'),
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/invalid-yaml\/docs\/index\.mdx/);
    expect(output).toContain('missed comma between flow collection entries');
  });

  it('fails on an API spec that does not lint, naming the file, the place and the reason', async () => {
    const body = '  POST /api/v1beta/groups requestBody:\n    content:\n      application/json:\n        example:\n';
    const words = apiWords().replace(`${body}          name: research`, `${body}          name: 5`);
    expect(words).not.toBe(apiWords());
    const { code, output } = await buildSite(
      'broken-spec',
      { 'index.mdx': page(goodFrontMatter, 'Body text.') },
      { plugins: '[apiReferencePlugin]', files: apiFiles(words) },
    );
    expect(code).not.toBe(0);
    expect(output).toContain('The API spec is invalid');
    expect(output).toMatch(
      /api-specs\/(?:[\w.]+\/)?toolhive-api\.yaml#\/paths\/~1api~1v1beta~1groups\/post\/requestBody.*no-invalid-media-type-examples/,
    );
  });

  it('fails on an API operation without our words, naming the key and the words file', async () => {
    const words = apiWords();
    const lines = words.split('\n');
    const at = lines.indexOf('  GET /health:');
    expect(at).toBeGreaterThan(0);
    // The operation's entry: its key and the indented lines below it.
    let end = at + 1;
    while (/^ {4}/.test(lines[end])) end++;
    lines.splice(at, end - at);
    const { code, output } = await buildSite(
      'missing-words',
      { 'index.mdx': page(goodFrontMatter, 'Body text.') },
      { plugins: '[apiReferencePlugin]', files: apiFiles(lines.join('\n')) },
    );
    expect(code).not.toBe(0);
    expect(output).toContain('API reference: facts and words do not match');
    expect(output).toMatch(
      /GET \/health: no words in src\/data\/api\/v[\d.]+\/words\.yaml for this fact of src\/data\/reference\/v[\d.]+\/api\.json/,
    );
  });

  it('fails on a missing image in JSX, naming the page and the image', async () => {
    const { code, output } = await buildSite(
      'broken-jsx-image',
      { 'index.mdx': page(goodFrontMatter, '<img src="/img/missing-screenshot.png" alt="The settings screen" />') },
      { plugins: '[[postBuildPlugin, {}]]' },
    );
    expect(code).not.toBe(0);
    expect(output).toMatch(/image\(s\) missing from the build/);
    expect(output).toContain('index.html: /img/missing-screenshot.png');
  });

  it('fails on API words that are not valid YAML in a few lines, naming the file, the line and the reason', async () => {
    const lines = apiWords().split('\n');
    const at = lines.findIndex((line) => line.startsWith('operations:')) + 1;
    lines.splice(at, 0, '  bad: [unclosed');
    const { code, output } = await buildSite(
      'words-not-yaml',
      { 'index.mdx': page(goodFrontMatter, 'Body text.') },
      { plugins: '[apiReferencePlugin]', files: apiFiles(lines.join('\n')) },
    );
    expect(code).not.toBe(0);
    // js-yaml names the line where it noticed the fault: the inserted line or the next one.
    const line = Number(/src\/data\/api\/v[\d.]+\/words\.yaml:(\d+):\d+: not valid YAML: \w/.exec(output)?.[1]);
    expect([at + 1, at + 2], output).toContain(line);
    // The words file itself (about 60 KB) is not printed.
    expect(output).not.toContain(lines[at + 5]);
    expect(output.length).toBeLessThan(5_000);
  });

  // A page added the way a writer adds one (tests/fixtures/contributor-page.mdx:
  // one file, nothing else) reaches the sidebar, the search index and llms.txt.
  // Built here with the plugins that publish them, not into the site's build/,
  // so no test leaves the page in what gets served or deployed.
  it('takes a new page into the sidebar, the search index and llms.txt with no other step', async () => {
    const route = '/toolhive/concepts/zz-contributor-fixture';
    const { code, output } = await buildSite(
      'new-page',
      {
        'index.mdx': page(goodFrontMatter, 'The home page.'),
        'toolhive/concepts/index.mdx': page(
          'title: Concepts\ndescription: The section the new page joins.',
          'Overview.',
        ),
        'toolhive/concepts/zz-contributor-fixture.mdx': fs.readFileSync(
          path.join(repo, 'tests/fixtures/contributor-page.mdx'),
          'utf8',
        ),
      },
      {
        plugins: '[(context) => searchIndexPlugin(context, { local: true }), llmsTxtPlugin]',
        // The search index carries the thv command names, which the plugin reads from the site's CLI facts.
        files: Object.fromEntries(
          ['src/data/reference/current.json', factsFile(tagOfDocsVersion('current'), 'cli')].map((file) => [
            file,
            fs.readFileSync(path.join(repo, file), 'utf8'),
          ]),
        ),
      },
    );
    expect(code, output).toBe(0);
    const outDir = path.join(work, 'new-page', 'build');
    const overview = fs.readFileSync(path.join(outDir, 'toolhive/concepts/index.html'), 'utf8');
    const { attribute, find, parseHtml, textOf } = await import('../../src/lib/html');
    const sidebar = find(
      parseHtml(overview),
      (e) => e.tagName === 'nav' && attribute(e, 'aria-label') === 'Docs sidebar',
    );
    const link = sidebar && find(sidebar, (e) => e.tagName === 'a' && attribute(e, 'href') === route);
    expect(link && textOf(link)).toBe('Contributor fixture page');
    const { commandNames, unpack } = await import('../../src/features/search/engine/format');
    const { createEngine } = await import('../../src/features/search/engine/engine');
    const index = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index.json'), 'utf8'));
    const engine = createEngine(unpack(index), commandNames(index));
    expect(engine.search('quasarfixture')[0]?.record.url).toMatch(new RegExp(`^${route}(#|$)`));
    expect(fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toContain(`${route}.md)`);
  });
});
