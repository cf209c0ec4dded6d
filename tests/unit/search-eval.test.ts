/**
 * Holds the floor under search quality: scores the real engine over the
 * built index on the evaluation set (tests/search-eval), and fails when any
 * score falls more than 2 points below the committed baseline. It also holds
 * the index to its size budget. Both need a built site: `npm test` builds
 * first; on its own, run `npm run build` before this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { engineFromIndex } from '../../src/features/search/client/client';
import { evaluate, parseQuestions, type Scores } from '../search-eval/score';

const root = path.resolve(__dirname, '../..');
const indexFile = path.join(root, 'build/search-index.json');
const setFile = path.join(root, 'tests/search-eval/questions.json');
const baseline = JSON.parse(fs.readFileSync(path.join(root, 'tests/search-eval/baseline.json'), 'utf8')) as Scores;
const built = fs.existsSync(indexFile);
const TOLERANCE = 2;
const BUDGET_BYTES = 300 * 1024;

describe('search evaluation', () => {
  it('has a built index to score', () => {
    expect(
      built,
      `${indexFile} is missing: run \`npm run build\` first (\`npm test\` builds before the unit tests)`,
    ).toBe(true);
  });

  describe.skipIf(!built)('on the built index', () => {
    const json = built ? fs.readFileSync(indexFile, 'utf8') : '';

    it(`keeps the index within ${BUDGET_BYTES / 1024} KB gzipped`, () => {
      expect(zlib.gzipSync(json, { level: 9 }).length).toBeLessThanOrEqual(BUDGET_BYTES);
    });

    it(`scores no more than ${TOLERANCE} points below the baseline on every measure`, () => {
      const questions = parseQuestions(fs.readFileSync(setFile, 'utf8'), setFile);
      const { scores } = evaluate(engineFromIndex(JSON.parse(json)), questions);
      const drops = (Object.keys(baseline) as Array<keyof Scores>)
        .filter((k) => scores[k] < baseline[k] - TOLERANCE)
        .map((k) => `${k}: ${scores[k]} (baseline ${baseline[k]})`);
      expect(drops, `scores fell below tests/search-eval/baseline.json:\n${drops.join('\n')}`).toEqual([]);
    });
  });
});
