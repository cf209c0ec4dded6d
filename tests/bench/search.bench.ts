/**
 * Search latency: `npx vitest bench --run tests/bench/search.bench.ts`
 * (after a build). Measures index start-up, the keystrokes of typing every
 * query of the evaluation set (the modal's own request: engine, hits,
 * highlights, snippets), and the offline answers to its questions, and
 * prints the medians the budgets are stated in.
 */
import fs from 'node:fs';
import { bench, describe } from 'vitest';
import { engineFromIndex, MODAL_SEARCH_PARAMETERS, runQuery } from '../../src/features/search/client/client';
import { answerQuestion } from '../../src/features/search/engine/answer';
import type { EvalQuestion } from '../search-eval/score';

const json = fs.readFileSync('build/search-index.json', 'utf8');
const questions = JSON.parse(fs.readFileSync('tests/search-eval/questions.json', 'utf8')) as EvalQuestion[];
const engine = engineFromIndex(JSON.parse(json));
const keystrokes = questions.flatMap((q) => [...q.query].map((_, i) => q.query.slice(0, i + 1)));
const modal = (query: string) =>
  runQuery(
    engine,
    { query, hitsPerPage: 20, attributesToSnippet: ['content:10'], ...MODAL_SEARCH_PARAMETERS },
    'http://127.0.0.1',
  );

function report(label: string, inputs: string[], run: (input: string) => unknown) {
  for (const input of inputs.slice(0, 50)) run(input); // warm up
  const times = inputs.map((input) => {
    const start = performance.now();
    run(input);
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(2);
  console.log(`${label}: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms over ${times.length}`);
}

report('keystroke to hits', keystrokes, modal);
report(
  'offline answer',
  questions.map((q) => q.question),
  (q) => answerQuestion(engine, q),
);

let k = 0;
let a = 0;
describe(`local search over ${engine.records.length} records`, () => {
  bench('parse + build engine + first query', () => {
    engineFromIndex(JSON.parse(json)).search('container runtime');
  });
  bench('keystroke: the next prefix of an evaluation query', () => {
    modal(keystrokes[k++ % keystrokes.length]);
  });
  bench('offline answer to an evaluation question', () => {
    answerQuestion(engine, questions[a++ % questions.length].question);
  });
});
