/**
 * `npm run reference:drift -- <OLD_TREE_OR_FACTS_DIR> <NEW_TREE> [--site DIR]
 * [--top N] [--mirror CLONE]`
 *
 * Prints a Markdown report of what changed between two ToolHive releases
 * and, for every removed, renamed or changed item, the hand-written lines
 * of the site (docs/ and our words in src/data/ and api-specs/) that name
 * it, as `file:line`. The report is output, not source: keep it out of git.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { diffReleases, type Area, type Change, type DriftItem } from './diff';
import { loadRelease, type ReleaseFacts } from './facts';
import { findNamedLines } from './namedLines';
import { resolveSource, UPSTREAM_REPO } from './source';

export interface DriftReport {
  old: ReleaseFacts['source'];
  new: ReleaseFacts['source'];
  items: DriftItem[];
}

/** Reads both releases, diffs them and finds the lines naming each change. */
export async function drift(
  oldWhere: string,
  newWhere: string,
  siteDir: string,
  mirror?: string,
): Promise<DriftReport> {
  // A tree with no tag or commit to be found is still worth comparing.
  const lenient = (where: string) => () => {
    try {
      return resolveSource(where, { mirror });
    } catch {
      const name = path.basename(path.resolve(where));
      return { repo: UPSTREAM_REPO, tag: /v\d+\.\d+\.\d+\S*$/.exec(name)?.[0] ?? name, commit: 'unknown' };
    }
  };
  const o = loadRelease(oldWhere, lenient(oldWhere));
  const n = loadRelease(newWhere, lenient(newWhere));
  const items = diffReleases(o, n);
  await findNamedLines(siteDir, items, o.cli.commands);
  return { old: o.source, new: n.source, items };
}

/** Ranks changes by how much they mislead a reader of the current pages: weight times the lines that name them. */
export const consequence = (i: DriftItem): number =>
  i.change === 'added' ? 0 : i.weight * (1 + Math.min(i.lines.length, 25));

const AREAS: Area[] = ['CLI', 'API', 'CRD', 'Registry'];
const CHANGES: Change[] = ['removed', 'renamed', 'changed', 'added'];

export function totals(items: DriftItem[]) {
  const named = items.filter((i) => i.change !== 'added');
  const lines = new Set(named.flatMap((i) => i.lines));
  return {
    byArea: AREAS.map((area) => ({
      area,
      ...Object.fromEntries(CHANGES.map((c) => [c, items.filter((i) => i.area === area && i.change === c).length])),
    })) as ({ area: Area } & Record<Change, number>)[],
    /** Distinct hand-written lines that name a removed, renamed or changed item. */
    lines: lines.size,
    files: new Set([...lines].map((l) => l.replace(/:\d+$/, ''))).size,
    itemsNamed: named.filter((i) => i.lines.length).length,
  };
}

const list = (lines: string[]) => lines.map((l) => `\`${l}\``).join(', ');

export function renderReport(report: DriftReport, top = 15): string {
  const { items } = report;
  const t = totals(items);
  const out: string[] = [
    `# ToolHive reference drift: ${report.old.tag} → ${report.new.tag}`,
    '',
    `From ${report.old.repo}@${report.old.tag} (${report.old.commit.slice(0, 12)}) to ${report.new.repo}@${report.new.tag} (${report.new.commit.slice(0, 12)}).`,
    '',
    '## Totals',
    '',
    '| Area | Removed | Renamed | Changed | Added |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...t.byArea.map((a) => `| ${a.area} | ${a.removed} | ${a.renamed} | ${a.changed} | ${a.added} |`),
    '',
    `Hand-written lines that name a removed, renamed or changed item: **${t.lines}** in ${t.files} files (${t.itemsNamed} items named at least once).`,
    '',
    `## The ${top} most consequential`,
    '',
    'Ranked by weight (what a reader of the old pages would get wrong) times the lines that name the item.',
    '',
  ];
  const ranked = items
    .filter((i) => consequence(i) > 0)
    .sort((a, b) => consequence(b) - consequence(a) || a.key.localeCompare(b.key));
  ranked
    .slice(0, top)
    .forEach((i, n) =>
      out.push(`${n + 1}. **${i.area} ${i.change}: \`${i.key}\`**: ${i.detail} (${i.lines.length} lines)`),
    );
  out.push('');
  for (const area of AREAS) {
    const inArea = items.filter((i) => i.area === area);
    if (!inArea.length) continue;
    out.push(`## ${area}`, '');
    for (const change of CHANGES) {
      const group = inArea.filter((i) => i.change === change).sort((a, b) => a.key.localeCompare(b.key));
      if (!group.length) continue;
      out.push(`### ${change[0].toUpperCase()}${change.slice(1)} (${group.length})`, '');
      for (const i of group) {
        out.push(`- \`${i.key}\`: ${i.detail}`);
        if (change === 'added') continue;
        if (i.lines.length) out.push(`  - named by ${i.lines.length}: ${list(i.lines)}`);
        if (i.defaultLines.length) out.push(`  - state the old default (${i.oldDefault}): ${list(i.defaultLines)}`);
      }
      out.push('');
    }
  }
  return out.join('\n');
}

if (process.argv[1] && /drift\.ts$/.test(process.argv[1])) {
  const USAGE = 'usage: reference:drift <OLD_TREE_OR_FACTS_DIR> <NEW_TREE> [--site DIR] [--top N] [--mirror CLONE]';
  let args;
  try {
    args = parseArgs({
      args: process.argv.slice(2),
      options: { site: { type: 'string' }, top: { type: 'string' }, mirror: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`reference:drift: ${(error as Error).message}\n${USAGE}`);
    process.exit(1);
  }
  const { positionals, values } = args;
  const top = Number(values.top ?? 15);
  if (positionals.length !== 2 || !Number.isInteger(top) || top < 0) {
    console.error(USAGE);
    process.exit(1);
  }
  drift(positionals[0], positionals[1], values.site ?? process.cwd(), values.mirror)
    .then((report) => console.log(renderReport(report, top)))
    .catch((error: Error) => {
      console.error(`reference:drift: ${error.message}`);
      process.exit(1);
    });
}
