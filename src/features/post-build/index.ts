import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { filesBelow } from '../../lib/filesBelow';
import {
  attribute,
  createElement,
  elements,
  insertBefore,
  isElement,
  parseHtml,
  serializeDocument,
  type Document,
} from '../../lib/html';
import { missingImages } from './images';
import {
  assertOrigins,
  contentSecurityPolicy,
  metaPolicy,
  scriptHash,
  writeHeaders,
  type SecurityHeadersOptions,
} from './headers';

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

/** What each page's CSP `<meta>` holds until every page is hashed and the policy is known. */
export const POLICY_PLACEHOLDER = 'post-build:policy-of-every-page';

/**
 * Puts the CSP `<meta>` (with the placeholder) first in the head, after the
 * charset declaration, which must stay in the first 1024 bytes: a policy
 * applies only to what the browser parses after it.
 */
export function addPolicyMeta(document: Document, file: string): void {
  const all = [...elements(document)];
  const head = all.find((e) => e.tagName === 'head');
  if (!head) throw new Error(`post-build: ${file} has no head`);
  const charset = head.childNodes.findIndex(
    (n) => isElement(n) && n.tagName === 'meta' && attribute(n, 'charset') !== undefined,
  );
  const meta = createElement('meta', { 'http-equiv': 'Content-Security-Policy', content: POLICY_PLACEHOLDER });
  insertBefore(head, meta, head.childNodes[charset + 1]);
}

/** Writes the policy into a page the pass left with the placeholder. */
async function fillPolicy(file: string, policy: string): Promise<void> {
  const html = await fs.readFile(file, 'utf8');
  const parts = html.split(POLICY_PLACEHOLDER);
  if (parts.length !== 2)
    throw new Error(`post-build: ${file} holds the policy placeholder ${parts.length - 1} times (expected 1)`);
  await replaceFile(file, parts.join(policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')));
}

/**
 * Other plugins' postBuild steps (search index, llms.txt) read the pages at
 * the same time; a rename swaps the file whole, so they never read one half written.
 */
async function replaceFile(file: string, text: string): Promise<void> {
  await fs.writeFile(`${file}.tmp`, text);
  await fs.rename(`${file}.tmp`, file);
}

/**
 * The one step after the build that reads and writes the built pages: each
 * page is parsed once, goes through the rewrites in order, and is written
 * back. Last, the CSP is made from the hashes of the inline scripts in the
 * final pages, and written into the header files and, for hosts that send
 * no headers, into a `<meta>` at the top of every page (metaPolicy). A
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
      const pages = filesBelow(outDir, /\.html$/);
      for (const file of pages) {
        const document = parseHtml(await fs.readFile(file, 'utf8'));
        for (const image of missingImages(document, file, outDir, context.baseUrl ?? '/'))
          broken.push(`${path.relative(outDir, file)}: ${image}`);
        for (const rewrite of [...rewrites, addPolicyMeta]) rewrite(document, file);
        await replaceFile(file, serializeDocument(document));
        for (const script of inlineScripts(document)) hashes.add(scriptHash(script));
      }
      if (broken.length > 0)
        throw new Error(
          `post-build: ${broken.length} image(s) missing from the build (page: image):\n${broken.join('\n')}`,
        );
      const csp = contentSecurityPolicy(hashes, headers);
      await writeHeaders(outDir, csp);
      for (const file of pages) await fillPolicy(file, metaPolicy(csp));
    },
  };
}
