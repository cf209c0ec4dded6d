/**
 * Answers across docs versions. The reader's own version always answers
 * first; another version is asked only when the own one is not confident,
 * so a v0.3.5 reader asking about `thv skill` hears that the v0.44.0 docs
 * cover it, while a v0.44.0 reader still meets the retired page or the
 * migration page first for `thv group run` or `spec.targetPort`.
 */
import type { Answer } from './answer';

/** One other docs version's answer to the same question, with the release its docs describe. */
export interface VersionAnswer {
  /** The release, as the version dropdown names it: `v0.3.5`. */
  label: string;
  answer: Answer;
}

/** Whether to ask the other versions: a confident answer costs no other index. */
export const asksOtherVersions = (own: Answer): boolean => own.match !== 'confident';

const linkTo = (s: { title: string; url: string }) => `[${s.title}](${s.url})`;

/**
 * The answer to show.
 * - Uncovered (`none`): the first other version that covers the question
 *   answers it, introduced by which docs it comes from.
 * - Off topic: only a confident answer elsewhere overrules that verdict, so
 *   off-topic questions stay without a link.
 * - A partial match stays first, since what the reader's own release does
 *   comes before what another release did; a confident answer elsewhere is
 *   added as a pointer below it.
 * The other version's links already lead into its own path.
 */
export function answerAcrossVersions(ownLabel: string, own: Answer, others: VersionAnswer[]): Answer {
  if (!asksOtherVersions(own)) return own;
  const wanted = (a: Answer) => (own.match === 'none' ? a.covered : a.match === 'confident');
  const taken = others.find(({ answer }) => wanted(answer));
  if (!taken) return own;
  if (own.match === 'partial') {
    const lead = { ...taken.answer.sources[0], n: own.sources.length + 1 };
    return {
      ...own,
      text: `${own.text}\n\n**In the ToolHive ${taken.label} docs:** ${linkTo(lead)} [${lead.n}]`,
      sources: [...own.sources, lead],
    };
  }
  return {
    ...taken.answer,
    ...(own.note ? { note: own.note } : {}),
    text: [
      `The ToolHive ${ownLabel} docs don't cover this question. **In the ToolHive ${taken.label} docs:**`,
      taken.answer.text,
    ].join('\n\n'),
  };
}
