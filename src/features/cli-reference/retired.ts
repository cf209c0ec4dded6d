import path from 'node:path';
import { generatedNote, prose } from '../../lib/mdxText';
import type { CliData } from '../../data/cli/schema';
import type { RetiredCommand } from '../../data/cli/retired';
import { CLI_ROUTE, slugOf, type GeneratedPage } from './generate';

/** The front matter key the sidebar reads to gather retired pages into their own category (./sidebar.ts). */
export const RETIRED_PROP = 'retiredCommand';

/** Another docs version, as a retired page links to it: its release and the route prefix of its pages. */
export interface OtherVersion {
  tag: string;
  /** `/v0.3.5`, or `` for the version served at the site root. */
  route: string;
}

/**
 * A link to a page in another docs version. It is the one kind of absolute
 * doc link the generated pages hold: a file link always resolves inside the
 * linking page's own docs version, so only the other version's route can
 * reach across. tests/unit/cli-retired.test.ts checks that nothing else in
 * the generated pages is absolute.
 */
export const crossVersionLink = (version: OtherVersion, cmdPath: string): string =>
  `${version.route}${CLI_ROUTE}/${slugOf(cmdPath)}`;

/** A file link between two pages of the same folder tree (paths below the CLI folder). */
const fileLink = (from: string, to: string): string => {
  const rel = path.posix.relative(path.posix.dirname(from), to);
  return rel.startsWith('../') ? rel : `./${rel}`;
};

export interface RetiredPagesInput {
  retired: RetiredCommand[];
  /** This release's documented commands, joined with our words. */
  data: CliData;
  /** Where each documented command's page is written (below the CLI folder). */
  fileOf: (cmdPath: string) => string;
  /** Where a retired command's page is written: the file of its page in the release that documents it. */
  retiredFileOf: (entry: RetiredCommand) => string;
  /** The other docs versions the site builds. */
  versions: OtherVersion[];
  /** The words the pages show: the retired entries', and the summaries of the commands to use instead. */
  wordsFiles: string[];
}

const HEADLINE: Record<RetiredCommand['status'], (e: RetiredCommand, target: string) => string> = {
  'deprecated-fails': (e) =>
    `:::warning[Deprecated in ${e.since}]\n\n\`${e.path}\` is still part of thv, but help no longer lists it and every run ends in an error.\n\n:::`,
  removed: (e) => `:::warning[Removed in ${e.since}]\n\nthv no longer has a \`${e.path}\` command.\n\n:::`,
  alias: (e, target) =>
    `:::info[An alias since ${e.since}]\n\n\`${e.path}\` still works: it is another name for ${target}, which runs in its place with the same arguments and flags.\n\n:::`,
};

const DESCRIPTION: Record<RetiredCommand['status'], (e: RetiredCommand, version: string) => string> = {
  'deprecated-fails': (e, v) =>
    `${e.path} is deprecated since ToolHive ${e.since} and fails on every run: what to use instead in ToolHive v${v}.`,
  removed: (e, v) => `${e.path} was removed in ToolHive ${e.since}: what to use instead in ToolHive v${v}.`,
  alias: (e) => `${e.path} is an alias of ${e.instead[0]} since ToolHive ${e.since}.`,
};

/**
 * One page per retired command, at the route and doc id its page had in the
 * releases that documented it, so an old link, a search hit and the docs
 * version dropdown all land on it: what happened and since when, what to run
 * instead (file links into this version), and the command's page in each
 * other docs version that still documents it.
 */
export function generateRetiredPages(input: RetiredPagesInput): GeneratedPage[] {
  const byPath = new Map(input.data.commands.map((c) => [c.path, c]));
  return input.retired.map((e) => {
    const file = input.retiredFileOf(e);
    const uses = e.instead.map((use) => {
      const [cmdPath, flag] = use.split(/ (?=--)/);
      // A flag links to its row on the command's page; the command's summary says what it is for.
      const href = `${fileLink(file, input.fileOf(cmdPath))}${flag ? `#${flag}` : ''}`;
      return { link: `[\`${use}\`](${href})`, text: byPath.get(cmdPath)!.summary };
    });
    const lines = [
      '---',
      `title: ${JSON.stringify(e.path)}`,
      `sidebar_label: ${JSON.stringify(e.path)}`,
      `description: ${JSON.stringify(DESCRIPTION[e.status](e, input.data.version))}`,
      `slug: ${CLI_ROUTE}/${slugOf(e.path)}`,
      'custom_edit_url: null',
      'sidebar_custom_props:',
      `  ${RETIRED_PROP}: true`,
      '---',
      '',
      HEADLINE[e.status](e, uses[0]?.link ?? ''),
      '',
      prose(e.why),
      '',
    ];
    if (e.status === 'deprecated-fails') {
      // Cobra prints the notice before it runs the command, and thv's root command lets cobra print the error.
      const name = e.path.slice(e.path.lastIndexOf(' ') + 1);
      lines.push(
        '## What a run prints',
        '',
        'A run that gets as far as the command itself prints a deprecation notice, then the error, and fails:',
        '',
        '```text',
        `Command "${name}" is deprecated, ${e.deprecatedMessage}`,
        `Error: ${e.alwaysFails}`,
        '```',
        '',
      );
    }
    if (uses.length) {
      lines.push(e.status === 'alias' ? '## The command that runs' : '## What to use instead', '');
      for (const use of uses) lines.push(`- ${use.link}: ${prose(use.text).replace(/\n/g, ' ')}`);
      lines.push('');
    }
    const older = input.versions.filter((v) => e.documentedIn.includes(v.tag));
    if (older.length) {
      lines.push('## In earlier releases', '');
      for (const v of older)
        lines.push(
          // The one absolute doc link allowed (see crossVersionLink): a file link cannot leave this docs version.
          `- [\`${e.path}\` in the ToolHive ${v.tag} docs](${crossVersionLink(v, e.path)}), where it is a working command.`,
        );
      lines.push('');
    }
    lines.push(generatedNote(input.wordsFiles, 'src/features/cli-reference'), '');
    return { file, content: lines.join('\n') };
  });
}
