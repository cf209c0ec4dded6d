import { cell, escapeText, fieldList, generatedNote, inline, prose } from '../../lib/mdxText';
import { relativeLink, routeOf, type PageLinks } from '../../lib/docLinks';
import { parentPath, type CliCommand, type CliData, type CliFlag } from '../../data/cli/schema';

/** Where the pages are served (their slugs) and written (below the docs root). */
export const CLI_ROUTE = '/toolhive/reference/cli';
export const CLI_DIR = 'toolhive/reference/cli';
/** `thv config otel set-endpoint` → `thv_config_otel_set-endpoint`, as the product names its pages. */
export const slugOf = (path: string): string => path.replace(/ /g, '_');

/**
 * Where a command's page is written below the output folder. A command with
 * subcommands becomes a sidebar category: its page sits in a folder of the
 * same name (`config/config.mdx`), which Docusaurus takes as the category's
 * own page, so the sidebar mirrors the command tree. The path is also the
 * page's doc id, which the docs version dropdown matches across versions.
 */
export function docFileOf(path: string, hasChildren: boolean): string {
  const words = path.split(' ').slice(1);
  if (path === 'thv') return 'cli.mdx';
  if (hasChildren) return `${words.join('/')}/${words.at(-1)}.mdx`;
  return `${[...words.slice(0, -1), `${slugOf(path)}.mdx`].join('/')}`;
}

function flagLabel(flag: CliFlag): string {
  return `${flag.shorthand ? `<code>-${escapeText(flag.shorthand)}</code>, ` : ''}<code>--${escapeText(flag.name)}</code>`;
}

/**
 * Each flag as a line of name, type and default with its description below,
 * so the description gets the full column at any width. The item keeps the
 * flag's anchor (`#--flag-name`), which guides link to.
 */
function optionsList(flags: CliFlag[], withLinks: (text: string, key: string) => string, owner: string): string {
  const items = flags.map((flag) => {
    const facts = [
      `<span className="field-list__type">${escapeText(flag.type)}</span>`,
      flag.required ? '<strong>required</strong>' : '',
      flag.default !== undefined && flag.default !== ''
        ? `<span className="field-list__default">default <code>${escapeText(flag.default)}</code></span>`
        : '',
    ].filter(Boolean);
    return [
      `<CliOptionRow id="--${flag.name}">`,
      `<dt><a href="#--${flag.name}">${flagLabel(flag)}</a> ${facts.join(' ')}</dt>`,
      `<dd>${inline(withLinks(flag.description, `${owner} --${flag.name}`))}</dd>`,
      `</CliOptionRow>`,
    ].join('');
  });
  return fieldList(items);
}

/** The `-h`/`--help` flag cobra gives every command; the data leaves it out. */
export const HELP_FLAG: CliFlag = {
  name: 'help',
  shorthand: 'h',
  type: 'bool',
  description: 'Print help for this command.',
};

export interface GeneratedPage {
  /** Path under the output folder. */
  file: string;
  content: string;
}

/**
 * Every page and sidebar category file for the command tree, as text.
 * `linksFor` resolves our words' links to doc pages for a page at a path
 * below the docs root, where `generated` are the command pages (not yet on
 * disk). Links between the generated pages are file links too, so every link
 * stays inside the docs version the pages are written into.
 */
export function generatePages(
  data: CliData,
  wordsFile: string,
  linksFor: (page: string, generated: ReadonlySet<string>) => PageLinks,
): GeneratedPage[] {
  const byPath = new Map(data.commands.map((c) => [c.path, c]));
  const children = (path: string) =>
    data.commands.filter((c) => parentPath(c.path) === path).sort((a, b) => a.path.localeCompare(b.path));
  const ancestors = (cmd: CliCommand): CliCommand[] => {
    const list: CliCommand[] = [];
    for (let p = parentPath(cmd.path); p; p = parentPath(p)) list.push(byPath.get(p)!);
    return list;
  };
  const hasChildren = (cmd: CliCommand) => children(cmd.path).length > 0;
  const docFile = (cmd: CliCommand) => docFileOf(cmd.path, hasChildren(cmd));
  const slug = (cmd: CliCommand) => `${CLI_ROUTE}/${slugOf(cmd.path)}`;

  const pages: GeneratedPage[] = [];
  const sorted = [...data.commands].sort((a, b) => a.path.localeCompare(b.path));
  const generated = new Set(sorted.map((cmd) => `${CLI_DIR}/${docFile(cmd)}`));
  for (const [position, cmd] of sorted.entries()) {
    const words = cmd.path.split(' ');
    const inherited = ancestors(cmd).flatMap((a) => (a.flags ?? []).filter((f) => f.persistent));
    const subs = children(cmd.path);
    const parent = parentPath(cmd.path);
    const links = linksFor(`${CLI_DIR}/${docFile(cmd)}`, generated);
    const link = (to: CliCommand) => relativeLink(docFile(cmd), docFile(to));
    const withLinks = (text: string, key: string) => links.prose(text, `${wordsFile}: ${key}`);
    const lines: string[] = [
      '---',
      `title: ${JSON.stringify(cmd.path)}`,
      `sidebar_label: ${JSON.stringify(cmd.path === 'thv' ? 'thv' : words.at(-1))}`,
      `sidebar_position: ${position + 1}`,
      `description: ${JSON.stringify(`${cmd.summary} Reference for the ${cmd.path} command of ToolHive v${data.version}.`)}`,
      `slug: ${slug(cmd)}`,
      'custom_edit_url: null',
      '---',
      '',
      "import CliOptionRow from '@site/src/features/cli-reference/CliOptionRow';",
      '',
      prose(withLinks(cmd.summary, `${cmd.path} summary`)),
      '',
      '## Synopsis',
      '',
      '```bash',
      cmd.usage ?? `${cmd.path} <command> [flags]`,
      '```',
      '',
    ];
    if (cmd.aliases?.length)
      lines.push(`Aliases: ${cmd.aliases.map((a) => `\`${words.slice(0, -1).concat(a).join(' ')}\``).join(', ')}`, '');
    lines.push('## Description', '', prose(withLinks(cmd.description, `${cmd.path} description`)), '');
    if (cmd.arguments?.length) {
      // A list like the options, so the description gets the column's width on a phone too.
      const items = cmd.arguments.map(
        (arg) =>
          `<div className="field-list__item"><dt><code>${escapeText(arg.name)}</code></dt><dd>${inline(withLinks(arg.description, `${cmd.path} argument ${arg.name}`))}</dd></div>`,
      );
      lines.push('## Arguments', '', fieldList(items), '');
    }
    const own = [...(cmd.flags ?? []), HELP_FLAG].sort((a, b) => a.name.localeCompare(b.name));
    lines.push('## Options', '', optionsList(own, withLinks, cmd.path), '');
    if (inherited.length) lines.push('## Inherited options', '', optionsList(inherited, withLinks, cmd.path), '');
    if (cmd.examples?.length) {
      lines.push('## Examples', '');
      for (const ex of cmd.examples)
        lines.push(`${prose(withLinks(ex.description, `${cmd.path} example`))}:`, '', '```bash', ex.command, '```', '');
    }
    if (subs.length) {
      lines.push('## Subcommands', '', '| Command | Purpose |', '| --- | --- |');
      for (const sub of subs)
        lines.push(`| [\`${sub.path}\`](${link(sub)}) | ${cell(withLinks(sub.summary, `${sub.path} summary`))} |`);
      lines.push('');
    }
    lines.push('## See also', '');
    if (parent)
      lines.push(
        `- [\`${parent}\`](${link(byPath.get(parent)!)}): ${prose(withLinks(byPath.get(parent)!.summary, `${parent} summary`))}`,
      );
    // A related page is shown by its route, as readers see it in the address bar.
    for (const target of cmd.related) {
      const [file, anchor = ''] = target.split('#');
      lines.push(
        `- [${routeOf(file)}${anchor && `#${anchor}`}](${links.link(target, `${wordsFile}: ${cmd.path} related`)})`,
      );
    }
    lines.push('', generatedNote([wordsFile], 'src/features/cli-reference'), '');
    pages.push({ file: docFile(cmd), content: lines.join('\n') });

    if (hasChildren(cmd)) {
      const dir = docFile(cmd).split('/').slice(0, -1).join('/');
      const category = {
        label: cmd.path === 'thv' ? 'CLI commands' : words.at(-1),
        // Labels repeat across the tree (`thv skill builds`, `thv ai-plugin builds`); the sidebar needs unique keys.
        key: slugOf(cmd.path),
        position: position + 1,
        collapsed: true,
      };
      pages.push({ file: `${dir ? `${dir}/` : ''}_category_.json`, content: `${JSON.stringify(category, null, 2)}\n` });
    }
  }
  return pages;
}
