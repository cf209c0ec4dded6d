import type { LoadContext, Plugin } from '@docusaurus/types';
/** A module a patch depends on, and a piece of its code the patch relies on. */
export interface PatchTarget {
  /** A request `require.resolve` finds from the site directory, e.g. '@docusaurus/theme-common/lib/hooks/useWindowSize.js'. */
  module: string;
  /** Text the module must still contain for the patch to apply. */
  contains?: string;
}
export interface Patch {
  name: string;
  targets: PatchTarget[];
  plugin?: (context: LoadContext) => Plugin;
}

/** A patch's plugin when all it does is add to the bundler's configuration. */
export const webpackPlugin = (name: string, config: object) => (): Plugin => ({ name, configureWebpack: () => config });
/** A patch's plugin that runs `loader` over the modules `test` matches. */
export const loaderPlugin = (name: string, test: RegExp, loader: string, options: object = {}) =>
  webpackPlugin(name, { module: { rules: [{ test, use: [{ loader, options }] }] } });
