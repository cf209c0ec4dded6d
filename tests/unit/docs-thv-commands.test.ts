import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { CliCommand, CliData } from '../../src/data/cli/schema';
import { HELP_FLAG } from '../../src/features/cli-reference/generate';
import { codeBlocks, docPages, type DocCodeBlock } from './code-block-scan';

/**
 * Every `thv` command line in the guides' shell blocks must name a command
 * and flags that src/data/cli/commands.yaml (the v0.3.5 command tree) has.
 * A renamed flag, a typo, or a flag from another release then fails here,
 * with the page and line, instead of failing for a reader.
 */
const data = load(fs.readFileSync(path.resolve(__dirname, '../../src/data/cli/commands.yaml'), 'utf8')) as CliData;

// Cobra adds these to every binary; the reference does not document them.
const BUILT_IN = new Set(['completion', 'help']);
const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'powershell']);

const commands = new Map<string, CliCommand>();
for (const cmd of data.commands) {
  commands.set(cmd.path, cmd);
  for (const alias of cmd.aliases ?? []) commands.set(cmd.path.replace(/[^ ]+$/, alias), cmd);
}
const persistent = (commands.get('thv')?.flags ?? []).filter((f) => f.persistent);

/** Splits a shell segment into words, honouring single and double quotes. */
function words(segment: string): string[] {
  return [...segment.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** The problems with every `thv` invocation in one code block. */
export function thvProblems(block: DocCodeBlock): string[] {
  if (!SHELL.has(block.lang)) return [];
  const problems: string[] = [];
  const joined = block.body.replace(/\s*\\\n\s*/g, ' ');
  for (const line of joined.split('\n')) {
    for (const segment of line
      .replace(/^\s*\$ /, '')
      .replace(/(^|\s)#.*$/, '')
      .split(/&&|\|\||[;|]/)) {
      let w = words(segment);
      while (w.length && (/^[A-Z_][A-Z0-9_]*=/.test(w[0]) || w[0] === 'export' || w[0] === 'sudo')) w = w.slice(1);
      if (w[0] !== 'thv') continue;
      const where = `${block.file}:${block.line}: ${segment.trim()}`;
      let cmdPath = 'thv';
      let i = 1;
      for (; i < w.length; i++) {
        if (persistent.some((f) => w[i] === `--${f.name}`)) continue;
        if (!commands.has(`${cmdPath} ${w[i]}`)) break;
        cmdPath += ` ${w[i]}`;
      }
      if (cmdPath === 'thv' && BUILT_IN.has(w[i])) continue;
      const cmd = commands.get(cmdPath)!;
      if (!cmd.usage && i < w.length && !/^[<-]/.test(w[i])) {
        problems.push(`${where}: "${cmdPath}" has no subcommand "${w[i]}"`);
        continue;
      }
      const flags = [...(cmd.flags ?? []), ...persistent, HELP_FLAG];
      for (; i < w.length && w[i] !== '--'; i++) {
        const word = w[i];
        if (!/^-[a-zA-Z-]/.test(word)) continue;
        const flag = word.startsWith('--')
          ? flags.find((f) => f.name === word.slice(2).split('=')[0])
          : flags.find((f) => f.shorthand === word[1]);
        if (!flag) problems.push(`${where}: "${cmdPath}" has no flag ${word.split('=')[0]}`);
        else if (flag.type !== 'bool' && !word.includes('=')) i++;
      }
    }
  }
  return problems;
}

describe('thv command lines in the docs', () => {
  const blocks = docPages().flatMap((file) => codeBlocks(file));

  it('finds the command lines, in continued lines and after environment variables', () => {
    const lines = blocks.filter((b) => SHELL.has(b.lang) && /(^|\s)thv /m.test(b.body));
    expect(lines.length).toBeGreaterThanOrEqual(200);
  });

  it('use only commands and flags that thv v0.3.5 has', () => {
    expect(blocks.flatMap(thvProblems)).toEqual([]);
  });

  it('reports an unknown flag, a flag of another command, and an unknown subcommand, with page and line', () => {
    const block = (body: string): DocCodeBlock => ({ file: 'docs/x.mdx', line: 7, lang: 'bash', meta: '', body });
    expect(thvProblems(block('thv run --isolate-network \\\n  --no-such-flag fetch'))).toEqual([
      'docs/x.mdx:7: thv run --isolate-network --no-such-flag fetch: "thv run" has no flag --no-such-flag',
    ]);
    expect(thvProblems(block('X=1 thv stop --proxy-port 8080 fetch'))).toEqual([
      'docs/x.mdx:7: X=1 thv stop --proxy-port 8080 fetch: "thv stop" has no flag --proxy-port',
    ]);
    expect(thvProblems(block('thv config set-otel-endpoint x'))).toEqual([
      'docs/x.mdx:7: thv config set-otel-endpoint x: "thv config" has no subcommand "set-otel-endpoint"',
    ]);
    // Arguments after `--` belong to the MCP server, and values are not flags.
    expect(thvProblems(block('thv run --name a -e KEY=-v fetch -- --port 8931 --anything'))).toEqual([]);
  });
});
