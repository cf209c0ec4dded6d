import { useMemo } from 'react';
import { useDocsVersionCandidates, useVersions } from '@docusaurus/plugin-content-docs/client';
import { searchIndexUrl } from './loadIndex';

/**
 * The index of the docs version a reader is in: the page's own version, else
 * the version they last chose, else the default one, the order Docusaurus's
 * own contextual search uses. A missing page's path names its version too.
 */
export const useSearchIndexUrl = (): string => searchIndexUrl(useDocsVersionCandidates()[0].path);

/**
 * The release label of the docs version a reader is in, and the other
 * versions' indexes, each with the release label the version dropdown shows.
 */
export function useOtherVersionIndexes(): { label: string; others: Array<{ label: string; url: string }> } {
  const own = useDocsVersionCandidates()[0];
  const versions = useVersions(undefined);
  return useMemo(
    () => ({
      label: own.label,
      others: versions.filter((v) => v.name !== own.name).map((v) => ({ label: v.label, url: searchIndexUrl(v.path) })),
    }),
    [versions, own],
  );
}
