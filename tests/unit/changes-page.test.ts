import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_RELEASES } from '../../src/contract';
import { CHANGES_PAGE, changesWordsFile, joinChanges, needsWords } from '../../src/data/changes/join';
import { newCommands, writeChangesPage } from '../../src/features/changes-page';

const siteDir = path.resolve(__dirname, '../..');
const TAG = 'v0.44.0';
const real = fs.readFileSync(path.join(siteDir, changesWordsFile(TAG)), 'utf8');

/** The join on the real facts and docs with a planted words file, named relative to the site as the real one is. */
function planted(text: string) {
  const abs = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'changes-')), 'words.yaml');
  fs.writeFileSync(abs, text);
  const file = path.relative(siteDir, abs);
  return { file, join: () => joinChanges(siteDir, TAG, file) };
}

describe('changes since v0.3.5', () => {
  it('joins the real words: every item that needs words has them, each link resolves', () => {
    const data = joinChanges(siteDir, TAG);
    expect(data.worded.length).toBe(data.items.filter(needsWords).length);
    expect(data.worded.map((c) => c.id)).toContain('CLI changed: thv run --isolate-network');
    expect(data.worded.find((c) => c.id === 'CLI changed: thv run --isolate-network')!.link).toBe(
      '../guides-cli/network-isolation.mdx',
    );
  });

  it('fails naming the file and the item when an entry is missing', () => {
    const text = real.replace(/^'CLI removed: thv mcp serve':\n( {2}.*\n)+/m, '');
    const { file, join } = planted(text);
    expect(join).toThrow(`${file}: no words for "CLI removed: thv mcp serve" (command removed with its 2 flags)`);
  });

  it('fails naming the file and the entry when an entry names no item', () => {
    const { file, join } = planted(`${real}\n'CLI removed: thv nothing':\n  text: Gone.\n  link: toolhive/index.mdx\n`);
    expect(join).toThrow(`${file}: "CLI removed: thv nothing" names no item of the drift from v0.3.5 to v0.44.0`);
  });

  it('fails naming the file, the item and the doc when a link names a missing doc', () => {
    const text = real.replace(
      'link: toolhive/guides-cli/network-isolation.mdx',
      'link: toolhive/guides-cli/no-such.mdx',
    );
    const { file, join } = planted(text);
    expect(join).toThrow(
      `${file}: "CLI changed: thv run --isolate-network": the link "toolhive/guides-cli/no-such.mdx" names docs/toolhive/guides-cli/no-such.mdx, which does not exist`,
    );
  });
});

describe('new commands', () => {
  const item = (key: string, area = 'CLI', change = 'added') => ({ key, area, change, detail: '' }) as never;

  it('lists a new group once, and a command new in an older group by itself', () => {
    const items = [item('thv skill'), item('thv skill install'), item('thv mcp call'), item('thv run --network')];
    expect(newCommands(items).map((i) => i.key)).toEqual(['thv skill', 'thv mcp call']);
  });

  it('on the real facts, names the subcommands v0.44.0 added to v0.3.5 groups', () => {
    const keys = newCommands(joinChanges(siteDir, TAG).items).map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining(['thv skill', 'thv mcp call', 'thv registry convert']));
    expect(keys).not.toContain('thv skill install');
  });
});

describe('the changes page in a one-version build', () => {
  const emptySite = () => fs.mkdtempSync(path.join(os.tmpdir(), 'changes-site-'));
  const only = (version: string) => DOCS_RELEASES.filter((r) => r.version === version);

  it('is not written when the build leaves the current docs out (DOCS_VERSIONS=v0.3.5)', () => {
    const dir = emptySite();
    expect(() => writeChangesPage(dir, only('v0.3.5'))).not.toThrow();
    expect(fs.existsSync(path.join(dir, 'docs', CHANGES_PAGE))).toBe(false);
  });

  it('is still built, with its checks, when the current docs are included', () => {
    // A site with no facts fails the join, which shows the page was attempted.
    expect(() => writeChangesPage(emptySite(), only('current'))).toThrow('no cli.json');
  });
});
