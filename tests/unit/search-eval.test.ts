/**
 * Holds the floor under search quality: scores the real engine over the
 * built index on the evaluation set (tests/search-eval), and fails when any
 * score of either part (tuning, held-out) falls more than 2 points below the
 * committed baseline (for `wrongDeclines`, lower is better: rises). It also holds
 * the index to its size budget. Both need a built site: `npm test` builds
 * first; on its own, run `npm run build` before this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readIndex } from '../../src/features/search/engine/engineData';
import { firstSearchEngine } from '../../src/features/search/engine/tiers';
import { DOCS_RELEASES, docsVersionPath, SEARCH_INDEX_FILE } from '../../src/contract';
import { evaluate, parseQuestions, SPLITS, type Scores, type Split } from '../search-eval/score';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const indexFile = path.join(buildDir, SEARCH_INDEX_FILE);
const setFile = path.join(root, 'tests/search-eval/questions.json');
const baseline = JSON.parse(fs.readFileSync(path.join(root, 'tests/search-eval/baseline.json'), 'utf8')) as Record<
  Split,
  Scores
>;
/** Measures where a lower figure is better. */
const LOWER_IS_BETTER: Array<keyof Scores> = ['wrongDeclines'];
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
    // What every search loads first is the core; the reference part loads only for a search that needs it.
    it.each(DOCS_RELEASES.map((r) => [r.version, docsVersionPath(r.version)]))(
      `keeps the core of the %s index within ${BUDGET_BYTES / 1024} KB gzipped`,
      (_version, versionPath) => {
        const file = path.join(buildDir, versionPath, SEARCH_INDEX_FILE);
        expect(zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length).toBeLessThanOrEqual(BUDGET_BYTES);
      },
    );

    it.each(SPLITS)(
      `scores no more than ${TOLERANCE} points worse than the baseline on every measure (%s part)`,
      (split) => {
        const questions = parseQuestions(fs.readFileSync(setFile, 'utf8'), setFile).filter((q) => q.split === split);
        const { core, whole } = readIndex(buildDir);
        const { scores } = evaluate(firstSearchEngine(core, whole), questions);
        const floor = baseline[split];
        const drops = (Object.keys(floor) as Array<keyof Scores>)
          .filter((k) =>
            LOWER_IS_BETTER.includes(k) ? scores[k] > floor[k] + TOLERANCE : scores[k] < floor[k] - TOLERANCE,
          )
          .map((k) => `${k}: ${scores[k]} (baseline ${floor[k]})`);
        expect(drops, `${split} scores fell below tests/search-eval/baseline.json:\n${drops.join('\n')}`).toEqual([]);
      },
    );
  });
});
