/**
 * The one reader of `thv` command lines in shell text, shared by the test
 * that checks every command line on the site against the CLI and by the
 * drift report that finds the lines naming a changed command or flag.
 */

export interface ThvFlagShape {
  name: string;
  shorthand?: string;
  type: string;
  persistent?: boolean;
}

export interface ThvCommandShape {
  path: string;
  usage?: string;
  aliases?: string[];
  flags?: ThvFlagShape[];
}

/** One `thv` invocation as written: the command it resolves to and the flags it passes. */
export interface ThvInvocation {
  /** The shell segment, as written (continuation lines joined). */
  text: string;
  /** The command path the words resolve to, aliases replaced by the command's name. */
  command: string;
  /** Flags as written, with the flag they resolve to (undefined: no such flag) and the value given to one that takes a value. */
  flags: { word: string; flag?: ThvFlagShape; value?: string }[];
  /** A word where a subcommand was expected that names none. */
  unknownSubcommand?: string;
  /** A cobra built-in (`thv help`, `thv completion`): not checked. */
  builtIn?: boolean;
}

// Cobra adds these to every binary; the reference does not document them.
const BUILT_IN = new Set(['completion', 'help']);

/** The `-h`/`--help` flag cobra gives every command. */
const HELP: ThvFlagShape = { name: 'help', shorthand: 'h', type: 'bool' };

/** Splits a shell segment into words, honouring single and double quotes. */
function words(segment: string): string[] {
  return [...segment.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** A command tree to resolve invocations against: paths and aliases, and the root's persistent flags. */
export function thvTree(commands: ThvCommandShape[]) {
  const byPath = new Map<string, ThvCommandShape>();
  for (const cmd of commands) {
    byPath.set(cmd.path, cmd);
    for (const alias of cmd.aliases ?? []) byPath.set(cmd.path.replace(/[^ ]+$/, alias), cmd);
  }
  const persistent = commands.flatMap((c) => (c.flags ?? []).filter((f) => f.persistent));
  return { byPath, persistent };
}

export type ThvTree = ReturnType<typeof thvTree>;

/**
 * Every `thv` invocation in a block of shell text, each with the 0-based
 * line it starts on. Continuation lines are joined, comments dropped, and
 * `&&`, `||`, `;` and `|` separate invocations; environment assignments,
 * `export` and `sudo` before `thv` are skipped.
 */
export function thvInvocations(body: string, tree: ThvTree): { line: number; invocation: ThvInvocation }[] {
  const out: { line: number; invocation: ThvInvocation }[] = [];
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let line = lines[i];
    while (/\\\s*$/.test(line) && i + 1 < lines.length) line = line.replace(/\s*\\\s*$/, ' ') + lines[++i].trim();
    for (const segment of line
      .replace(/^\s*\$ /, '')
      .replace(/(^|\s)#.*$/, '')
      .split(/&&|\|\||[;|]/)) {
      const invocation = parseThv(segment, tree);
      if (invocation) out.push({ line: start, invocation });
    }
  }
  return out;
}

/** Reads one shell segment; undefined when it does not run thv. */
export function parseThv(segment: string, tree: ThvTree): ThvInvocation | undefined {
  let w = words(segment);
  while (w.length && (/^[A-Z_][A-Z0-9_]*=/.test(w[0]) || w[0] === 'export' || w[0] === 'sudo')) w = w.slice(1);
  if (w[0] !== 'thv') return undefined;
  const text = segment.trim();
  let command = 'thv';
  let i = 1;
  for (; i < w.length; i++) {
    if (tree.persistent.some((f) => w[i] === `--${f.name}`)) continue;
    const next = tree.byPath.get(`${command} ${w[i]}`);
    if (!next) break;
    command = next.path;
  }
  if (command === 'thv' && BUILT_IN.has(w[i])) return { text, command, flags: [], builtIn: true };
  const cmd = tree.byPath.get(command);
  if (!cmd) return { text, command, flags: [] };
  // Cobra's root, runnable or not, takes a word it has no command for as an unknown command.
  if ((!cmd.usage || command === 'thv') && i < w.length && !/^[<-]/.test(w[i]))
    return { text, command, flags: [], unknownSubcommand: w[i] };
  const known = [...(cmd.flags ?? []), ...tree.persistent, HELP];
  const flags: ThvInvocation['flags'] = [];
  // After `--` the words belong to the MCP server.
  for (; i < w.length && w[i] !== '--'; i++) {
    const word = w[i];
    if (!/^-[a-zA-Z-]/.test(word)) continue;
    const flag = word.startsWith('--')
      ? known.find((f) => f.name === word.slice(2).split('=')[0])
      : known.find((f) => f.shorthand === word[1]);
    // A bool flag takes a value only after `=`; another flag after `=`, glued to its shorthand, or as the next word.
    const takesValue = !!flag && flag.type !== 'bool';
    const separate = takesValue && !word.includes('=') && (word.startsWith('--') || word.length === 2);
    let value: string | undefined;
    if (word.includes('=')) value = word.slice(word.indexOf('=') + 1);
    else if (separate) value = w[i + 1];
    else if (takesValue) value = word.slice(2);
    flags.push({ word: word.split('=')[0], flag, ...(value !== undefined ? { value } : {}) });
    if (separate) i++;
  }
  return { text, command, flags };
}
