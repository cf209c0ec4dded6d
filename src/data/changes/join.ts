import path from 'node:path';
import { tagOfDocsVersion } from '../../contract';
import { pageLinks } from '../../lib/docLinks';
import { readYaml } from '../../lib/readYaml';
import { diffReleases, type DriftItem } from '../../reference/diff';
import { FACTS_DIR, readRelease } from '../../reference/facts';

/** The release the changes page starts from: the frozen docs' release. */
export const FROM_TAG = 'v0.3.5';
/** The page below the docs root; generated, git-ignored. */
export const CHANGES_PAGE = `toolhive/reference/changes-since-${FROM_TAG}.mdx`;
export const changesWordsFile = (tag: string): string => `src/data/changes/${tag}.yaml`;

/** The id our words key an item by: the drift report's `<area> <change>: <name>`. */
export const idOf = (i: DriftItem): string => `${i.area} ${i.change}: ${i.key}`;

/**
 * A reader of the old docs is misled by a CLI or CRD item that was removed,
 * renamed or changed, and by a registry format that was removed or changed;
 * those need our words. API items are summarized by count and added items
 * are listed from the facts.
 */
export const needsWords = (i: DriftItem): boolean =>
  i.change !== 'added' && (i.area === 'CLI' || i.area === 'CRD' || (i.area === 'Registry' && i.change !== 'renamed'));

export interface ChangeWords {
  text: string;
  link: string;
}

export interface JoinedChange {
  item: DriftItem;
  id: string;
  text: string;
  /** Relative to the changes page. */
  link: string;
  /** The linked doc's file below the docs root, for its title. */
  target: string;
}

export interface ChangesData {
  from: string;
  to: string;
  /** Items with words, in drift order. */
  worded: JoinedChange[];
  /** Every item of the diff. */
  items: DriftItem[];
}

/**
 * Joins the drift from `FROM_TAG` to `tag` with our words; throws naming the
 * words file and the item on a missing entry, an entry that names no item, or
 * a link to a doc file that does not exist in the current docs.
 */
export function joinChanges(
  siteDir: string,
  tag: string = tagOfDocsVersion('current'),
  words: string = changesWordsFile(tag),
): ChangesData {
  const items = diffReleases(
    readRelease(path.join(siteDir, FACTS_DIR, FROM_TAG)),
    readRelease(path.join(siteDir, FACTS_DIR, tag)),
  );
  const data = (readYaml(siteDir, words) ?? {}) as Record<string, ChangeWords>;
  if (typeof data !== 'object' || Array.isArray(data))
    throw new Error(`${words}: expected a map of drift ids to words`);
  const ids = new Set(items.map(idOf));
  for (const id of Object.keys(data))
    if (!ids.has(id)) throw new Error(`${words}: "${id}" names no item of the drift from ${FROM_TAG} to ${tag}`);
  // The page is written only into the current docs, so its links name files there.
  const links = pageLinks(siteDir, 'docs', CHANGES_PAGE);
  const worded: JoinedChange[] = [];
  for (const item of items) {
    const id = idOf(item);
    const entry = data[id];
    if (!entry) {
      if (needsWords(item)) throw new Error(`${words}: no words for "${id}" (${item.detail})`);
      continue;
    }
    if (typeof entry.text !== 'string' || !entry.text.trim() || typeof entry.link !== 'string')
      throw new Error(`${words}: "${id}" needs a text and a link`);
    worded.push({
      item,
      id,
      text: entry.text.trim(),
      link: links.link(entry.link, `${words}: "${id}"`),
      target: entry.link.replace(/#.*$/, ''),
    });
  }
  return { from: FROM_TAG, to: tag, worded, items };
}
