/**
 * Links a stylesheet right after the site-wide one, so it overrides it as the
 * bundled order did. Every plugin that links stylesheets into built pages
 * uses this one tag, so one that runs after another sees the link and skips it.
 */
export function withStylesheet(html: string, href: string): string {
  const tag = `<link rel="stylesheet" href="${href}">`;
  if (html.includes(tag)) return html;
  const siteWide = /<link rel="?stylesheet"? [^>]*>/.exec(html);
  if (!siteWide) throw new Error(`a page has no stylesheet link to place ${href} after`);
  const at = siteWide.index + siteWide[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}
