import fs from 'node:fs';
import path from 'node:path';

/**
 * Facts of the thv command tree, read from the cobra-generated pages a
 * ToolHive release ships in docs/cli/. Only names, usage lines, types and
 * defaults are kept: cobra's one-line summaries, long texts, examples and
 * flag help strings are upstream prose and never leave this module.
 * Aliases and hidden or deprecated state are not in those pages, so they
 * come from the `cobra.Command` literals and `MarkHidden` calls in
 * cmd/thv/app.
 */
export interface CliFlagFact {
  name: string;
  shorthand?: string;
  type: string;
  default?: string;
  /** Inherited by subcommands (seen in a child's inherited options). */
  persistent?: boolean;
  hidden?: boolean;
  deprecated?: boolean;
}

export interface CliCommandFact {
  path: string;
  /** Cobra's use line; absent for commands that only group subcommands. */
  usage?: string;
  aliases?: string[];
  /** The usage line after the command path, without `[flags]`. */
  args?: string;
  hidden?: boolean;
  deprecated?: boolean;
  flags: CliFlagFact[];
}

export interface CliFacts {
  commands: CliCommandFact[];
}

interface ParsedPage {
  path: string;
  usage?: string;
  own: CliFlagFact[];
  inherited: string[];
}

const FLAG_LINE = /^\s+(?:-(\w), )?--([\w-]+)(?: (\S+))?(?:\s{3,}(.*))?$/;

/** Cobra's flag block: one flag per line, continuation lines of its help indented below. */
export function parseFlagBlock(block: string): CliFlagFact[] {
  const flags: { fact: CliFlagFact; text: string }[] = [];
  for (const line of block.split('\n')) {
    const m = FLAG_LINE.exec(line);
    // A flag line starts at column 2 (shorthand) or 6; help text continues deeper.
    if (m && /^( {2}-\w, | {6}--)/.test(line)) {
      const [, shorthand, name, type, text] = m;
      const fact: CliFlagFact = { name, type: type ?? 'bool' };
      if (shorthand) fact.shorthand = shorthand;
      flags.push({ fact, text: text ?? '' });
    } else if (flags.length && line.trim()) {
      flags.at(-1)!.text += `\n${line.trim()}`;
    }
  }
  return flags.map(({ fact, text }) => {
    const value = cobraDefault(fact.type, text.trim());
    if (value !== undefined) fact.default = value;
    return fact;
  });
}

/**
 * Pflag appends `(default X)` to a flag's help when the default is not the
 * type's zero value, quoting strings. Help texts also say "(default ...)" in
 * their own words, so only a value of the flag's own type counts, and a
 * bool's `false` (printed by newer pflag) is the zero value, not a default.
 */
function cobraDefault(type: string, text: string): string | undefined {
  if (!text.endsWith(')')) return undefined;
  const at = text.lastIndexOf('(default ');
  if (at < 0) return undefined;
  const value = text.slice(at + 9, -1);
  const shapes: Record<string, RegExp> = {
    bool: /^true$/,
    string: /^"[\s\S]*"$/,
    int: /^-?\d+$/,
    float: /^-?\d+(\.\d+)?(e-?\d+)?$/,
    duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/,
  };
  const shape = shapes[type] ?? /^\[[\s\S]*\]$|^\{[\s\S]*\}$/;
  if (!shape.test(value)) return undefined;
  return type === 'string' ? value.slice(1, -1) : value;
}

function section(text: string, heading: string): string | undefined {
  const start = text.indexOf(`\n### ${heading}\n`);
  if (start < 0) return undefined;
  const rest = text.slice(start + heading.length + 6);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

const fenced = (text: string): string[] => [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => m[1]);

export function parseCobraPage(text: string, file: string): ParsedPage {
  const heading = /^## (thv(?: [\w-]+)*)\s*$/m.exec(text);
  if (!heading) throw new Error(`${file}: no "## thv ..." heading, not a cobra command page`);
  const cmdPath = heading[1];
  const body = text.slice(heading.index);
  const head = body.split(/\n### (?:Examples|Options|Options inherited from parent commands|SEE ALSO)\n/)[0];
  const usage = fenced(head)
    .map((b) => b.trim())
    .filter((b) => b === cmdPath || b.startsWith(`${cmdPath} `))
    .at(-1);
  const options = section(body, 'Options');
  const inheritedBlock = section(body, 'Options inherited from parent commands');
  return {
    path: cmdPath,
    usage,
    own: options ? parseFlagBlock(fenced(options)[0] ?? '') : [],
    inherited: inheritedBlock ? parseFlagBlock(fenced(inheritedBlock)[0] ?? '').map((f) => f.name) : [],
  };
}

interface GoCommand {
  file: string;
  varName?: string;
  use: string;
  aliases: string[];
  hidden: boolean;
  deprecated: boolean;
}

/** The `cobra.Command` literals of the thv sources, with what the generated pages leave out. */
function goCommands(appDir: string): {
  commands: GoCommand[];
  hiddenFlags: { file: string; varName: string; flag: string; how: 'hidden' | 'deprecated' }[];
} {
  const commands: GoCommand[] = [];
  const hiddenFlags: { file: string; varName: string; flag: string; how: 'hidden' | 'deprecated' }[] = [];
  if (!fs.existsSync(appDir)) return { commands, hiddenFlags };
  for (const name of fs
    .readdirSync(appDir)
    .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
    .sort()) {
    const src = fs.readFileSync(path.join(appDir, name), 'utf8');
    for (const m of src.matchAll(/(?:(\w+)\s*(?::=|=)\s*)?&cobra\.Command\{/g)) {
      // The literal's own fields sit at one tab more than its opening line.
      let depth = 0;
      let end = m.index + m[0].length - 1;
      for (; end < src.length; end++) {
        if (src[end] === '{') depth++;
        else if (src[end] === '}' && --depth === 0) break;
      }
      const lit = src.slice(m.index, end);
      const use = /\bUse:\s*"([\w-]+)/.exec(lit)?.[1];
      if (!use) continue;
      const aliases = /\bAliases:\s*\[\]string\{([^}]*)\}/.exec(lit)?.[1];
      commands.push({
        file: name,
        varName: m[1],
        use,
        aliases: aliases ? [...aliases.matchAll(/"([^"]+)"/g)].map((a) => a[1]) : [],
        hidden: /\bHidden:\s*true/.test(lit),
        deprecated: /\bDeprecated:\s*"/.test(lit),
      });
    }
    for (const m of src.matchAll(/(\w+)\.(?:Persistent)?Flags\(\)\.Mark(Hidden|Deprecated)\("([\w-]+)"/g))
      hiddenFlags.push({ file: name, varName: m[1], flag: m[3], how: m[2] === 'Hidden' ? 'hidden' : 'deprecated' });
  }
  return { commands, hiddenFlags };
}

/**
 * Finds the command a Go literal defines: its last word is `Use`, and the
 * file is named after the command's path (`registry.go` holds `thv registry
 * list`, `skill_list.go` holds `thv skill list`, `list.go` holds `thv list`).
 */
function resolveGoCommand(cmd: GoCommand, paths: string[]): string | undefined {
  const base = cmd.file.replace(/\.go$/, '').replace(/_/g, '-');
  const candidates = paths.filter((p) => p.split(' ').at(-1) === cmd.use);
  const score = (p: string) => {
    const words = p.split(' ').slice(1);
    const joined = words.join('-');
    const parent = words.slice(0, -1).join('-');
    if (joined === base) return 3;
    if (parent && (base === parent || base.startsWith(`${parent}-`))) return 2;
    if (words.length === 1) return 1;
    return 0;
  };
  const ranked = candidates
    .map((p) => ({ p, s: score(p) }))
    .filter((c) => c.s > 0)
    .sort((a, b) => b.s - a.s);
  if (ranked.length > 1 && ranked[0].s === ranked[1].s) return undefined;
  return ranked[0]?.p;
}

const GO_FLAG_TYPES: Record<string, string> = {
  Bool: 'bool',
  String: 'string',
  StringSlice: 'strings',
  StringArray: 'stringArray',
  Int: 'int',
  Float64: 'float',
  Duration: 'duration',
};

/** A hidden flag has no generated line, so its type comes from the pflag call that defines it. */
function goFlagType(appDir: string, flag: string): string {
  for (const name of fs.readdirSync(appDir).filter((f) => f.endsWith('.go'))) {
    const m = new RegExp(`Flags\\(\\)\\.(\\w+?)(?:Var)?P?\\([^"]*"${flag}"`).exec(
      fs.readFileSync(path.join(appDir, name), 'utf8'),
    );
    if (m && GO_FLAG_TYPES[m[1]]) return GO_FLAG_TYPES[m[1]];
  }
  return 'unknown';
}

export function extractCli(tree: string): CliFacts {
  const dir = path.join(tree, 'docs/cli');
  if (!fs.existsSync(dir)) throw new Error(`${dir}: not found; is ${tree} a ToolHive source tree?`);
  const pages = fs
    .readdirSync(dir)
    .filter((f) => /^thv.*\.md$/.test(f))
    .sort()
    .map((f) => parseCobraPage(fs.readFileSync(path.join(dir, f), 'utf8'), path.join('docs/cli', f)));
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const parentOf = (p: string) => (p.includes(' ') ? p.slice(0, p.lastIndexOf(' ')) : undefined);
  const commands: CliCommandFact[] = pages.map((page) => {
    const children = pages.filter((c) => parentOf(c.path) === page.path);
    const flags = page.own
      .filter((f) => f.name !== 'help')
      .map((f) => (children.some((c) => c.inherited.includes(f.name)) ? { ...f, persistent: true } : f));
    const fact: CliCommandFact = { path: page.path, flags };
    if (page.usage) {
      fact.usage = page.usage;
      const args = page.usage
        .slice(page.path.length)
        .replace(/\[flags\]/, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (args) fact.args = args;
    }
    return fact;
  });
  const { commands: go, hiddenFlags } = goCommands(path.join(tree, 'cmd/thv/app'));
  const paths = [...byPath.keys()];
  const varPaths = new Map<string, string>();
  for (const g of go) {
    let p = resolveGoCommand(g, paths);
    if (!p && (g.hidden || g.deprecated)) {
      // Hidden and deprecated commands have no page; their parent comes from the file name.
      const base = g.file.replace(/\.go$/, '').replace(/_/g, '-');
      const parent = paths
        .filter((q) => q !== 'thv' && base.startsWith(q.split(' ').slice(1).join('-')))
        .sort((a, b) => b.length - a.length)[0];
      if (parent) {
        p = `${parent} ${g.use}`;
        commands.push({
          path: p,
          flags: [],
          ...(g.hidden ? { hidden: true } : {}),
          ...(g.deprecated ? { deprecated: true } : {}),
        });
        paths.push(p);
      }
    }
    if (!p) continue;
    if (g.varName) varPaths.set(`${g.file}:${g.varName}`, p);
    const fact = commands.find((c) => c.path === p)!;
    if (g.aliases.length) fact.aliases = g.aliases;
  }
  for (const h of hiddenFlags) {
    const p =
      varPaths.get(`${h.file}:${h.varName}`) ?? [...varPaths.entries()].find(([k]) => k.endsWith(`:${h.varName}`))?.[1];
    const fact = p ? commands.find((c) => c.path === p) : undefined;
    if (!fact) throw new Error(`cmd/thv/app/${h.file}: cannot tell which command ${h.varName} is (flag --${h.flag})`);
    const flag = fact.flags.find((f) => f.name === h.flag);
    if (flag) flag[h.how] = true;
    else fact.flags.push({ name: h.flag, type: goFlagType(path.join(tree, 'cmd/thv/app'), h.flag), [h.how]: true });
  }
  for (const c of commands) c.flags.sort((a, b) => a.name.localeCompare(b.name));
  commands.sort((a, b) => a.path.localeCompare(b.path));
  return { commands };
}
