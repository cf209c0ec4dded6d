/**
 * `npm run eval:stability`: how easily the answer mode's topic test turns when
 * the docs' text moves a little. Records are split by length, so an edit
 * shifts how many sections hold a word; a test that turns on such a shift
 * declines a question one build and answers it the next. Each tuning
 * question's topic is worked out again with every term's section count
 * scaled by a seeded random factor, and the turns are counted. Tuning parts
 * only: this is a measure to judge a rule by, on the part rules are chosen on.
 *
 *   npm run eval:stability -- [--spread 0.1] [--draws 40]
 */
import fs from 'node:fs';
import path from 'node:path';
import { evidenceOf } from '../../src/features/search/engine/answer';
import { readIndex } from '../../src/features/search/engine/engineData';
import type { Engine } from '../../src/features/search/engine/engine';
import { readerEngines } from '../../src/features/search/engine/tiers';
import { commandLine } from '../../scripts/commandLine.mjs';
import { parseQuestions } from './score';
import { EVAL_SETS, indexDirOf } from './sets';

const { values: args } = commandLine(
  { options: { spread: { type: 'string', default: '0.1' }, draws: { type: 'string', default: '40' } } },
  'npm run eval:stability -- [--spread FRACTION] [--draws N]',
);
const spread = Number(args.spread);
const draws = Number(args.draws);
if (!(spread > 0 && spread < 1) || !Number.isInteger(draws) || draws < 1) {
  console.error('--spread must be between 0 and 1 and --draws a whole number of at least 1.');
  process.exit(1);
}

/** A fixed number in [0, 1) for a term and a draw (FNV-1a), so every run draws the same factors. */
function unit(term: string, draw: number): number {
  let h = (2166136261 ^ draw) >>> 0;
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), 16777619) >>> 0;
  return h / 2 ** 32;
}

const buildDir = path.resolve(__dirname, '../../build');
for (const set of EVAL_SETS) {
  const file = path.join(__dirname, set.file);
  const dir = indexDirOf(buildDir, set.tag);
  if (!fs.existsSync(dir)) {
    console.error(`${dir} does not exist; run \`npm run build\` first.`);
    process.exit(1);
  }
  const questions = parseQuestions(fs.readFileSync(file, 'utf8'), file).filter((q) => q.split === 'tuning');
  const { core, whole } = readIndex(dir);
  const engine = readerEngines(core, whole).answer;
  const topics = questions.map((q) => evidenceOf(engine, q.question).topic);
  const turns = new Map<string, number>();
  // One engine for every draw: the answer mode caches what it derives from the records per engine.
  let draw = 0;
  const moved: Engine = {
    ...engine,
    docFrequency: (term) => {
      const df = engine.docFrequency(term);
      return df && Math.max(1, Math.round(df * (1 + spread * (2 * unit(term, draw) - 1))));
    },
  };
  for (draw = 1; draw <= draws; draw++) {
    questions.forEach((q, i) => {
      if (evidenceOf(moved, q.question).topic !== topics[i]) turns.set(q.id, (turns.get(q.id) ?? 0) + 1);
    });
  }
  const list = [...turns].map(([id, n]) => `${id} in ${n}`).join(', ');
  console.log(
    `ToolHive ${set.tag}, tuning part: ${questions.length} questions, ${topics.filter(Boolean).length} on topic. ` +
      `Section counts moved by up to ±${spread * 100}% in ${draws} draws turn the topic of ` +
      (list ? `${turns.size}: ${list} draws` : 'none'),
  );
}
