import { useDocsVersionCandidates } from '@docusaurus/plugin-content-docs/client';
import { searchIndexUrl } from './loadIndex';

/**
 * The index of the docs version a reader is in: the page's own version, else
 * the version they last chose, else the default one, the order Docusaurus's
 * own contextual search uses. A missing page's path names its version too.
 */
export const useSearchIndexUrl = (): string => searchIndexUrl(useDocsVersionCandidates()[0].path);
