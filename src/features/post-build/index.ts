import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { filesBelow } from '../../lib/filesBelow';
import { attribute, elements, parseHtml, serializeDocument, type Document } from '../../lib/html';
import { missingImages } from './images';
import { assertOrigins, contentSecurityPolicy, scriptHash, writeHeaders, type SecurityHeadersOptions } from './headers';

/** A change to one built page, made in place on its parsed document. */
export type Rewrite = (document: Document, file: string) => void;

export interface PostBuildOptions extends SecurityHeadersOptions {
  /** The rewrites every page goes through, in this order. */
  rewrites?: Rewrite[];
}

/** The text of every script in the document that the browser runs inline (JSON data is not run). */
export function inlineScripts(document: Document): string[] {
  return [...elements(document)]
    .filter((e) => e.tagName === 'script' && attribute(e, 'src') === undefined)
    .filter((e) => !/^application\/(ld\+)?json$/i.test(attribute(e, 'type') ?? ''))
    .map((e) => e.childNodes.map((child) => ('value' in child ? child.value : '')).join(''));
}

/**
 * The one step after the build that reads and writes the built pages: each
 * page is parsed once, goes through the rewrites in order, and is written
 * back if any changed it. Last, the CSP is made from the hashes of the
 * inline scripts in the final pages, and the header files are written. A
 * page that shows an image the build does not hold fails the build, naming
 * the page and the image. No
 * other plugin writes the pages, so there is no race between rewrites; the
 * readers only ever see a page before or after its rewrite, never between.
 */
export default function postBuildPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const { rewrites = [], ...headers } = rawOptions as PostBuildOptions;
  assertOrigins(headers);
  return {
    name: 'post-build',
    async postBuild({ outDir }) {
      const hashes = new Set<string>();
      const broken: string[] = [];
      for (const file of filesBelow(outDir, /\.html$/)) {
        const html = await fs.readFile(file, 'utf8');
        const document = parseHtml(html);
        for (const image of missingImages(document, file, outDir, context.baseUrl ?? '/'))
          broken.push(`${path.relative(outDir, file)}: ${image}`);
        if (rewrites.length > 0) {
          for (const rewrite of rewrites) rewrite(document, file);
          const rewritten = serializeDocument(document);
          if (rewritten !== html) {
            // Other plugins' postBuild steps (search index, llms.txt) read the pages at the same
            // time; a rename swaps the file whole, so they never read one half written.
            await fs.writeFile(`${file}.tmp`, rewritten);
            await fs.rename(`${file}.tmp`, file);
          }
        }
        for (const script of inlineScripts(document)) hashes.add(scriptHash(script));
      }
      if (broken.length > 0)
        throw new Error(
          `post-build: ${broken.length} image(s) missing from the build (page: image):\n${broken.join('\n')}`,
        );
      await writeHeaders(outDir, contentSecurityPolicy(hashes, headers));
    },
  };
}
