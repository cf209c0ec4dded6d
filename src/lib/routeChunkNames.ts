/**
 * Every chunk name in one entry of Docusaurus' `routesChunkNames`: a tree
 * whose leaves are chunk names, keyed by the route's modules and props.
 */
export function chunkNamesIn(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(chunkNamesIn);
  return [];
}
