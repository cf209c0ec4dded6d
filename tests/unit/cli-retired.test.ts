import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { checkRetired, compareTags, type RetiredWords } from '../../src/data/cli/retired';
import { allCliFacts, loadCliPages, retiredWordsFile } from '../../src/features/cli-reference';
import { crossVersionLink, RETIRED_PROP } from '../../src/features/cli-reference/retired';
import { CLI_ROOT_DOC, RETIRED_LABEL, withRetiredCommands } from '../../src/features/cli-reference/sidebar';
import { readYaml } from '../../src/lib/readYaml';
import { docsVersionRoute } from '../../src/reference/releases';
import { DOCS_RELEASES } from '../../src/contract';

const siteDir = path.resolve(__dirname, '../..');
const TAG = 'v0.44.0';
const WORDS = retiredWordsFile(TAG);
const words = readYaml(siteDir, WORDS) as { retired: RetiredWords[] };
const facts = allCliFacts(siteDir);
// The docs versions as the cut lays them out: v0.44.0 current, v0.3.5 frozen.
const RELEASES = [
  { version: 'current', tag: TAG },
  { version: 'v0.3.5', tag: 'v0.3.5' },
];
// Where the v0.3.5 docs are served: `/v0.3.5` once the current docs are the default, no prefix before.
const OLD_ROUTE = docsVersionRoute(RELEASES[1]);

/** The retired words with one entry changed, checked against the facts. */
function checkWith(cmdPath: string, change: Partial<RetiredWords>) {
  const planted = {
    retired: words.retired.map((e) => (e.path === cmdPath ? { ...e, ...change } : e)),
  };
  return () => checkRetired(planted, TAG, facts, WORDS);
}

const frontMatter = (content: string) => load(/^---\n([\s\S]*?)\n---\n/.exec(content)![1]) as Record<string, unknown>;

describe('retired commands of v0.44.0', () => {
  it('are the three seed routes, each claim holding against the facts of v0.3.5 and v0.44.0', () => {
    const retired = checkRetired(words, TAG, facts, WORDS);
    expect(retired.map((e) => [e.path, e.status, e.since, e.documentedIn])).toEqual([
      ['thv group run', 'deprecated-fails', 'v0.21.0', ['v0.3.5']],
      ['thv mcp serve', 'removed', 'v0.30.1', ['v0.3.5']],
      ['thv restart', 'alias', 'v0.6.16', ['v0.3.5']],
    ]);
    // What a run of the deprecated command prints comes from the facts, not our words.
    expect(retired[0].alwaysFails).toMatch(/^registry-based groups are no longer supported; use 'thv group create'/);
  });

  it.each<[string, Partial<RetiredWords>, RegExp]>([
    [
      'thv group run',
      { since: 'v0.3.0' },
      /thv group run since: v0\.3\.0, but src\/data\/reference\/v0\.3\.5\/cli\.json still documents/,
    ],
    ['thv group run', { since: 'v0.45.0' }, /thv group run since: v0\.45\.0 is after v0\.44\.0/],
    ['thv group run', { since: '0.21' }, /thv group run since: must be a release tag/],
    [
      'thv group run',
      { status: 'removed' },
      /thv group run status: "removed", but .*v0\.44\.0\/cli\.json still has the command \(deprecated\)/,
    ],
    [
      'thv mcp serve',
      { status: 'deprecated-fails' },
      /thv mcp serve status: "deprecated-fails", but .* does not mark thv mcp serve deprecated/,
    ],
    [
      'thv mcp serve',
      { status: 'alias' },
      /thv mcp serve instead: an alias names exactly one command, a sibling of the old name/,
    ],
    [
      'thv restart',
      { instead: ['thv stop'] },
      /thv restart status: "alias", but .* lists no alias "restart" for thv stop/,
    ],
    [
      'thv restart',
      { status: 'removed' },
      /thv restart status: "removed", but in .* thv start answers to it as an alias/,
    ],
    ['thv restart', { path: 'thv start' }, /thv start status: .* documents thv start as a command of v0\.44\.0/],
    [
      'thv restart',
      { path: 'thv widget spin' },
      /thv widget spin path: no older release's facts .* document thv widget spin/,
    ],
    [
      'thv group run',
      { instead: ['thv run --no-such-flag'] },
      /thv group run instead: .* documents no flag --no-such-flag of thv run/,
    ],
    [
      'thv group run',
      { instead: ['thv group launch'] },
      /thv group run instead: .* documents no command thv group launch/,
    ],
    ['thv group run', { status: 'retired' as RetiredWords['status'] }, /thv group run status: must be one of/],
  ])('refuse a wrong claim about %s (%o), naming the file and the key', (cmdPath, change, message) => {
    const check = checkWith(cmdPath, change);
    expect(check).toThrow(new RegExp(`^${WORDS.replace(/[./]/g, '\\$&')}: retired commands do not match the facts`));
    expect(check).toThrow(message);
  });

  it('order release tags by version, and refuse anything else', () => {
    expect(['v0.30.1', 'v0.6.16', 'v0.21.0', 'v0.3.5'].sort(compareTags)).toEqual([
      'v0.3.5',
      'v0.6.16',
      'v0.21.0',
      'v0.30.1',
    ]);
    expect(() => compareTags('v1', 'v0.3.5')).toThrow('"v1" is not a release tag');
  });
});

describe('retired command pages', () => {
  const pages = loadCliPages(siteDir, RELEASES[0], RELEASES);
  const retired = pages.filter((p) => p.content.includes(`${RETIRED_PROP}: true`));
  // The v0.3.5 pages from wherever the site keeps that release's docs (docs/ until the cut).
  const old = loadCliPages(
    siteDir,
    DOCS_RELEASES.find((r) => r.tag === 'v0.3.5')!,
    RELEASES,
  ).filter((p) => p.file.endsWith('.mdx'));

  it('are written at the file and route of the v0.3.5 page, so the doc id and the URL match across versions', () => {
    const slugs = retired.map((p) => frontMatter(p.content).slug);
    expect(slugs).toEqual([
      '/toolhive/reference/cli/thv_group_run',
      '/toolhive/reference/cli/thv_mcp_serve',
      '/toolhive/reference/cli/thv_restart',
    ]);
    for (const page of retired) {
      const twin = old.find((p) => frontMatter(p.content).slug === frontMatter(page.content).slug);
      expect(twin?.file, page.file).toBe(page.file);
    }
    expect(retired.map((p) => p.file)).toEqual(['group/thv_group_run.mdx', 'mcp/thv_mcp_serve.mdx', 'thv_restart.mdx']);
  });

  it('carry the front matter the build needs, stay in search, and mark themselves for the sidebar', () => {
    for (const page of retired) {
      const fm = frontMatter(page.content);
      expect(fm.title, page.file).toMatch(/^thv /);
      expect(fm.description, page.file).toMatch(/ToolHive v0\.\d+\.\d+/);
      expect(fm.sidebar_custom_props).toEqual({ [RETIRED_PROP]: true });
      for (const hidden of ['unlisted', 'draft', 'noindex', 'robots']) expect(fm, page.file).not.toHaveProperty(hidden);
      expect(page.content).not.toMatch(/noindex/);
    }
  });

  it('say what happened and since when, quote what thv prints, and link what to use instead by file', () => {
    const [groupRun, mcpServe, restart] = retired.map((p) => p.content);
    expect(groupRun).toContain(':::warning[Deprecated in v0.21.0]');
    expect(groupRun).toContain(
      "Error: registry-based groups are no longer supported; use 'thv group create' and 'thv run --group <name>' instead",
    );
    expect(groupRun).toContain('- [`thv group create`](./thv_group_create.mdx)');
    expect(groupRun).toContain('- [`thv run --group`](../thv_run.mdx#--group)');
    expect(mcpServe).toContain(':::warning[Removed in v0.30.1]');
    expect(mcpServe).toContain('- [`thv serve`](../thv_serve.mdx)');
    expect(restart).toContain(':::info[An alias since v0.6.16]');
    expect(restart).toContain('[`thv start`](./thv_start.mdx)');
    // Every file link lands on a page this version generates, and a flag link on its row there.
    for (const page of retired)
      for (const [, target, anchor] of page.content.matchAll(/\]\((\.{1,2}\/[^)#]+)(?:#([^)]+))?\)/g)) {
        const file = path.posix.join(path.posix.dirname(page.file), target);
        const linked = pages.find((p) => p.file === file);
        expect(linked, `${page.file} → ${file}`).toBeDefined();
        if (anchor) expect(linked!.content).toContain(`id="${anchor}"`);
      }
  });

  it('link to the same page in the v0.3.5 docs, the only absolute doc link the generated pages hold', () => {
    const absolute = pages.flatMap((p) =>
      [...p.content.matchAll(/\]\((\/[^)]*)\)|href="(\/[^"]*)"/g)].map((m) => ({ file: p.file, link: m[1] ?? m[2] })),
    );
    const expected = retired.map((p) => ({
      file: p.file,
      link: crossVersionLink({ tag: 'v0.3.5', route: OLD_ROUTE }, frontMatter(p.content).title as string),
    }));
    expect(absolute).toEqual(expected);
    expect(expected.map((e) => e.link)).toEqual(
      ['thv_group_run', 'thv_mcp_serve', 'thv_restart'].map((slug) => `${OLD_ROUTE}/toolhive/reference/cli/${slug}`),
    );
    // Each lands on a page v0.3.5 has: its route, below that version's prefix.
    const oldSlugs = new Set(old.map((p) => frontMatter(p.content).slug));
    for (const e of expected) expect(oldSlugs.has(e.link.slice(OLD_ROUTE.length)), e.link).toBe(true);
  });

  it('leave out the link across versions when no other docs version documents the command', () => {
    const alone = loadCliPages(siteDir, RELEASES[0], [RELEASES[0]]).filter((p) =>
      p.content.includes(`${RETIRED_PROP}: true`),
    );
    expect(alone).toHaveLength(3);
    for (const page of alone) expect(page.content).not.toMatch(/In earlier releases|\]\(\//);
  });

  it('compile as MDX', async () => {
    for (const page of retired) await compile(page.content.replace(/^---\n[\s\S]*?\n---\n/, ''));
  });

  it('are not written for v0.3.5, which retires nothing, so the site before the cut is unchanged', () => {
    expect(old.filter((p) => p.content.includes(RETIRED_PROP))).toEqual([]);
  });
});

describe('the retired commands sidebar category', () => {
  type Item = Parameters<typeof withRetiredCommands>[0][number];
  const doc = (id: string, retired = false): Item => ({
    type: 'doc',
    id,
    label: id.split('/').at(-1),
    ...(retired ? { customProps: { [RETIRED_PROP]: true } } : {}),
  });
  const category = (label: string, items: Item[], link?: string): Item => ({
    type: 'category',
    label,
    items,
    ...(link ? { link: { type: 'doc', id: link } } : {}),
  });
  const tree = (extra: Item[] = []) => [
    category('Reference', [
      category(
        'CLI commands',
        [
          category(
            'group',
            [doc('cli/group/thv_group_create'), doc('cli/group/thv_group_run', true)],
            'cli/group/group',
          ),
          category('old', [doc('cli/old/thv_old_thing', true)]),
          doc('cli/thv_restart', true),
          doc('cli/thv_start'),
          ...extra,
        ],
        CLI_ROOT_DOC,
      ),
    ]),
  ];

  it('gathers every retired page at the end of the CLI reference, drops a category left empty, keeps the rest', () => {
    expect(withRetiredCommands(tree())).toEqual([
      category('Reference', [
        category(
          'CLI commands',
          [
            category('group', [doc('cli/group/thv_group_create')], 'cli/group/group'),
            doc('cli/thv_start'),
            category(RETIRED_LABEL, [
              doc('cli/group/thv_group_run', true),
              doc('cli/old/thv_old_thing', true),
              doc('cli/thv_restart', true),
            ]),
          ],
          CLI_ROOT_DOC,
        ),
      ]),
    ]);
  });

  it('leaves a sidebar without retired pages as it is', () => {
    const plain = [category('CLI commands', [category('old', []), doc('cli/thv_start')], CLI_ROOT_DOC)];
    expect(withRetiredCommands(plain)).toBe(plain);
  });
});
