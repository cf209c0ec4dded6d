import type { LoadedVersion } from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The ids of the docs a sidebar item leads to, its categories' own pages included, in sidebar order. */
export function sidebarDocIds(item: SidebarItem): string[] {
  if (item.type === 'doc' || item.type === 'ref') return [item.id];
  if (item.type !== 'category') return [];
  return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...item.items.flatMap(sidebarDocIds)];
}
