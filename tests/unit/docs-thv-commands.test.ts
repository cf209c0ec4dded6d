import { describe, expect, it } from 'vitest';
import { DOCS_RELEASES } from '../../src/contract';
import { thvInvocations } from '../../src/lib/thvCommandLine';
import { docsDirOf } from '../../src/reference/releases';
import { releaseBlocks, type DocCodeBlock } from './code-block-scan';
import { cliTree, shellText, thvProblems } from './doc-checks';

/**
 * Every `thv` command line in each docs version's shell blocks must name a
 * command and flags that the release the version documents has. A renamed
 * flag, a typo, or a flag from another release then fails here, with the
 * page and line, instead of failing for a reader. The command-line reader
 * is the one the drift report uses.
 */

// The fewest command lines each version's pages hold, so a scanner that stops finding them fails.
const AT_LEAST: Record<string, number> = { 'v0.3.5': 250, 'v0.44.0': 250 };

describe.each(DOCS_RELEASES)('thv command lines in the $version docs', (release) => {
  const tree = cliTree(release.tag);
  const blocks = releaseBlocks(release);
  const file = `${docsDirOf(release)}/toolhive/x.mdx`;
  const block = (body: string): DocCodeBlock => ({ file, line: 7, lang: 'bash', meta: '', body });

  it('are found in shell blocks, at the prompts of text blocks and in the run steps of workflows', () => {
    const lines = blocks.flatMap((b) => thvInvocations(shellText(b), tree));
    expect(lines.length).toBeGreaterThanOrEqual(AT_LEAST[release.tag]);
  });

  it(`use only commands and flags that thv ${release.tag} has`, () => {
    expect(blocks.flatMap((b) => thvProblems(b, tree))).toEqual([]);
  });

  it('report a planted unknown flag, a flag of another command, and an unknown subcommand, with page and line', () => {
    expect(thvProblems(block('thv list\nthv run --isolate-network \\\n  --no-such-flag fetch'), tree)).toEqual([
      `${file}:9: thv run --isolate-network --no-such-flag fetch: "thv run" has no flag --no-such-flag`,
    ]);
    expect(thvProblems(block('X=1 thv stop --proxy-port 8080 fetch'), tree)).toEqual([
      `${file}:8: X=1 thv stop --proxy-port 8080 fetch: "thv stop" has no flag --proxy-port`,
    ]);
    expect(thvProblems(block('thv config set-otel-endpoint x'), tree)).toEqual([
      `${file}:8: thv config set-otel-endpoint x: "thv config" has no subcommand "set-otel-endpoint"`,
    ]);
    expect(thvProblems(block('thv no-such-command x'), tree)).toEqual([
      `${file}:8: thv no-such-command x: "thv" has no subcommand "no-such-command"`,
    ]);
    expect(
      thvProblems(block('thv run --proxy-port 80a fetch\nthv run --debug=maybe --proxy-port=<PORT> fetch'), tree),
    ).toEqual([
      `${file}:8: thv run --proxy-port 80a fetch: --proxy-port: "80a" is not of type int`,
      `${file}:9: thv run --debug=maybe --proxy-port=<PORT> fetch: --debug: "maybe" is not of type bool`,
    ]);
    expect(thvProblems(block('thv logs fetch --follow\nthv run fetch --name'), tree)).toEqual([
      `${file}:9: thv run fetch --name: --name needs a value`,
    ]);
    // Arguments after `--` belong to the MCP server, and values are not flags.
    expect(thvProblems(block('thv run --name a -e KEY=-v fetch -- --port 8931 --anything'), tree)).toEqual([]);
  });

  it('read the prompts of a text block and the run steps of a workflow, not their other lines', () => {
    const text = {
      ...block('$ thv list --bogus\nthv output --not-a-command\n$ thv run \\\n  --nope fetch'),
      lang: 'text',
    };
    expect(thvProblems(text, tree)).toEqual([
      `${file}:8: thv list --bogus: "thv list" has no flag --bogus`,
      `${file}:10: thv run --nope fetch: "thv run" has no flag --nope`,
    ]);
    const workflow = [
      'steps:',
      '  - run: thv list --bogus',
      '  - name: start',
      '    run: |',
      '      thv runtime check',
      '      thv run --nope fetch',
      '  - name: thv --not-run',
    ].join('\n');
    expect(thvProblems({ ...block(workflow), lang: 'yaml' }, tree)).toEqual([
      `${file}:9: thv list --bogus: "thv list" has no flag --bogus`,
      `${file}:13: thv run --nope fetch: "thv run" has no flag --nope`,
    ]);
  });
});

describe('thv command lines', () => {
  it('are checked against the release of their own docs version', () => {
    const [v035, v044] = ['v0.3.5', 'v0.44.0'].map(cliTree);
    const block: DocCodeBlock = { file: 'docs/x.mdx', line: 1, lang: 'bash', meta: '', body: 'thv skill list' };
    expect(thvProblems(block, v044)).toEqual([]);
    expect(thvProblems(block, v035)).toEqual(['docs/x.mdx:2: thv skill list: "thv" has no subcommand "skill"']);
  });
});
