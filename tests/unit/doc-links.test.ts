import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crdWordsFile, loadCrdReference } from '../../src/data/crds/join';
import { loadCliPages } from '../../src/features/cli-reference';
import { RETIRED_PROP } from '../../src/features/cli-reference/retired';
import { crdIntroFile } from '../../src/features/crd-reference';
import { generateCrdPage, PAGE_FILE } from '../../src/features/crd-reference/generate';
import { DOCS_RELEASES } from '../../src/contract';
import { pageLinks } from '../../src/lib/docLinks';

/**
 * Links between doc pages are file links, so each stays inside its docs
 * version: Docusaurus resolves `../guides-cli/install.mdx` to the page of the
 * linking file's version, while `/toolhive/guides-cli/install` always names
 * one version. This guards the hand-written docs of every version and the
 * words the generators render into pages (src/lib/docLinks.ts).
 */

const siteDir = path.resolve(__dirname, '../..');

// The files written by hand: docs of the current and every frozen version, and the words.
const PATHSPECS = [
  ':(glob)docs/**/*.md',
  ':(glob)docs/**/*.mdx',
  ':(glob)versioned_docs/**/*.md',
  ':(glob)versioned_docs/**/*.mdx',
  ':(glob)src/data/**/*.yaml',
  ':(glob)src/data/**/*.yml',
  ':(glob)src/data/**/*.md',
  ':(glob)src/data/**/*.mdx',
];

const ABSOLUTE: { what: string; pattern: RegExp; yamlOnly?: boolean }[] = [
  { what: 'Markdown link', pattern: /\]\(\s*<?\/toolhive(?=[/#)>\s])/ },
  { what: 'link definition', pattern: /^\s*\[[^\]]+\]:\s*<?\/toolhive(?=[/#>\s]|$)/ },
  { what: 'JSX href or to', pattern: /\b(?:href|to)=\{?\s*["'`]\/toolhive(?=[/#"'`])/ },
  // The CLI words' `related` entries.
  { what: 'route in a list', pattern: /^\s*-\s+["']?\/toolhive(?=[/#"'\s]|$)/, yamlOnly: true },
];

/** Every absolute doc link in the hand-written files of a site (tracked or new, not ignored), as `file:line: ...`. */
function absoluteDocLinks(site: string): string[] {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z', '--', ...PATHSPECS], {
    cwd: site,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
    .sort();
  const found: string[] = [];
  for (const file of files) {
    const yaml = /\.ya?ml$/.test(file);
    // A fenced code block in Markdown shows text, not links.
    let fence: string | undefined;
    fs.readFileSync(path.join(site, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const marker = yaml ? undefined : /^\s*(`{3,}|~{3,})/.exec(line)?.[1][0];
        if (marker) fence = fence === undefined ? marker : fence === marker ? undefined : fence;
        if (marker || fence) return;
        for (const { what, pattern, yamlOnly } of ABSOLUTE)
          if ((!yamlOnly || yaml) && pattern.test(line)) found.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
      });
  }
  return found;
}

describe('links to doc pages', () => {
  it('are file links in the docs of every version and in the words, never /toolhive/ routes', () => {
    expect(absoluteDocLinks(siteDir)).toEqual([]);
  });

  it('are file links in the generated CLI and CRD pages', () => {
    // The current docs' pages: their links are checked against the docs/ folder.
    const release = DOCS_RELEASES[0];
    const files = { words: crdWordsFile(release.tag), intro: crdIntroFile(release.tag) };
    const crd = generateCrdPage(
      loadCrdReference(siteDir, release.tag),
      fs.readFileSync(path.join(siteDir, files.intro), 'utf8'),
      files,
      pageLinks(siteDir, 'docs', PAGE_FILE),
    );
    // A retired command's page links the same page in another version by route, the one absolute
    // link generated pages may hold; tests/unit/cli-retired.test.ts checks that it is the only one.
    const cli = loadCliPages(siteDir, release).filter((p) => !p.content.includes(`${RETIRED_PROP}: true`));
    const pages = [...cli.map((p) => p.content), crd];
    expect(pages.filter((p) => /\]\(\/toolhive|(?:href|to)="\/toolhive/.test(p))).toEqual([]);
    // The guides, the command pages and the CRD page link to each other by file.
    expect(pages.join('\n')).toMatch(/\]\((\.\.\/)+guides-[a-z0-9]+\/[\w-]+\.mdx(#[\w-]+)?\)/);
  });

  it('are refused wherever the guard looks, naming the file and the line', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
        fs.writeFileSync(path.join(site, file), text);
      };
      write('.gitignore', 'docs/toolhive/reference/cli/\n');
      write(
        'docs/toolhive/a.mdx',
        '# A\n\nSee [install](/toolhive/guides-cli/install#linux).\n[b](../b.mdx)\n\n```md\n[shown](/toolhive/faq)\n```\n',
      );
      write('docs/toolhive/reference/cli/thv.mdx', '[generated](/toolhive/x)\n');
      write('versioned_docs/version-v0.3.5/toolhive/b.mdx', 'Text\n<a href="/toolhive/faq">FAQ</a>\n');
      write('versioned_docs/version-v0.3.5/toolhive/c.md', '[faq]: /toolhive/faq\n<Link to="/toolhive">home</Link>\n');
      write('src/data/cli/v0.3.5/commands.yaml', 'related:\n  - /toolhive/guides-cli/\n  - toolhive/faq.mdx\n');
      write('src/data/crds/words.yaml', 'description: >-\n  See [it](/toolhive/guides-k8s/intro).\n');
      write('src/data/crds/intro.mdx', 'See [the site](https://example.com/toolhive/x).\n');
      execFileSync('git', ['init', '-q'], { cwd: site });
      expect(absoluteDocLinks(site)).toEqual([
        'docs/toolhive/a.mdx:3: Markdown link: See [install](/toolhive/guides-cli/install#linux).',
        'src/data/cli/v0.3.5/commands.yaml:2: route in a list: - /toolhive/guides-cli/',
        'src/data/crds/words.yaml:2: Markdown link: See [it](/toolhive/guides-k8s/intro).',
        'versioned_docs/version-v0.3.5/toolhive/b.mdx:2: JSX href or to: <a href="/toolhive/faq">FAQ</a>',
        'versioned_docs/version-v0.3.5/toolhive/c.md:1: link definition: [faq]: /toolhive/faq',
        'versioned_docs/version-v0.3.5/toolhive/c.md:2: JSX href or to: <Link to="/toolhive">home</Link>',
      ]);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
