import fs from 'node:fs';
import path from 'node:path';

/**
 * Links from our words (src/data/**) to doc pages.
 *
 * A link must stay inside its docs version: Docusaurus resolves a link to an
 * `.mdx` file to the page of the linking file's own version, while a
 * `/toolhive/...` URL always names one version. Generators write words into
 * pages at different depths of a version's folder, so a words link names its
 * target by the file's path below the docs root
 * (`toolhive/guides-cli/run-mcp-servers.mdx#anchor`), and the generator
 * rewrites it relative to the page it writes
 * (`../../guides-cli/run-mcp-servers.mdx#anchor`).
 */

const DOC_LINK = /^(toolhive\/[^#?\s]+\.mdx)(#\S*)?$/;
// URLs and in-page anchors are not doc links.
const NOT_A_DOC = /^(#|[a-z][a-z0-9+.-]*:)/i;

export interface PageLinks {
  /** A words link as a file link from the page; throws naming `where` on any other form or a missing page. */
  link(target: string, where: string): string;
  /** Every Markdown link target in a text of words, through `link`; URLs and #anchors are left as they are. */
  prose(text: string, where: string): string;
}

/** A file link from one doc to another, both given below the same docs root. */
export function relativeLink(from: string, to: string): string {
  const link = path.posix.relative(path.posix.dirname(from), to);
  return link.startsWith('../') ? link : `./${link}`;
}

/**
 * Links for a page a generator writes at `page`, a path below the docs root
 * `docsDir` of the site `siteDir`. A target must be a file in that docs root
 * or one of `generated`, pages the same run writes.
 */
export function pageLinks(
  siteDir: string,
  docsDir: string,
  page: string,
  generated: ReadonlySet<string> = new Set(),
): PageLinks {
  const link = (target: string, where: string) => {
    const match = DOC_LINK.exec(target);
    if (!match)
      throw new Error(
        `${where}: the link "${target}" must name a doc's file below the docs root, like toolhive/guides-cli/run-mcp-servers.mdx#anchor`,
      );
    const [, file, anchor = ''] = match;
    if (!generated.has(file) && !fs.existsSync(path.join(siteDir, docsDir, file)))
      throw new Error(`${where}: the link "${target}" names ${docsDir}/${file}, which does not exist`);
    return relativeLink(page, file) + anchor;
  };
  return {
    link,
    prose: (text, where) =>
      text.replace(/\]\(([^)\s]+)\)/g, (all, target: string) =>
        NOT_A_DOC.test(target) ? all : `](${link(target, where)})`,
      ),
  };
}

/**
 * The route Docusaurus gives a doc file (below the docs root) that sets no
 * `slug` or `id`: its path without the extension, or its folder's for a
 * category index (`index.mdx`, `README.mdx`, or named as its folder).
 */
export function routeOf(file: string): string {
  const dir = path.posix.dirname(file);
  const name = path.posix.basename(file).replace(/\.mdx?$/, '');
  const prefix = dir === '.' ? '' : `/${dir}`;
  const index = ['index', 'readme', path.posix.basename(dir).toLowerCase()].includes(name.toLowerCase());
  return index ? `${prefix}/` : `${prefix}/${name}`;
}
