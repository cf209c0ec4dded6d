/**
 * Search latency: `npx vitest bench --run tests/bench/search.bench.ts`
 * (after a build). The built index is repeated to stand for a full site of
 * about 150 pages; measures index start-up and single queries.
 */
import fs from 'node:fs';
import { bench, describe } from 'vitest';
import { createEngine } from '../../src/search/engine';
import { unpack } from '../../src/search/format';
import { answerQuestion } from '../../src/search/answer';
import type { PackedIndex } from '../../src/search/types';

const built = JSON.parse(fs.readFileSync('build/search-index.json', 'utf8')) as PackedIndex;
const copies = Math.max(1, Math.ceil(150 / built.pages.length));
const index: PackedIndex = { v: 1, pages: [], records: [] };
for (let c = 0; c < copies; c++) {
  const offset = index.pages.length;
  index.pages.push(...built.pages.map(([p, l, t]) => [`${p}-${c}`, l, t] as [string, string, string[]]));
  index.records.push(...built.records.map(([p, ...rest]) => [p + offset, ...rest] as PackedIndex['records'][number]));
}
const json = JSON.stringify(index);
const engine = createEngine(unpack(index));

describe(`local search over ${index.pages.length} pages, ${index.records.length} records`, () => {
  bench('parse + build engine + first query', () => {
    createEngine(unpack(JSON.parse(json))).search('container runtime');
  });
  bench('query: prefix "quicks"', () => {
    engine.search('quicks');
  });
  bench('query: typo "runtiem contaner"', () => {
    engine.search('runtiem contaner');
  });
  bench('answer engine question', () => {
    answerQuestion(engine, 'which container runtime do I need?');
  });
});
