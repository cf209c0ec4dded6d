import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_RELEASES } from '../../src/contract';
import type { CrdFacts } from '../../src/reference/crds';
import { readFacts } from '../../src/reference/releases';
import { coverageOf, coverageProblems, DEFERRALS_FILE, readDeferrals, type Coverage } from './coverage';

const siteDir = path.resolve(__dirname, '../..');
const current = DOCS_RELEASES.find((r) => r.version === 'current')!;
const kinds = readFacts<CrdFacts>(siteDir, current.tag, 'crds').facts.kinds.map((k) => k.kind);

describe(`the ${current.tag} guides`, () => {
  const coverage = coverageOf(current, kinds);

  it('read every top-level command and kind of the release', () => {
    expect(coverage.thv.all).toEqual(expect.arrayContaining(['run', 'skill', 'vmcp', 'registry', 'version']));
    expect(coverage.thv.all.length).toBeGreaterThanOrEqual(25);
    expect(coverage.kinds.all).toHaveLength(14);
  });

  it(`show every top-level thv command and every CRD kind, or defer it in ${DEFERRALS_FILE}`, () => {
    expect(coverageProblems(coverage, readDeferrals())).toEqual([]);
  });
});

describe('the coverage check', () => {
  const planted: Coverage = {
    thv: {
      all: ['run', 'skill', 'vmcp'],
      shown: new Map([['run', 'docs/toolhive/guides-cli/run-mcp-servers.mdx:40']]),
    },
    kinds: {
      all: ['MCPGroup', 'MCPServer'],
      shown: new Map([['MCPServer', 'docs/toolhive/guides-k8s/run-mcp-k8s.mdx:12']]),
    },
  };

  it('passes when everything not shown is deferred with a reason', () => {
    const reason = 'guide not yet written (issue #51)';
    expect(coverageProblems(planted, { thv: { skill: reason, vmcp: reason }, kinds: { MCPGroup: reason } })).toEqual(
      [],
    );
  });

  it('fails on a command or kind neither shown nor deferred', () => {
    expect(coverageProblems(planted, { thv: { vmcp: 'x' }, kinds: {} })).toEqual([
      `thv skill: no guide page shows a \`thv skill\` command line; show one, or defer it in ${DEFERRALS_FILE} with a reason`,
      `MCPGroup: no guide page shows a manifest of kind MCPGroup; show one, or defer it in ${DEFERRALS_FILE} with a reason`,
    ]);
  });

  it('fails on a deferral no longer needed, one naming nothing the release has, and one without a reason', () => {
    expect(
      coverageProblems(planted, {
        thv: { run: 'x', skill: 'x', vmcp: '', sklil: 'x' },
        kinds: { MCPGroup: 'x', MCPServer: 'x', MCPGroups: 'x' },
      }),
    ).toEqual([
      `thv run: deferred in ${DEFERRALS_FILE}, but docs/toolhive/guides-cli/run-mcp-servers.mdx:40 shows it; remove the entry`,
      `thv vmcp: deferred in ${DEFERRALS_FILE} without a reason`,
      `thv sklil: deferred in ${DEFERRALS_FILE}, but the release has no such command`,
      `MCPServer: deferred in ${DEFERRALS_FILE}, but docs/toolhive/guides-k8s/run-mcp-k8s.mdx:12 shows it; remove the entry`,
      `MCPGroups: deferred in ${DEFERRALS_FILE}, but the release has no such kind`,
    ]);
  });
});
