// Checks every evaluation set (sets.ts): its shape, and that every expected page is a
// route of the built docs version that documents the set's ToolHive release.
// Usage: node tests/search-eval/check.mjs [BUILD_DIR]   (BUILD_DIR defaults to ./build)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';
import { commandLine, fail } from '../../scripts/commandLine.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const jiti = createJiti(fileURLToPath(import.meta.url));
const { EVAL_SETS, versionFolderOf } = jiti('./sets.ts');
const { builtRoutes } = jiti('../support/built-site.ts');
const usage = 'node tests/search-eval/check.mjs [BUILD_DIR]';
const { positionals } = commandLine({ allowPositionals: true }, usage);
if (positionals.length > 1) fail(`expected at most one build folder, got ${positionals.length}`, usage);
const buildDir = resolve(positionals[0] ?? 'build');

const KINDS = ['task', 'troubleshooting', 'reference', 'concept', 'off-topic', 'not-covered'];
const SPLITS = ['tuning', 'held-out'];
const AREAS = ['cli', 'ui', 'k8s', 'mcp', 'general'];
const KEYS = ['id', 'kind', 'area', 'query', 'question', 'expect', 'source', 'split'];

function read(file, what) {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    console.error(`${file}: cannot read ${what} (${err.code ?? err.message})`);
    process.exit(1);
  }
}

// The routes are the build's pages, not its sitemap: a frozen version is left out of the sitemap.
if (!existsSync(join(buildDir, 'index.html'))) {
  console.error(`${buildDir}: no built site there; build the site first`);
  process.exit(1);
}
const builtPaths = builtRoutes(buildDir);
const normalize = (path) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The versionless routes of one docs version: `/next/toolhive/x` is `/toolhive/x` of the `next` folder. */
function routesOf(folder) {
  if (!folder) return new Set(builtPaths);
  const prefix = `/${folder}`;
  return new Set(builtPaths.filter((p) => p.startsWith(`${prefix}/`)).map((p) => p.slice(prefix.length)));
}

let failed = false;
for (const set of EVAL_SETS) {
  if (!check(join(here, set.file), routesOf(versionFolderOf(set.tag)), set.tag)) failed = true;
}
process.exit(failed ? 1 : 0);

/** Checks one set; prints its counts, or names each problem. Returns whether it passed. */
function check(questionsFile, routes, tag) {
  let questions;
  try {
    questions = JSON.parse(read(questionsFile, 'the question set'));
  } catch (err) {
    console.error(`${questionsFile}: not valid JSON (${err.message})`);
    return false;
  }
  if (!Array.isArray(questions)) {
    console.error(`${questionsFile}: the top level must be an array`);
    return false;
  }

  const problems = [];
  const seen = new Set();
  questions.forEach((q, i) => {
    const at = `${questionsFile}: entry ${i}${q?.id ? ` (${q.id})` : ''}`;
    const keys = Object.keys(q ?? {});
    if (keys.length !== KEYS.length || !KEYS.every((k) => keys.includes(k))) {
      problems.push(`${at}: keys must be exactly ${KEYS.join(', ')}`);
      return;
    }
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(q.id)) problems.push(`${at}: id is not kebab-case`);
    if (seen.has(q.id)) problems.push(`${at}: duplicate id`);
    seen.add(q.id);
    if (!KINDS.includes(q.kind)) problems.push(`${at}: kind must be one of ${KINDS.join(', ')}`);
    if (!AREAS.includes(q.area)) problems.push(`${at}: area must be one of ${AREAS.join(', ')}`);
    if (!SPLITS.includes(q.split)) problems.push(`${at}: split must be one of ${SPLITS.join(', ')}`);
    for (const field of ['query', 'question', 'source']) {
      if (typeof q[field] !== 'string' || !q[field].trim()) problems.push(`${at}: ${field} must be a non-empty string`);
    }
    if (!Array.isArray(q.expect)) {
      problems.push(`${at}: expect must be an array`);
      return;
    }
    const unanswered = q.kind === 'off-topic' || q.kind === 'not-covered';
    if (unanswered && q.expect.length) problems.push(`${at}: ${q.kind} questions expect no page`);
    if (!unanswered && !q.expect.length) problems.push(`${at}: on-topic questions need at least one page`);
    for (const path of q.expect) {
      if (typeof path !== 'string' || !path.startsWith('/') || path.includes('#') || path !== normalize(path)) {
        problems.push(`${at}: "${path}" must be a path without anchor or trailing slash`);
      } else if (!routes.has(path)) {
        problems.push(`${at}: "${path}" is not a route of the ${tag} docs in ${buildDir}`);
      }
    }
  });

  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`${questionsFile}: ${problems.length} problem(s)`);
    return false;
  }

  const count = (field) => {
    const tally = {};
    for (const q of questions) tally[q[field]] = (tally[q[field]] ?? 0) + 1;
    return Object.entries(tally)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  };
  const onTopic = questions.filter((q) => q.kind !== 'off-topic' && q.kind !== 'not-covered').length;
  console.log(`${questionsFile}: ${questions.length} questions (${onTopic} on-topic), every expected page exists.`);
  console.log(`kind: ${count('kind')}`);
  console.log(`area: ${count('area')}`);
  console.log(`split: ${count('split')}`);
  return true;
}
