/**
 * Turns what a client passes to read_page (a site path, a page URL, a
 * resource URI) into a page of the site. Lookups go to the in-memory page
 * table only, so no input can name a file; the checks exist to say clearly
 * why an input is not a page.
 */
import { VERSION_ROOT, type Docs, type Page } from './docs';

export const URI_SCHEME = 'toolhive-docs';

/** A value from the caller cut to `max` characters, so an oversized input is never echoed back whole. */
export function clip(value: unknown, max = 100): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

/** A problem with the caller's input; its message is shown to the client as is. */
export class InputError extends Error {}

export interface Target {
  page: Page;
  anchor: string | null;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function resourceUri(page: Page): string {
  return `${URI_SCHEME}://${page.path}`;
}

function splitPath(raw: string, docs: Docs): { sitePath: string; anchor: string | null } {
  const scheme = SCHEME.exec(raw)?.[1].toLowerCase();
  if (/^[a-z]:[\\/]/i.test(raw) || raw.startsWith('\\\\')) {
    throw new InputError(
      `"${clip(raw)}" is a file path; read_page reads pages of the docs site only, for example ${docs.root}quickstart.`,
    );
  }
  if (scheme === 'file')
    throw new InputError(`"${clip(raw)}" is a file URL; read_page reads pages of the docs site only.`);
  if (scheme === URI_SCHEME) {
    const rest = raw.slice(URI_SCHEME.length + 1).replace(/^\/\//, '');
    // The overview page is toolhive-docs:///toolhive/ (or its version's root); an empty path is not a name for it.
    if (/^\/*([?#].*)?$/.test(rest)) {
      throw new InputError(
        `"${clip(raw)}" names no page; resource URIs look like ${URI_SCHEME}://${docs.root}quickstart.`,
      );
    }
    return splitPath(rest.startsWith('/') ? rest : `/${rest}`, docs);
  }
  if (scheme && raw.slice(scheme.length + 1).startsWith('//')) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new InputError(`"${clip(raw)}" is not a valid URL.`);
    }
    const site = new URL(docs.siteUrl);
    if (url.origin !== site.origin) {
      throw new InputError(`${clip(url.origin)} is not this docs site; read_page reads only pages of ${docs.siteUrl}.`);
    }
    // A mirror served under a path (https://example.com/docs) links to its pages below that path.
    const base = site.pathname.replace(/\/+$/, '');
    const under = base && (url.pathname === base || url.pathname.startsWith(`${base}/`));
    if (base && !under) {
      throw new InputError(`${clip(url.href)} is not under ${docs.siteUrl}; read_page reads only pages there.`);
    }
    return {
      sitePath: under ? url.pathname.slice(base.length) || '/' : url.pathname,
      anchor: url.hash ? url.hash.slice(1) : null,
    };
  }
  if (scheme && !raw.startsWith('/'))
    throw new InputError(`"${clip(raw)}" is not a page path or a URL of ${docs.siteUrl}.`);
  const hash = raw.indexOf('#');
  const withoutHash = hash >= 0 ? raw.slice(0, hash) : raw;
  return { sitePath: withoutHash.replace(/\?.*$/, ''), anchor: hash >= 0 ? raw.slice(hash + 1) : null };
}

function decode(text: string, what: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new InputError(`The ${what} "${clip(text)}" has a broken percent-encoding.`);
  }
}

/** Paths of the pages that best match the words of a path that is not a page. */
function suggestions(docs: Docs, sitePath: string): string[] {
  const words = sitePath
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\btoolhive\b/g, ' ')
    .trim();
  const seen = new Set<string>();
  for (const { record } of docs.engine.search(words)) {
    seen.add(record.url_without_anchor);
    if (seen.size === 3) break;
  }
  return [...seen];
}

export function resolvePage(docs: Docs, input: unknown, anchorInput?: unknown): Target {
  if (typeof input !== 'string' || !input.trim()) {
    throw new InputError(`"path" is required: a page path such as ${docs.root}guides-cli/install, or a page URL.`);
  }
  if (anchorInput !== undefined && typeof anchorInput !== 'string') throw new InputError('"anchor" must be a string.');
  const raw = input.trim();
  if (raw.length > 2000) throw new InputError('"path" is longer than 2000 characters; pass a page path or URL.');
  if (/\p{Cc}/u.test(raw)) throw new InputError('"path" contains control characters.');
  const split = splitPath(raw, docs);
  let sitePath = decode(split.sitePath, 'path');
  if (sitePath.includes('\\'))
    throw new InputError(`"${clip(raw)}" is a file path; read_page reads pages of the docs site only.`);
  if (sitePath.split('/').some((s) => s === '..' || s === '.')) {
    throw new InputError(`"${clip(raw)}" leaves the docs site: "." and ".." are not allowed in a page path.`);
  }
  if (!sitePath.startsWith('/')) sitePath = `/${sitePath}`;
  sitePath = sitePath.replace(/\/index\.(md|html)$/, '/').replace(/\.(md|html)$/, '');
  const other = VERSION_ROOT.exec(sitePath);
  if (other?.[1] && `${other[0]}/` !== docs.root) {
    throw new InputError(
      `${clip(sitePath)} is a page of the ${clip(other[1])} docs; this server holds the ToolHive ${docs.version} docs, under ${docs.root}.`,
    );
  }
  // Paths copied from the default docs (/toolhive/...) or written without /toolhive/ name this version's page.
  const page = docs.page(sitePath) ?? docs.page(docs.root + sitePath.replace(/^\/(toolhive(\/|$))?/, ''));
  if (!page) {
    const near = suggestions(docs, sitePath);
    throw new InputError(
      `No page at ${clip(sitePath)}. Pages live under ${docs.root}.` +
        (near.length ? ` Closest matches: ${near.join(', ')}.` : '') +
        ' Use list_pages or search_docs to find a page.',
    );
  }
  const anchorRaw = typeof anchorInput === 'string' && anchorInput.trim() ? anchorInput.trim() : split.anchor;
  const anchor = anchorRaw ? decode(anchorRaw.replace(/^#/, ''), 'anchor') : null;
  return { page, anchor: anchor || null };
}
