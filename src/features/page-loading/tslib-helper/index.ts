import path from 'node:path';
import { loaderPlugin, type Patch } from '../../../lib/patches/types';

/**
 * @docusaurus/utils-common brings all of tslib into main.js for one helper;
 * inlineImportDefault.cjs puts that helper in its place. Measured in
 * ARCHITECTURE.md's patch record.
 */
const tslibHelper: Patch = {
  name: 'tslib-helper: @docusaurus/utils-common inlines __importDefault instead of requiring tslib',
  // The loader checks the require itself; its one use is this.
  targets: [
    { module: '@docusaurus/utils-common/lib/index.js', contains: 'tslib_1.__importDefault(applyTrailingSlash_1)' },
  ],
  plugin: loaderPlugin(
    'patch-tslib-helper',
    /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
    path.join(__dirname, 'inlineImportDefault.cjs'),
  ),
};

export default tslibHelper;
