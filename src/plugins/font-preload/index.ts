import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { htmlFiles } from '../../lib/htmlFiles';

/** The body-text font of every page (see src/css/fonts.css), as the bundler names it. */
export const PRELOADED_FONT = /^inter-latin-wght-normal-[0-9a-f]+\.woff2$/;

/** Adds the preload tag to a page's head, ahead of the stylesheet that would otherwise discover the font late. */
export function withFontPreload(html: string, href: string): string {
  const tag = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous">`;
  if (html.includes(tag)) return html;
  const at = html.search(/<link rel="?stylesheet|<\/head>/);
  if (at < 0) throw new Error('font-preload: a page has no </head>');
  return html.slice(0, at) + tag + html.slice(at);
}

/**
 * Preloads the Latin Inter file on every built page. Its name carries a
 * content hash known only after bundling, so the tag is added to the written
 * HTML; a build whose bundle no longer has the file fails, naming it.
 */
export default function fontPreloadPlugin(): Plugin {
  return {
    name: 'font-preload',
    async postBuild({ outDir, baseUrl }) {
      const fontsDir = path.join(outDir, 'assets/fonts');
      const font = fs.existsSync(fontsDir) ? fs.readdirSync(fontsDir).find((f) => PRELOADED_FONT.test(f)) : undefined;
      if (!font)
        throw new Error(`font-preload: no file matching ${PRELOADED_FONT} in ${fontsDir} (see src/css/fonts.css)`);
      const href = `${baseUrl}assets/fonts/${font}`;
      for (const file of await htmlFiles(outDir)) {
        fs.writeFileSync(file, withFontPreload(fs.readFileSync(file, 'utf8'), href));
      }
    },
  };
}
