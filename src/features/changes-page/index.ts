import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { tagOfDocsVersion } from '../../contract';
import { docsReleases, type DocsRelease } from '../../reference/releases';
import { CHANGES_PAGE, FROM_TAG, joinChanges, type ChangesData, type JoinedChange } from '../../data/changes/join';
import { pageLinks } from '../../lib/docLinks';
import { generatedNote } from '../../lib/mdxText';
import { CLI_DIR, docFileOf } from '../cli-reference/generate';
import { kindFile } from '../crd-reference/generate';
import { pageGeneratorPlugin } from '../../lib/pageGenerator';

/** A doc's title from its front matter, as the sidebar shows it; the front matter parser makes every doc have one. */
const titleOf = (siteDir: string, file: string) =>
  /^title:\s*(.+)$/m.exec(fs.readFileSync(path.join(siteDir, 'docs', file), 'utf8'))?.[1].replace(/^['"]|['"]$/g, '') ??
  file;

/**
 * The commands a reader of the older release has not seen (not flags): each
 * new command whose parent is not new too. A new group stands for its subcommands (its
 * page lists them), while a command new in an older group (`thv mcp call`)
 * would otherwise go unmentioned.
 */
export function newCommands(items: ChangesData['items']): ChangesData['items'] {
  const added = items.filter((i) => i.area === 'CLI' && i.change === 'added');
  const keys = new Set(added.map((i) => i.key));
  const isCommand = (key: string) => key.includes(' ') && !/ -/.test(key);
  return added.filter((i) => isCommand(i.key) && !keys.has(i.key.split(' ').slice(0, -1).join(' ')));
}

/** The page's Markdown: our words by kind of change, then what was added and the API counts from the facts. */
export function renderChanges(siteDir: string, data: ChangesData): string {
  // The reference pages it links to are written by the CLI and CRD plugins, which run first.
  const links = pageLinks(siteDir, 'docs', CHANGES_PAGE);
  const entry = (c: JoinedChange) =>
    `- **${c.item.area}: \`${c.item.key}\`.** ${c.text} See [${titleOf(siteDir, c.target)}](${c.link}).`;
  const defaults = data.worded.filter((c) => c.item.oldDefault !== undefined);
  const rest = data.worded.filter((c) => c.item.oldDefault === undefined);
  const hasChildren = (p: string) => data.items.some((i) => i.key.startsWith(`${p} `));
  const commands = newCommands(data.items);
  const kinds = data.items.filter((i) => i.area === 'CRD' && i.change === 'added' && i.detail.startsWith('kind added'));
  const api = data.items.filter((i) => i.area === 'API');
  const count = (change: string) => api.filter((i) => i.change === change).length;
  const section = (title: string, lines: string[]) => (lines.length ? [`## ${title}`, '', ...lines, ''] : []);
  return [
    '---',
    `title: What changed since ToolHive ${data.from}`,
    `description: The changes between ToolHive ${data.from} and ${data.to} that affect commands, manifests, and registry files written for ${data.from}, each with the page that explains it.`,
    'sidebar_position: 90',
    '---',
    '',
    `If you used ToolHive ${data.from}, these are the changes in ${data.to} that can break what you wrote for it, then what it added.`,
    '',
    ...section('Changed defaults', defaults.map(entry)),
    ...section(
      'Removed or renamed',
      rest.filter((c) => c.item.change === 'removed' || c.item.change === 'renamed').map(entry),
    ),
    ...section('Changed', rest.filter((c) => c.item.change === 'changed').map(entry)),
    ...section(
      'New commands',
      commands.map((i) => {
        const file = `${CLI_DIR}/${docFileOf(i.key, hasChildren(i.key))}`;
        return `- [\`${i.key}\`](${links.link(file, `${CHANGES_PAGE}: "${i.key}"`)})`;
      }),
    ),
    ...section(
      'New operator kinds',
      kinds.map((i) => `- [${i.key}](${links.link(kindFile(i.key), `${CHANGES_PAGE}: "${i.key}"`)})`),
    ),
    ...section('API changes', [
      `The REST API of \`thv serve\` has ${count('added')} additions, ${count('removed')} removals, ${count('renamed')} renames, and ${count('changed')} other changes. See the [API reference](${links.link('toolhive/reference/api/index.mdx', CHANGES_PAGE)}).`,
    ]),
    // The source note closes the page, as on the other generated pages: readers come first.
    generatedNote([`src/data/changes/${data.to}.yaml`], 'src/features/changes-page'),
    '',
  ].join('\n');
}

/**
 * Writes the page into the current docs when they document a release other
 * than the one it starts from. A build without the current docs
 * (DOCS_VERSIONS=v0.3.5) skips it: the CLI and CRD pages it links to are not
 * generated then, and nothing would serve it.
 */
export function writeChangesPage(siteDir: string, releases: DocsRelease[] = docsReleases()): void {
  if (!releases.some((r) => r.version === 'current')) return;
  const file = path.join(siteDir, 'docs', CHANGES_PAGE);
  if (tagOfDocsVersion('current') === FROM_TAG) {
    fs.rmSync(file, { force: true });
    return;
  }
  const content = renderChanges(siteDir, joinChanges(siteDir));
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) fs.writeFileSync(file, content);
}

/** Generates docs/toolhive/reference/changes-since-v0.3.5.mdx before the docs load; registered after the CLI and CRD plugins. */
export default function changesPagePlugin(context: LoadContext): Plugin {
  return pageGeneratorPlugin(context, 'changes-page', ['src/data/changes', 'src/data/reference'], writeChangesPage);
}
