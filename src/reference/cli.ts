import fs from 'node:fs';
import path from 'node:path';

/**
 * Facts of the thv command tree, read from the cobra-generated pages a
 * ToolHive release ships in docs/cli/. Only names, usage lines, types and
 * defaults are kept: cobra's one-line summaries, long texts, examples and
 * flag help strings are upstream prose and never leave this module.
 * Aliases and hidden or deprecated state are not in those pages, so they
 * come from the `cobra.Command` literals and `MarkHidden` calls in
 * cmd/thv/app. Cobra leaves hidden and deprecated commands out of the pages
 * altogether; for a deprecated one the sync keeps the two strings thv prints
 * when it is run (the `Deprecated:` notice, and the error of a stub that
 * always fails), because they are what a reader sees, not help.
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
  /** The `Deprecated:` text cobra prints when a deprecated command runs. */
  deprecatedMessage?: string;
  /** The error a command returns on every run, when its body is only that `return`. */
  alwaysFails?: string;
  /** Left empty for a command cobra writes no page for: the sync reads flags from the pages. */
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
  /** What follows the name in `Use`. */
  useArgs?: string;
  aliases: string[];
  hidden: boolean;
  deprecated?: string;
  alwaysFails?: string;
}

/**
 * A Go string expression at the start of `src`: interpreted or raw literals
 * joined by `+`. Returns the value and where the expression ends, or
 * undefined if `src` does not start with one.
 */
export function goString(src: string): { value: string; end: number } | undefined {
  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', "'": "'", '\\': '\\' };
  let value = '';
  let i = 0;
  for (;;) {
    const start = src.slice(i).search(/\S/);
    if (start < 0) return undefined;
    i += start;
    if (src[i] === '`') {
      const close = src.indexOf('`', i + 1);
      if (close < 0) return undefined;
      value += src.slice(i + 1, close);
      i = close + 1;
    } else if (src[i] === '"') {
      for (i++; src[i] !== '"'; i++) {
        if (i >= src.length || src[i] === '\n') return undefined;
        if (src[i] !== '\\') value += src[i];
        else if (src[i + 1] === 'u' || src[i + 1] === 'x') {
          const n = src[i + 1] === 'u' ? 4 : 2;
          value += String.fromCharCode(parseInt(src.slice(i + 2, i + 2 + n), 16));
          i += 1 + n;
        } else if (escapes[src[i + 1]] !== undefined) value += escapes[src[++i]];
        else return undefined;
      }
      i++;
    } else return undefined;
    const plus = /^\s*\+/.exec(src.slice(i));
    if (!plus) return { value, end: i };
    i += plus[0].length;
  }
}

/** The text of the `{ ... }` block opening at `open`. */
function block(src: string, open: number): string {
  let depth = 0;
  for (let end = open; end < src.length; end++) {
    if (src[end] === '{') depth++;
    else if (src[end] === '}' && --depth === 0) return src.slice(open + 1, end);
  }
  return src.slice(open + 1);
}

/** The error of a function body that is one `return` of a constant `fmt.Errorf` or `errors.New`. */
function constantError(body: string): string | undefined {
  const call = /^\s*return\s+(fmt\.Errorf|errors\.New)\(/.exec(body);
  if (!call) return undefined;
  const text = goString(body.slice(call[0].length));
  if (!text || !/^\s*\)\s*$/.test(body.slice(call[0].length + text.end))) return undefined;
  if (call[1] === 'errors.New') return text.value;
  // With no arguments, Errorf prints `%%` as `%`; any other verb would print an error marker instead.
  return /%[^%]|%$/.test(text.value.replace(/%%/g, '')) ? undefined : text.value.replace(/%%/g, '%');
}

/** What a command's `RunE` does when it only fails: an inline func or a named one in the package. */
function runEFailure(lit: string, sources: Map<string, string>): string | undefined {
  const inline = /\bRunE:\s*func\s*\([^)]*\)\s*error\s*\{/.exec(lit);
  if (inline) return constantError(block(lit, inline.index + inline[0].length - 1));
  const named = /\bRunE:\s*(\w+)\s*,/.exec(lit)?.[1];
  if (!named) return undefined;
  for (const src of sources.values()) {
    const fn = new RegExp(`^func ${named}\\([^)]*\\)\\s*error\\s*\\{`, 'm').exec(src);
    if (fn) return constantError(block(src, fn.index + fn[0].length - 1));
  }
  return undefined;
}

/** The `cobra.Command` literals of the thv sources, with what the generated pages leave out. */
function goCommands(appDir: string): {
  commands: GoCommand[];
  hiddenFlags: { file: string; varName: string; flag: string; how: 'hidden' | 'deprecated' }[];
  /** `parent.AddCommand(child)` calls whose arguments are plain variables. */
  adds: { file: string; parent: string; child: string }[];
} {
  const commands: GoCommand[] = [];
  const hiddenFlags: { file: string; varName: string; flag: string; how: 'hidden' | 'deprecated' }[] = [];
  const adds: { file: string; parent: string; child: string }[] = [];
  if (!fs.existsSync(appDir)) return { commands, hiddenFlags, adds };
  const sources = new Map(
    fs
      .readdirSync(appDir)
      .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(appDir, name), 'utf8')]),
  );
  for (const [name, src] of sources) {
    for (const m of src.matchAll(/(?:(\w+)\s*(?::=|=)\s*)?&cobra\.Command\{/g)) {
      const lit = block(src, m.index + m[0].length - 1);
      const use = /\bUse:\s*"([\w-]+)(?: +([^"]*))?"/.exec(lit);
      if (!use) continue;
      const aliases = /\bAliases:\s*\[\]string\{([^}]*)\}/.exec(lit)?.[1];
      // The field, not a `// Deprecated:` comment (Go's convention for deprecated identifiers).
      const deprecated = /^\s*Deprecated:/m.exec(lit);
      const cmd: GoCommand = {
        file: name,
        varName: m[1],
        use: use[1],
        aliases: aliases ? [...aliases.matchAll(/"([^"]+)"/g)].map((a) => a[1]) : [],
        hidden: /\bHidden:\s*true/.test(lit),
      };
      if (use[2]?.trim()) cmd.useArgs = use[2].trim();
      if (deprecated) {
        const text = goString(lit.slice(deprecated.index + deprecated[0].length));
        if (!text) throw new Error(`cmd/thv/app/${name}: cannot read the Deprecated: text of "${use[1]}"`);
        cmd.deprecated = text.value;
        const fails = runEFailure(lit, sources);
        if (fails !== undefined) cmd.alwaysFails = fails;
      }
      commands.push(cmd);
    }
    for (const m of src.matchAll(/(\w+)\.(?:Persistent)?Flags\(\)\.Mark(Hidden|Deprecated)\("([\w-]+)"/g))
      hiddenFlags.push({ file: name, varName: m[1], flag: m[3], how: m[2] === 'Hidden' ? 'hidden' : 'deprecated' });
    for (const m of src.matchAll(/(\w+)\.AddCommand\(\s*((?:\w+\s*,\s*)*\w+)\s*,?\s*\)/g))
      for (const child of m[2].split(',')) adds.push({ file: name, parent: m[1], child: child.trim() });
  }
  return { commands, hiddenFlags, adds };
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
  const { commands: go, hiddenFlags, adds } = goCommands(path.join(tree, 'cmd/thv/app'));
  const paths = [...byPath.keys()];
  const varPaths = new Map<string, string>();
  // A package-level variable is visible from every file; a local one only from its own.
  const pathOfVar = (file: string, varName: string) =>
    varPaths.get(`${file}:${varName}`) ?? [...varPaths.entries()].find(([k]) => k.endsWith(`:${varName}`))?.[1];
  const record = (g: GoCommand, p: string) => {
    if (g.varName) varPaths.set(`${g.file}:${g.varName}`, p);
    const fact = commands.find((c) => c.path === p)!;
    if (g.aliases.length) fact.aliases = g.aliases;
  };
  // Cobra writes no page for a hidden or deprecated command, so only the others can match one.
  const unlisted = (g: GoCommand) => g.hidden || g.deprecated !== undefined;
  for (const g of go.filter((c) => !unlisted(c))) {
    const p = resolveGoCommand(g, paths);
    if (p) record(g, p);
  }
  for (const g of go.filter(unlisted)) {
    const add = g.varName ? adds.find((a) => a.child === g.varName) : undefined;
    const parent = add && pathOfVar(add.file, add.parent);
    if (!parent)
      throw new Error(
        `cmd/thv/app/${g.file}: cannot tell which command the ${g.hidden ? 'hidden' : 'deprecated'} command "${g.use}" is added to`,
      );
    const fact: CliCommandFact = {
      path: `${parent} ${g.use}`,
      ...(g.useArgs ? { args: g.useArgs } : {}),
      ...(g.hidden ? { hidden: true } : {}),
      ...(g.deprecated !== undefined ? { deprecated: true, deprecatedMessage: g.deprecated } : {}),
      ...(g.alwaysFails !== undefined ? { alwaysFails: g.alwaysFails } : {}),
      flags: [],
    };
    commands.push(fact);
    paths.push(fact.path);
    record(g, fact.path);
  }
  for (const h of hiddenFlags) {
    const p = pathOfVar(h.file, h.varName);
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
