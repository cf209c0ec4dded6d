/**
 * `npm run docs:cut -- <NAME>`: freezes the current docs as the docs version
 * NAME, the release tag they document (`v0.3.5`), as `docusaurus
 * docs:version` does (docs/ copied to versioned_docs/version-NAME/, the
 * sidebars to versioned_sidebars/, NAME put first in versions.json), with
 * two differences: only the files git tracks are copied, so the reference
 * pages the build generates into docs/ are not frozen by hand (the plugins
 * generate them for each version from its release's facts and words), and
 * the config is not loaded, so it can already name the new version; and each
 * page keeps its "Last updated" date (scripts/last-update.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sidebars from '../sidebars';
import { lastCommitDate, withLastUpdate } from './last-update';

const siteDir = path.resolve(__dirname, '..');
const { positionals } = parseArgs({ allowPositionals: true });
const name = positionals[0];
if (positionals.length !== 1 || !/^v\d+\.\d+\.\d+$/.test(name)) {
  console.error('usage: npm run docs:cut -- <RELEASE TAG, e.g. v0.3.5>');
  process.exit(2);
}
const versionsFile = path.join(siteDir, 'versions.json');
const versions: string[] = fs.existsSync(versionsFile) ? JSON.parse(fs.readFileSync(versionsFile, 'utf8')) : [];
const target = path.join(siteDir, 'versioned_docs', `version-${name}`);
if (versions.includes(name) || fs.existsSync(target)) {
  console.error(`docs:cut: ${name} is already a docs version (versions.json or ${path.relative(siteDir, target)})`);
  process.exit(1);
}
const tracked = execFileSync('git', ['ls-files', '-z', 'docs'], { cwd: siteDir, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
for (const file of tracked) {
  const to = path.join(target, path.relative('docs', file));
  fs.mkdirSync(path.dirname(to), { recursive: true });
  if (/\.mdx?$/.test(file)) {
    const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
    fs.writeFileSync(to, withLastUpdate(file, text, lastCommitDate(siteDir, file)));
  } else fs.copyFileSync(path.join(siteDir, file), to);
}
const sidebarsFile = path.join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`);
fs.mkdirSync(path.dirname(sidebarsFile), { recursive: true });
fs.writeFileSync(sidebarsFile, `${JSON.stringify(sidebars, null, 2)}\n`);
fs.writeFileSync(versionsFile, `${JSON.stringify([name, ...versions], null, 2)}\n`);
console.log(
  `docs:cut: ${tracked.length} files frozen in ${path.relative(siteDir, target)}; ${name} added to versions.json`,
);
