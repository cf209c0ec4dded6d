/** `/toolhive/faq` → `toolhive/faq.md`; `/toolhive/` → `toolhive.md`. Shared by the build, the MCP server and PageActions. */
export function markdownPathFor(permalink: string): string {
  return `${permalink.replace(/^\/|\/$/g, '') || 'index'}.md`;
}
