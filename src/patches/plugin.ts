import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { assertPatchesApply } from './guard';
import { patches } from './index';
import type { Patch } from './types';

/**
 * The registry as Docusaurus plugins, for docusaurus.config.ts: a check that
 * fails the build or the dev server, naming the patch and what it misses,
 * when an installed package no longer has a module or the code a patch relies
 * on (or a copied theme component names another version); then each patch's
 * own plugin, which only starts once the check has passed.
 */
export function patchPlugins(registry: Patch[] = patches): PluginModule[] {
  const checked = new Set<string>();
  const check = (context: LoadContext) => {
    if (checked.has(context.siteDir)) return;
    assertPatchesApply(context.siteDir, registry);
    checked.add(context.siteDir);
  };
  const guard = (context: LoadContext): Plugin => {
    check(context);
    return { name: 'patches' };
  };
  return [
    guard,
    ...registry.flatMap(({ plugin }) =>
      plugin
        ? [
            (context: LoadContext) => {
              check(context);
              return plugin(context);
            },
          ]
        : [],
    ),
  ];
}
