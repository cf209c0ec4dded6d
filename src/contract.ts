/**
 * What the build, the browser and the docs MCP server share. The documented
 * ToolHive release is the tag `npm run reference:sync` recorded with the
 * facts, so upgrading the facts upgrades every place that names the version.
 */
import current from './data/reference/current.json';

/** The release tag the site documents, for example `v0.3.5`. */
export const TOOLHIVE_TAG: string = current.tag;
/** The same without the `v`, as the pages write it: `0.3.5`. */
export const TOOLHIVE_VERSION: string = current.tag.replace(/^v/, '');
/** The ToolHive repository and commit the facts were read from. */
export const TOOLHIVE_SOURCE = { repo: current.repo, tag: current.tag, commit: current.commit } as const;
