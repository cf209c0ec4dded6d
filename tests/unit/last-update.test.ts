import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { withLastUpdate } from '../../scripts/last-update';
import { DOCS_RELEASES } from '../../src/contract';
import { docsDirOf } from '../../src/reference/releases';

const siteDir = path.resolve(__dirname, '../..');
const frontMatter = (text: string) =>
  load(/^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '') as Record<string, unknown> | null;
// The hand-written pages git tracks; generated reference pages are rebuilt from facts, not frozen.
const pagesBelow = (dir: string): string[] =>
  execFileSync('git', ['ls-files', '-z', dir], { cwd: siteDir, encoding: 'utf8' })
    .split('\0')
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(siteDir, f));

describe('frozen pages keep their "Last updated" date', () => {
  it('writes the date into the front matter, and refuses a bad date or a second one', () => {
    const page = '---\ntitle: X\n---\n\nBody.\n';
    const out = withLastUpdate('x.mdx', page, '2025-09-18');
    expect(out).toBe('---\ntitle: X\nlast_update:\n  date: 2025-09-18\n---\n\nBody.\n');
    expect(frontMatter(out)).toEqual({ title: 'X', last_update: { date: '2025-09-18' } });
    expect(frontMatter(withLastUpdate('y.md', 'Body.\n', '2025-09-18'))).toEqual({
      last_update: { date: '2025-09-18' },
    });
    expect(() => withLastUpdate('x.mdx', page, 'Sep 18')).toThrow('x.mdx: "Sep 18" is not a YYYY-MM-DD date');
    expect(() => withLastUpdate('x.mdx', out, '2025-09-19')).toThrow('x.mdx: its front matter already has last_update');
    expect(() => withLastUpdate('x.mdx', '---\ntitle: X\n', '2025-09-19')).toThrow(
      'x.mdx: its front matter has no closing ---',
    );
  });

  it.each(DOCS_RELEASES.filter((r) => r.version !== 'current').map((r) => [r.version, docsDirOf(r)]))(
    'every page of %s has a last_update date',
    (_version, docsDir) => {
      const pages = pagesBelow(docsDir);
      expect(pages.length).toBeGreaterThan(50);
      const dated = (p: string) => {
        const update = frontMatter(fs.readFileSync(p, 'utf8'))?.last_update as { date?: unknown } | undefined;
        return typeof update?.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(update.date);
      };
      const missing = pages.filter((p) => !dated(p));
      expect(missing.map((p) => path.relative(siteDir, p))).toEqual([]);
    },
  );
});
