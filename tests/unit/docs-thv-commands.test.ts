import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { thvInvocations, thvTree } from '../../src/lib/thvCommandLine';
import { loadCliData } from '../../src/features/cli-reference';
import { codeBlocks, docPages, type DocCodeBlock } from './code-block-scan';
import { V035 } from './v035-docs';

/**
 * Every `thv` command line in the guides' shell blocks must name a command
 * and flags that the documented release has (its facts joined with our
 * words, as the CLI reference renders them). A renamed flag, a typo, or a
 * flag from another release then fails here, with the page and line,
 * instead of failing for a reader. The command-line reader is the one the
 * drift report uses.
 */
const tree = thvTree(loadCliData(path.resolve(__dirname, '../..'), 'v0.3.5').commands);
const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'powershell']);

/** The problems with every `thv` invocation in one code block. */
export function thvProblems(block: DocCodeBlock): string[] {
  if (!SHELL.has(block.lang)) return [];
  const problems: string[] = [];
  for (const { invocation: inv } of thvInvocations(block.body, tree)) {
    if (inv.builtIn) continue;
    const where = `${block.file}:${block.line}: ${inv.text}`;
    if (inv.unknownSubcommand) {
      problems.push(`${where}: "${inv.command}" has no subcommand "${inv.unknownSubcommand}"`);
      continue;
    }
    for (const f of inv.flags) if (!f.flag) problems.push(`${where}: "${inv.command}" has no flag ${f.word}`);
  }
  return problems;
}

describe('thv command lines in the docs', () => {
  // The v0.3.5 docs against v0.3.5's CLI; the v0.44.0 docs join this check as issue #50 ports them.
  const blocks = docPages(undefined, V035).flatMap((file) => codeBlocks(file));

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
