import type { PluginOptions } from '@docusaurus/plugin-content-docs';

type Item = Awaited<ReturnType<PluginOptions['sidebarItemsGenerator']>>[number];

/**
 * The kinds' folder (`reference/crds/`) is a sidebar category whose page is
 * `crd-spec.mdx` beside it (its `_category_.json` links that doc, so the
 * index keeps its route). The folder tree also lists that doc on its own in
 * the parent; it is dropped there, so it appears once, as the category.
 */
export function withCategoryPagesOnce(items: Item[]): Item[] {
  const linked = new Set(
    items.flatMap((item) => (item.type === 'category' && item.link?.type === 'doc' ? [item.link.id] : [])),
  );
  return items
    .filter((item) => !(item.type === 'doc' && linked.has(item.id)))
    .map((item) => (item.type === 'category' ? { ...item, items: withCategoryPagesOnce(item.items as Item[]) } : item));
}
