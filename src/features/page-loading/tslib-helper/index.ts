import path from 'node:path';
import { loaderPlugin, type Patch } from '../../../lib/patches/types';

/**
 * @docusaurus/utils-common brings all of tslib into main.js for one helper;
 * inlineImportDefault.cjs puts that helper in its place. Measured in
 * ARCHITECTURE.md's patch record.
 */
const tslibHelper: Patch = {
  name: 'tslib-helper: @docusaurus/utils-common inlines __importDefault instead of requiring tslib',
  targets: [{ module: '@docusaurus/utils-common/lib/index.js', contains: 'const tslib_1 = require("tslib");' }],
  plugin: loaderPlugin(
    'patch-tslib-helper',
    /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
    path.join(__dirname, 'inlineImportDefault.cjs'),
  ),
};

export default tslibHelper;
