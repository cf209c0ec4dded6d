/**
 * One page of each page template. Pages of one template share their chrome
 * (navbar, sidebar, footer, page layout) and differ in content, so the axe
 * suite checks these whole at both widths and the screenshot suite keeps
 * their picture.
 */
import { DOCS_RELEASES, docsVersionPath } from '../../src/contract';

const DEFAULT_TEMPLATES: Record<string, string> = {
  home: '/',
  'doc guide': '/toolhive/guides-cli/run-mcp-servers',
  'doc with tabs': '/toolhive/guides-cli/install',
  'category index': '/toolhive/guides-cli',
  'CLI reference': '/toolhive/reference/cli/thv_run',
  'API overview': '/toolhive/reference/api',
  'API tag index': '/toolhive/reference/api/workloads',
  'API operation': '/toolhive/reference/api/create-workload',
  'CRD spec': '/toolhive/reference/crd-spec',
  'registry schema': '/toolhive/reference/registry-schema',
  'search page': '/search',
  '404 page': '/no-such-page',
};

/**
 * The templates whose content a docs version generates from its release (the
 * references) or shapes differently, for each version not at the default
 * routes: the sweep checks every page of the default version and these of
 * the others.
 */
const VERSIONED = ['doc guide', 'CLI reference', 'API operation', 'CRD spec', 'registry schema'];
const otherVersions = DOCS_RELEASES.filter((r) => docsVersionPath(r.version)).flatMap(({ version, tag }) =>
  VERSIONED.map((name) => [`${name} ${tag}`, `/${docsVersionPath(version)}${DEFAULT_TEMPLATES[name]}`] as const),
);

export const TEMPLATES: Record<string, string> = { ...DEFAULT_TEMPLATES, ...Object.fromEntries(otherVersions) };

/** Route prefixes of the docs versions not at the default routes (`/next/`, `/v0.3.5/`). */
export const OTHER_VERSION_PREFIXES: string[] = DOCS_RELEASES.filter((r) => docsVersionPath(r.version)).map(
  (r) => `/${docsVersionPath(r.version)}/`,
);
