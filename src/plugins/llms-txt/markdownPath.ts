/** `/toolhive/faq` → `toolhive/faq.md`; `/toolhive/` → `toolhive.md`. Shared by the build and the MCP server. */
export function markdownPathFor(permalink: string): string {
  return `${permalink.replace(/^\/|\/$/g, '') || 'index'}.md`;
}
