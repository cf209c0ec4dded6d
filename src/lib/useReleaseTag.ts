import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { tagOfDocsVersion } from '../contract';

/**
 * The ToolHive release the doc page being rendered documents, from its docs
 * version: components that show release data pick it with this, so a page of
 * a frozen version never shows another release's data.
 */
export const useReleaseTag = (): string => tagOfDocsVersion(useDocsVersion().version);
