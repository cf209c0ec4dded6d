import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { RETIRED_PROP } from './retired';

type Item = Awaited<ReturnType<PluginOptions['sidebarItemsGenerator']>>[number];

/** The doc id of the `thv` page, which is the CLI reference's category page (generate.ts writes it as cli/cli.mdx). */
export const CLI_ROOT_DOC = 'toolhive/reference/cli/cli';
export const RETIRED_LABEL = 'Retired commands';

const isRetired = (item: Item) => item.type === 'doc' && item.customProps?.[RETIRED_PROP] === true;
const isCliRoot = (item: Item) =>
  item.type === 'category' && item.link?.type === 'doc' && item.link.id === CLI_ROOT_DOC;

/**
 * A retired command's page keeps the file, and so the doc id, its page had
 * in the releases that documented it (`group/thv_group_run.mdx`), so the
 * docs version dropdown finds it; the folder-generated sidebar would file it
 * under its old parent among working commands. This moves every retired page
 * into one "Retired commands" category at the end of the CLI reference, and
 * drops a category that holds nothing else (a removed command's whole group).
 */
export function withRetiredCommands(items: Item[]): Item[] {
  const retired: Item[] = [];
  const without = (list: Item[]): Item[] =>
    list.flatMap((item): Item[] => {
      if (isRetired(item)) {
        retired.push(item);
        return [];
      }
      if (item.type !== 'category') return [item];
      const children = without(item.items as Item[]);
      return children.length || item.link ? [{ ...item, items: children }] : [];
    });
  const rest = without(items);
  if (!retired.length) return items;
  retired.sort((a, b) =>
    String((a as { label?: string }).label).localeCompare(String((b as { label?: string }).label)),
  );
  let placed = false;
  const place = (list: Item[]): Item[] =>
    list.map((item) => {
      if (item.type !== 'category') return item;
      if (isCliRoot(item)) {
        placed = true;
        return {
          ...item,
          items: [...(item.items as Item[]), { type: 'category', label: RETIRED_LABEL, items: retired }],
        };
      }
      return { ...item, items: place(item.items as Item[]) };
    });
  const result = place(rest);
  if (!placed) throw new Error(`sidebar: retired command pages found, but no CLI reference category (${CLI_ROOT_DOC})`);
  return result;
}
