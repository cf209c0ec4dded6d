import { describe, expect, it } from 'vitest';
import { answerQuestion, type Answer } from '../../src/features/search/engine/answer';
import { answerAcrossVersions, asksOtherVersions } from '../../src/features/search/engine/otherVersions';
import { codeBlock, engineForPage, samplePage } from './search-fixtures';

// One page of one section, under the route of its docs version.
const engineOf = (route: string, crumb: string, title: string, section: [string, string, string]) =>
  engineForPage(samplePage({ crumbs: ['ToolHive CLI', crumb], title, sections: [section] }), route);

// The reader is in the v0.3.5 docs, which have no page on skills; the v0.44.0 docs, under their own
// path here, have one.
const own = engineOf('/toolhive/guides-cli/secrets-management', 'Manage secrets', 'Manage secrets', [
  'pass-a-secret',
  'Pass a secret to a server',
  `<p>Store the token with <code>thv secret set</code>, then run the server with <code>--secret</code>.${codeBlock('bash', 'thv secret set GITHUB_TOKEN')}`,
]);
const newer = engineOf('/next/toolhive/guides-cli/skills', 'Skills', 'Install and manage skills', [
  'install-a-skill',
  'Install a skill',
  `<p>Run <code>thv skill install</code> with the skill's OCI reference to add it to your AI client.${codeBlock('bash', 'thv skill install ghcr.io/example/skill:v1')}`,
]);
const question = 'How do I install a skill with thv skill install?';

describe('answers across docs versions', () => {
  it('keeps an answer the own version covers, without asking another version', () => {
    const answer = answerQuestion(own, 'How do I pass a secret to a server?');
    expect(answer.covered).toBe(true);
    expect(asksOtherVersions(answer)).toBe(false);
    const unused = { label: 'v0.44.0', answer: answerQuestion(newer, question) };
    expect(answerAcrossVersions('v0.3.5', answer, [unused])).toBe(answer);
  });

  it('adds a confident answer from another version below a partial one of its own', () => {
    const mine: Answer = {
      ...answerQuestion(own, 'How do I pass a secret to a server?'),
      match: 'partial',
    };
    const theirs = answerQuestion(newer, question);
    expect(theirs.match).toBe('confident');
    const answer = answerAcrossVersions('v0.3.5', mine, [{ label: 'v0.44.0', answer: theirs }]);
    expect(answer.text.startsWith(mine.text)).toBe(true);
    const n = mine.sources.length + 1;
    expect(answer.text.split('\n\n').at(-1)).toBe(
      `**In the ToolHive v0.44.0 docs:** [Install and manage skills › Install a skill](/next/toolhive/guides-cli/skills#install-a-skill) [${n}]`,
    );
    expect(answer.sources.at(-1)).toMatchObject({ n, url: '/next/toolhive/guides-cli/skills#install-a-skill' });
  });

  it('answers from another version that covers what the own one does not, and says so', () => {
    const uncovered: Answer = { covered: false, match: 'none', kind: 'task', text: 'not here', sources: [], hits: [] };
    const theirs = answerQuestion(newer, question);
    const answer = answerAcrossVersions('v0.3.5', uncovered, [{ label: 'v0.44.0', answer: theirs }]);
    expect(answer.covered).toBe(true);
    expect(answer.text).toBe(
      `The ToolHive v0.3.5 docs don't cover this question. **In the ToolHive v0.44.0 docs:**\n\n${theirs.text}`,
    );
    expect(answer.text).toContain('thv skill install ghcr.io/example/skill:v1');
    expect(answer.sources).toEqual(theirs.sources);
  });

  it('keeps its own answer when no other version does better', () => {
    const mine: Answer = { ...answerQuestion(own, question), match: 'partial' };
    expect(answerAcrossVersions('v0.3.5', mine, [{ label: 'v0.44.0', answer: mine }])).toBe(mine);
    expect(answerAcrossVersions('v0.3.5', mine, [])).toBe(mine);
  });

  it('lets only a confident answer elsewhere overrule an off-topic verdict, so off-topic questions stay without a link', () => {
    const offTopic: Answer = {
      covered: false,
      match: 'off-topic',
      kind: 'concept',
      text: 'off',
      sources: [],
      hits: [],
    };
    const partial: Answer = {
      covered: true,
      match: 'partial',
      kind: 'concept',
      text: 'close',
      sources: [{ n: 1, title: 'A', url: '/v0.3.5/toolhive/a', text: '', code: [] }],
      hits: [],
    };
    expect(answerAcrossVersions('v0.44.0', offTopic, [{ label: 'v0.3.5', answer: partial }])).toBe(offTopic);
    const confident = { ...partial, match: 'confident' as const };
    expect(answerAcrossVersions('v0.44.0', offTopic, [{ label: 'v0.3.5', answer: confident }]).sources).toEqual(
      confident.sources,
    );
  });
});
