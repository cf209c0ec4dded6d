/**
 * Types and checks for src/data/cli/commands.yaml. A bad entry stops the
 * build with the command path and the reason, not with a broken page.
 */
export interface CliFlag {
  name: string;
  shorthand?: string;
  type: string;
  default?: string;
  required?: boolean;
  /** Inherited by every subcommand (only the root's --debug in v0.3.5). */
  persistent?: boolean;
  description: string;
}

export interface CliCommand {
  path: string;
  /** Absent for commands that only group subcommands. */
  usage?: string;
  aliases?: string[];
  summary: string;
  description: string;
  arguments?: { name: string; description: string }[];
  flags?: CliFlag[];
  examples?: { description: string; command: string }[];
  /** Doc pages to read next, each as its file below the docs root: `toolhive/guides-cli/install.mdx#anchor`. */
  related: string[];
}

export interface CliData {
  version: string;
  commands: CliCommand[];
}

// A doc page's file below the docs root (src/lib/docLinks.ts), so the link stays inside its docs version.
const DOC_FILE = /^toolhive\/\S+\.mdx(#\S+)?$/;
const FLAG_TYPES = new Set(['bool', 'string', 'strings', 'stringArray', 'int', 'float', 'duration']);

export const parentPath = (path: string): string | null =>
  path.includes(' ') ? path.slice(0, path.lastIndexOf(' ')) : null;

/** Throws one error that lists every problem in the data, each with its command path. */
export function validateCliData(data: unknown, file: string): CliData {
  const problems: string[] = [];
  const root = data as Partial<CliData> | null;
  if (!root || typeof root.version !== 'string' || !Array.isArray(root.commands)) {
    throw new Error(`${file}: expected a "version" string and a "commands" list`);
  }
  const paths = new Set<string>();
  for (const [i, cmd] of root.commands.entries()) {
    const where = typeof cmd?.path === 'string' && cmd.path ? cmd.path : `commands[${i}]`;
    const need = (field: keyof CliCommand) => {
      const value = cmd?.[field];
      if (typeof value !== 'string' || !value.trim()) problems.push(`${where}: missing ${field}`);
    };
    need('path');
    need('summary');
    need('description');
    if (!/^thv( [a-z][a-z0-9-]*)*$/.test(cmd?.path ?? ''))
      problems.push(`${where}: path must be "thv" followed by command words`);
    if (paths.has(cmd.path)) problems.push(`${where}: duplicate command`);
    paths.add(cmd.path);
    if (!Array.isArray(cmd.related) || cmd.related.some((r) => typeof r !== 'string' || !DOC_FILE.test(r)))
      problems.push(
        `${where}: related must be a list of doc files below the docs root, like toolhive/guides-cli/install.mdx`,
      );
    const names = new Set<string>();
    for (const flag of cmd.flags ?? []) {
      const flagWhere = `${where} --${flag?.name ?? '?'}`;
      if (!flag?.name || !/^[a-z][a-z0-9-]*$/.test(flag.name)) problems.push(`${flagWhere}: bad flag name`);
      if (names.has(flag.name)) problems.push(`${flagWhere}: duplicate flag`);
      names.add(flag.name);
      if (!FLAG_TYPES.has(flag.type)) problems.push(`${flagWhere}: unknown type "${flag.type}"`);
      if (typeof flag.description !== 'string' || !flag.description.trim())
        problems.push(`${flagWhere}: missing description`);
      if (flag.shorthand !== undefined && !/^[a-zA-Z]$/.test(flag.shorthand))
        problems.push(`${flagWhere}: bad shorthand`);
    }
    for (const ex of cmd.examples ?? []) {
      if (!ex?.description?.trim() || !/\bthv\b/.test(ex?.command ?? ''))
        problems.push(`${where}: every example needs a description and a thv command`);
    }
  }
  for (const cmd of root.commands) {
    const parent = cmd.path ? parentPath(cmd.path) : null;
    if (parent && !paths.has(parent)) problems.push(`${cmd.path}: parent "${parent}" does not exist`);
    if (cmd.usage && !cmd.examples?.length) problems.push(`${cmd.path}: a runnable command needs at least one example`);
  }
  if (problems.length) throw new Error(`${file} is invalid:\n  - ${[...new Set(problems)].join('\n  - ')}`);
  return root as CliData;
}
