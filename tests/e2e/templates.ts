/**
 * One page of each page template. Pages of one template share their chrome
 * (navbar, sidebar, footer, page layout) and differ in content, so the axe
 * suite checks these whole at both widths and the screenshot suite keeps
 * their picture.
 */
export const TEMPLATES: Record<string, string> = {
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
