/**
 * `npm run eval:search`: scores the real engine over the real built index on
 * each evaluation set (sets.ts), every set against the index of the docs
 * version that documents its ToolHive release, and prints the figures.
 *
 *   npm run eval:search                    scores of every set
 *   npm run eval:search -- --misses        also each question of the tuning parts that missed, and why
 *   npm run eval:search -- --misses --all  the same over both parts (look, but never tune, on the held-out part)
 *   npm run eval:search -- --set FILE      one set only (a listed set is scored against its own version's index)
 *   npm run eval:search -- --index DIR     another folder with the two index parts (e.g. build/next)
 */
import fs from 'node:fs';
import path from 'node:path';
import { answerQuestion } from '../../src/features/search/engine/answer';
import { readIndex } from '../../src/features/search/engine/engineData';
import { readerEngines } from '../../src/features/search/engine/tiers';
import { commandLine } from '../../scripts/commandLine.mjs';
import { evaluate, pagePath, parseQuestions, scoresOf, SPLITS, type QuestionResult, type Scores } from './score';
import { EVAL_SETS, indexDirOf } from './sets';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const { values: args } = commandLine(
  {
    options: {
      set: { type: 'string' },
      index: { type: 'string' },
      json: { type: 'boolean', default: false },
      misses: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
    },
  },
  'npm run eval:search -- [--misses [--all]] [--json] [--set FILE] [--index DIR]',
);

interface Run {
  label: string;
  setFile: string;
  indexDir: string;
}

/** A listed set is scored against its own version's index unless --index says otherwise. */
function runFor(setFile: string, indexDir?: string): Run {
  const listed = EVAL_SETS.find((s) => path.resolve(__dirname, s.file) === path.resolve(setFile));
  return {
    label: listed ? `ToolHive ${listed.tag}` : path.basename(setFile),
    setFile,
    indexDir: indexDir ?? (listed ? indexDirOf(buildDir, listed.tag) : buildDir),
  };
}

const runs: Run[] =
  args.set || args.index
    ? [runFor(args.set ?? path.join(__dirname, EVAL_SETS[0].file), args.index)]
    : EVAL_SETS.map((s) => runFor(path.join(__dirname, s.file)));

for (const { setFile, indexDir } of runs) {
  for (const file of [setFile, indexDir]) {
    if (!fs.existsSync(file)) {
      console.error(`${file} does not exist${file === indexDir ? '; run `npm run build` first' : ''}.`);
      process.exit(1);
    }
  }
}

const kinds = ['task', 'troubleshooting', 'reference', 'concept', 'off-topic', 'not-covered'];
const rows: Array<[string, (s: Scores) => string]> = [
  ['Modal search top-1', (s) => `${s.modalTop1.toFixed(1)}%`],
  ['Modal search top-3', (s) => `${s.modalTop3.toFixed(1)}%`],
  ['Modal search lists a right page', (s) => `${s.modalListed.toFixed(1)}%`],
  ['Modal search MRR', (s) => (s.modalMrr / 100).toFixed(3)],
  ['First two citations hit', (s) => `${s.askCitations.toFixed(1)}%`],
  ['How-to/troubleshooting w/ command', (s) => `${s.askCommands.toFixed(1)}%`],
  ['Wrongly declined (lower is better)', (s) => `${s.wrongDeclines.toFixed(1)}%`],
  ['Off-topic declined', (s) => `${s.offTopicDeclined.toFixed(1)}%`],
  ['Off-topic with no link', (s) => `${s.offTopicNoLink.toFixed(1)}%`],
];

/** A question from a reader's own report (an issue, a pull request, a thread) or written by us. */
const fromReader = (q: { source: string }) => /^https?:\/\//.test(q.source) || /^[\w.-]+\/[\w.-]+#\d+$/.test(q.source);

/** Modal top-3 and first-two-citation figures of one part's on-topic questions, by origin. */
function byOrigin(results: QuestionResult[]): string {
  const onTopic = results.filter((r) => r.q.kind !== 'off-topic' && r.q.kind !== 'not-covered');
  return [true, false]
    .map((reader) => {
      const group = onTopic.filter((r) => fromReader(r.q) === reader);
      const scores = group.length ? scoresOf(group) : undefined;
      const figures = scores
        ? `top-3 ${scores.modalTop3.toFixed(1)}%, citations ${scores.askCitations.toFixed(1)}%`
        : 'none';
      return `${reader ? "readers' words" : 'written by us'} (${group.length}) ${figures}`;
    })
    .join('; ');
}

/** Scores one set on one index, prints its figures (and misses), and returns its scores by part. */
function report({ label, setFile, indexDir }: Run): Record<string, Scores> {
  const questions = parseQuestions(fs.readFileSync(setFile, 'utf8'), setFile);
  const { core, whole } = readIndex(indexDir);
  const engines = readerEngines(core, whole);
  const parts = SPLITS.map((split) => ({
    split,
    ...evaluate(
      engines,
      questions.filter((q) => q.split === split),
    ),
  }));
  const results = parts.flatMap((p) => p.results);

  const count = (split: string, kind: string) => questions.filter((q) => q.split === split && q.kind === kind).length;
  console.log(`Search evaluation, ${label}: ${questions.length} questions (${path.relative(process.cwd(), setFile)})`);
  for (const { split } of parts)
    console.log(`  ${split.padEnd(9)} ${kinds.map((k) => `${count(split, k)} ${k}`).join(', ')}`);
  console.log(`index: ${path.relative(process.cwd(), indexDir) || '.'}\n`);
  console.log(`${''.padEnd(36)}${parts.map((p) => p.split.padStart(10)).join('')}`);
  for (const [name, show] of rows)
    console.log(`${name.padEnd(36)}${parts.map((p) => show(p.scores).padStart(10)).join('')}`);
  // Readers' own words (issue and pull request titles, threads) are harder than questions we wrote
  // from the docs, FAQ, or thv's messages; the split shows how much of a figure each carries.
  for (const { split, results: partResults } of parts) {
    console.log(`by origin, ${split}: ${byOrigin(partResults)}`);
  }
  // The offline answer's own work, once the index is loaded (the browser adds rendering).
  const answerMs = questions
    .map((q) => {
      const start = performance.now();
      answerQuestion(engines.answer, q.question);
      return performance.now() - start;
    })
    .sort((a, b) => a - b);
  const at = (share: number) => answerMs[Math.min(answerMs.length - 1, Math.floor(answerMs.length * share))].toFixed(1);
  console.log(`answer time: median ${at(0.5)} ms, p95 ${at(0.95)} ms, worst ${at(1)} ms`);

  if (args.misses) {
    const line = (r: QuestionResult, why: string) =>
      console.log(`  ${r.q.id} [${r.q.kind}] ${why}\n    expect ${r.q.expect.join(' ')}`);
    const shown = args.all ? results : results.filter((r) => r.q.split === 'tuning');
    console.log('\nModal misses (not in top 3)');
    for (const r of shown)
      if (r.q.kind !== 'off-topic' && r.q.kind !== 'not-covered' && !(r.rank && r.rank <= 3))
        line(r, `"${r.q.query}" rank ${r.rank ?? '-'}: ${r.shown.slice(0, 3).join(' ')}`);
    console.log('\nQuestion mode misses');
    for (const r of shown) {
      const expected = new Set(r.q.expect.map(pagePath));
      if (r.q.kind === 'off-topic' || r.q.kind === 'not-covered') {
        if (r.covered) line(r, `"${r.q.question}" answered, citing ${r.cited.join(' ')}`);
        else if (r.q.kind === 'off-topic' && r.linked) line(r, `"${r.q.question}" declined with links`);
      } else if (!r.cited.slice(0, 2).some((p) => expected.has(p))) {
        line(
          r,
          `"${r.q.question}" ${r.covered ? `cited ${r.cited.join(' ')}` : `declined, offering ${r.offered.join(' ')}`}`,
        );
      } else if ((r.q.kind === 'task' || r.q.kind === 'troubleshooting') && !r.hasCommand) {
        line(r, `"${r.q.question}" no command`);
      }
    }
  }
  return Object.fromEntries(parts.map((p) => [p.split, p.scores]));
}

const scores: Record<string, Record<string, Scores>> = {};
runs.forEach((run, i) => {
  if (i > 0) console.log('');
  scores[run.label] = report(run);
});
if (args.json) console.log(JSON.stringify(scores, null, 2));
