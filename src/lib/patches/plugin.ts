import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { assertPatchesApply } from './guard';
import type { Patch } from './types';

/**
 * The patches the features register, as Docusaurus plugins for
 * docusaurus.config.ts: a check that
 * fails the build or the dev server, naming the patch and what it misses,
 * when an installed package no longer has a module or the code a patch relies
 * on (or a copied theme component names another version); then each patch's
 * own plugin, which only starts once the check has passed.
 */
export function patchPlugins(registry: Patch[]): PluginModule[] {
  const checked = new Set<string>();
  const checkedFirst =
    (plugin: (context: LoadContext) => Plugin) =>
    (context: LoadContext): Plugin => {
      if (!checked.has(context.siteDir)) assertPatchesApply(context.siteDir, registry);
      checked.add(context.siteDir);
      return plugin(context);
    };
  const plugins = registry.flatMap(({ plugin }) => (plugin ? [plugin] : []));
  return [() => ({ name: 'patches' }), ...plugins].map(checkedFirst);
}
