/**
 * Holds the floor under search quality: scores the real engine over the
 * built index on each evaluation set (tests/search-eval/sets.ts), every set
 * against the index of the docs version that documents its ToolHive release,
 * and fails when any score of either part (tuning, held-out) falls more than
 * 2 points below that set's committed baseline (for `wrongDeclines`, lower is
 * better: rises). It also holds the index to its size budget. Both need a
 * built site: `npm test` builds first; on its own, run `npm run build` before
 * this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readIndex } from '../../src/features/search/engine/engineData';
import { readerEngines, type ReaderEngines } from '../../src/features/search/engine/tiers';
import { DOCS_RELEASES, docsVersionPath, SEARCH_INDEX_FILE } from '../../src/contract';
import { evaluate, pagePath, parseQuestions, SPLITS, type Scores, type Split } from '../search-eval/score';
import { EVAL_SETS, indexDirOf, versionFolderOf } from '../search-eval/sets';
import { builtRoutes } from '../support/built-site';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const indexFile = path.join(buildDir, SEARCH_INDEX_FILE);
const evalDir = path.join(root, 'tests/search-eval');
/** Measures where a lower figure is better. */
const LOWER_IS_BETTER: Array<keyof Scores> = ['wrongDeclines'];
const built = fs.existsSync(indexFile);
const TOLERANCE = 2;
const BUDGET_BYTES = 300 * 1024;

/** The guide routes (every page but the generated reference) of the docs version documenting `tag`, versionless. */
function guideRoutes(routes: string[], tag: string): Set<string> {
  const prefix = versionFolderOf(tag) ? `/${versionFolderOf(tag)}` : '';
  return new Set(
    routes
      .filter((route) => route.startsWith(`${prefix}/toolhive`))
      .map((route) => route.slice(prefix.length))
      .filter((route) => !route.startsWith('/toolhive/reference')),
  );
}

const enginesByTag = new Map<string, ReaderEngines>();
/** The engines of a set's docs version, made once: every test of this file scores against the same index. */
function enginesOf(tag: string): ReaderEngines {
  let engines = enginesByTag.get(tag);
  if (!engines) {
    const { core, whole } = readIndex(indexDirOf(buildDir, tag));
    engines = readerEngines(core, whole);
    enginesByTag.set(tag, engines);
  }
  return engines;
}

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

    // A reader who asks plainly about something new must reach the page that explains it (issue #51).
    const [oldest, newest] = [EVAL_SETS[0], EVAL_SETS[EVAL_SETS.length - 1]];
    it(`finds each guide page added since ${oldest.tag} for one of its questions, in the search and the question mode`, () => {
      const routes = builtRoutes();
      const before = guideRoutes(routes, oldest.tag);
      const added = [...guideRoutes(routes, newest.tag)].filter((route) => !before.has(route));
      expect(added.length, 'no added pages found: is the build complete?').toBeGreaterThan(0);
      const setFile = path.join(evalDir, newest.file);
      const questions = parseQuestions(fs.readFileSync(setFile, 'utf8'), setFile);
      const asking = questions.filter((q) => q.expect.some((page) => added.includes(pagePath(page))));
      const { results } = evaluate(enginesOf(newest.tag), asking);
      const unfound = added.filter(
        (page) =>
          !results.some(
            (r) =>
              r.q.expect.map(pagePath).includes(page) &&
              r.rank !== null &&
              r.rank <= 3 &&
              r.cited.slice(0, 2).includes(page),
          ),
      );
      expect(
        unfound,
        `pages no question of ${newest.file} finds in the first three rows and first two citations`,
      ).toEqual([]);
    });

    describe.each(EVAL_SETS)('on the ToolHive $tag set', ({ tag, file, baseline: baselineFile }) => {
      const setFile = path.join(evalDir, file);
      const baselinePath = path.join(evalDir, baselineFile);
      const baseline = JSON.parse(fs.readFileSync(baselinePath, 'utf8')) as Record<Split, Scores>;

      it.each(SPLITS)(
        `scores no more than ${TOLERANCE} points worse than the baseline on every measure (%s part)`,
        (split) => {
          const questions = parseQuestions(fs.readFileSync(setFile, 'utf8'), setFile).filter((q) => q.split === split);
          const { scores } = evaluate(enginesOf(tag), questions);
          const floor = baseline[split];
          const drops = (Object.keys(floor) as Array<keyof Scores>)
            .filter((k) =>
              LOWER_IS_BETTER.includes(k) ? scores[k] > floor[k] + TOLERANCE : scores[k] < floor[k] - TOLERANCE,
            )
            .map((k) => `${k}: ${scores[k]} (baseline ${floor[k]})`);
          expect(drops, `${split} scores fell below ${baselinePath}:\n${drops.join('\n')}`).toEqual([]);
        },
      );
    });
  });
});
