import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { aliasWithin, libModules } from '../../lib/moduleAlias';

/**
 * theme-common's useShallowMemoObject sorts an object's keys with
 * localeCompare, and the first localeCompare on a page builds an ICU
 * collator: 12 to 34 ms under a 4x CPU throttle, inside hydration, on every
 * doc page, where the mobile sidebar's menu filler calls it. That module
 * gets a copy that compares keys by code unit instead; theme-common itself
 * stays untouched. (Its other caller, useMutationObserver, served only
 * theme-common's code-block word wrap, which src/theme/CodeBlock replaces.)
 */
export default function codeUnitOrderPlugin(): Plugin {
  return {
    name: 'code-unit-order',
    configureWebpack: () => ({
      module: {
        rules: [
          aliasWithin(
            libModules('@docusaurus/theme-common', ['contexts/navbarSecondaryMenu/content']),
            ['../../utils/reactUtils'],
            path.resolve(__dirname, 'useShallowMemoObject.ts'),
          ),
        ],
      },
    }),
  };
}
