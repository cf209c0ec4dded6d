/** Parts of a docs path that say nothing about the page a reader wanted. */
const NOISE = new Set(['toolhive', 'docs', 'index', 'html', 'htm', 'md', 'mdx', 'php', 'www']);

/**
 * The words of a missing page's path, as a search query:
 * `/toolhive/guides-cli/run-mcp-servers.html` gives "guides cli run mcp servers".
 */
export function pathWords(pathname: string, maxLength: number): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search for the words around it as they are.
  }
  const words = decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !NOISE.has(word));
  let query = '';
  for (const word of words) {
    const next = query ? `${query} ${word}` : word;
    if (next.length > maxLength) break;
    query = next;
  }
  return query;
}
