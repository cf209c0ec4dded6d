/**
 * A frozen docs version keeps the "Last updated" date its pages had when it
 * was cut. Docusaurus reads that date from git, and the cut makes every
 * frozen file new to git, so the cut writes each page's date into its front
 * matter (`last_update`, which Docusaurus prefers to git). A later factual
 * fix to a frozen page updates the date by hand.
 */
import { execFileSync } from 'node:child_process';

/** The page's Markdown with `last_update.date` set in its front matter (added if the page has none). */
export function withLastUpdate(file: string, text: string, date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${file}: "${date}" is not a YYYY-MM-DD date`);
  const line = `last_update:\n  date: ${date}\n`;
  if (!text.startsWith('---\n')) return `---\n${line}---\n\n${text}`;
  const end = text.indexOf('\n---\n', 3);
  if (end < 0) throw new Error(`${file}: its front matter has no closing ---`);
  const head = text.slice(4, end + 1);
  if (/^last_update:/m.test(head)) throw new Error(`${file}: its front matter already has last_update`);
  return `---\n${head}${line}${text.slice(end + 1)}`;
}

/** The date (YYYY-MM-DD) of the last commit up to `rev` that changed `file`, as Docusaurus would show it. */
export function lastCommitDate(siteDir: string, file: string, rev = 'HEAD'): string {
  const date = execFileSync('git', ['log', '-1', '--format=%cs', rev, '--', file], {
    cwd: siteDir,
    encoding: 'utf8',
  }).trim();
  if (!date) throw new Error(`${file}: git has no commit that changed it up to ${rev}`);
  return date;
}
