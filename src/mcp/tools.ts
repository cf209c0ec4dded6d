/**
 * The four tools. Each handler validates its arguments, throws InputError
 * with a message meant for the caller when they are wrong, and otherwise
 * returns text for the model plus structured data for the client.
 */
import { answerQuestion } from '../features/search/engine/answer';
import { byPage, listed, queryWordCount, snippet } from '../features/search/engine/engine';
import { LEVELS, type SearchRecord } from '../features/search/engine/types';
import type { Docs, Page } from './docs';
import { clip, InputError, resolvePage, URI_SCHEME } from './resolve';
import { sectionOf } from './sections';

export const MAX_TEXT = 500;
export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 20;
/** list_pages answers in pages of this many entries by default (all 185 came to about 100 KB). */
export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 200;

type Json = Record<string, unknown>;
export interface ToolResult {
  text: string;
  structured?: Json;
}
export interface ToolDef {
  name: string;
  title: string;
  description: string;
  inputSchema: Json;
  outputSchema?: Json;
  run(args: Json): ToolResult;
}

const str = { type: 'string' };

function text(args: Json, name: string, what: string): string {
  const value = args[name];
  if (value === undefined || value === null) throw new InputError(`"${name}" is required: ${what}.`);
  if (typeof value !== 'string') throw new InputError(`"${name}" must be a string.`);
  const trimmed = value.trim();
  if (!trimmed) throw new InputError(`"${name}" is empty: ${what}.`);
  if (trimmed.length > MAX_TEXT) {
    throw new InputError(`"${name}" is ${trimmed.length} characters long; the limit is ${MAX_TEXT}. Shorten it.`);
  }
  return trimmed;
}

function limitOf(args: Json, fallback = DEFAULT_LIMIT, max = MAX_LIMIT): number {
  const raw = args.limit;
  if (raw === undefined || raw === null) return fallback;
  const n = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) {
    throw new InputError(`"limit" must be a whole number from 1 to ${max}; got ${clip(raw)}.`);
  }
  return n;
}

/** The section named by `args.section` (its label, any case, or its folder such as `guides-cli`), if any. */
function sectionArg(docs: Docs, args: Json): string | null {
  const raw = args.section;
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') throw new InputError('"section" must be a string.');
  const want = raw.trim().toLowerCase();
  const found = docs.sections.find(
    (s) =>
      s.toLowerCase() === want ||
      docs.pages.some((p) => p.section === s && p.path.split('/')[2]?.toLowerCase() === want && want !== ''),
  );
  if (found) return found;
  const tag = docs.apiTags.find((t) => t.toLowerCase() === want);
  if (tag) {
    const home = docs.pages.find((p) => p.apiTag === tag)!.section;
    throw new InputError(
      `"${tag}" is a tag of the API reference, not a section of the docs; its operations are in the section "${home}". ` +
        `Sections: ${docs.sections.join(', ')}.`,
    );
  }
  throw new InputError(`Unknown section "${clip(raw)}". Sections: ${docs.sections.join(', ')}.`);
}

/** `a &amp; b` → `a & b`: undoes the escaping the engine's snippet applies for HTML. */
const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/**
 * Lines meant for contributors, not readers: the note on generated pages that
 * names the data file and generator under src/ to edit, and its title.
 */
const CONTRIBUTOR_LINE = /^(Generated page|.*\bsrc\/(data|plugins)\/.*)$/;

/** Section text as a reader sees it: no contributor notes. */
const readerText = (text: string) =>
  text
    .split('\n')
    .filter((line) => !CONTRIBUTOR_LINE.test(line.trim()))
    .join('\n');

/**
 * The engine's snippet is HTML for the site's search box; a client gets
 * plain text on one line, with inline code in backticks as in Markdown.
 */
const plainSnippet = (html: string) =>
  unescape(html.replace(/<\/?code>/g, '`'))
    .replace(/\s+/g, ' ')
    .trim();

const titlePath = (r: SearchRecord) =>
  LEVELS.map((l) => r.hierarchy[l])
    .filter(Boolean)
    .join(' › ');

const bodyCache = new WeakMap<Docs, Map<string, string>>();
/** For a heading hit, the first body text of its section gives the snippet. */
function bodies(docs: Docs): Map<string, string> {
  let bodyOf = bodyCache.get(docs);
  if (!bodyOf) {
    bodyOf = new Map();
    for (const r of docs.engine.records) if (r.content && !bodyOf.has(r.url)) bodyOf.set(r.url, r.content);
    bodyCache.set(docs, bodyOf);
  }
  return bodyOf;
}

function searchDocs(docs: Docs, bodyOf: Map<string, string>, args: Json): ToolResult {
  const query = text(args, 'query', 'pass a few words to search for');
  const limit = limitOf(args);
  const section = sectionArg(docs, args);
  const seen = new Set<string>();
  const words = queryWordCount(query);
  const tags = { pre: '', post: '', ellipsis: '…' };
  const results = [];
  for (const { record, terms } of byPage(
    listed(
      docs.engine.search(query, section ? (r) => docs.page(r.url_without_anchor)?.section === section : undefined),
    ),
  )) {
    // One result per page, at its best section: a model gets more pages to choose from.
    if (seen.has(record.url_without_anchor)) continue;
    seen.add(record.url_without_anchor);
    const body = readerText(record.content ?? bodyOf.get(record.url) ?? '');
    results.push({
      title: titlePath(record),
      url: docs.url(record.url),
      path: record.url,
      section: docs.page(record.url_without_anchor)?.section ?? record.hierarchy.lvl0 ?? '',
      snippet: plainSnippet(snippet(body, terms, 40, words, tags).value),
    });
    if (results.length === limit) break;
  }
  const scope = section ? ` in ${section}` : '';
  const lines = results.length
    ? results.map((r, i) => `${i + 1}. ${r.title}\n   ${r.url}\n   ${r.snippet}`)
    : [`No pages match "${query}"${scope}. Try other words, fewer words, or no section.`];
  return {
    text: `${results.length ? `Top ${results.length} pages for "${query}"${scope} (ToolHive ${docs.version} docs):\n\n` : ''}${lines.join('\n\n')}`,
    structured: { query, section, results },
  };
}

function withSource(docs: Docs, markdown: string, url: string): string {
  const nl = markdown.indexOf('\n');
  const [first, rest] = nl < 0 ? [markdown, ''] : [markdown.slice(0, nl), markdown.slice(nl + 1)];
  return `${first}\n\nSource: ${url} (ToolHive ${docs.version} docs)\n${rest.startsWith('\n') ? '' : '\n'}${rest}`;
}

function readPage(docs: Docs, args: Json): ToolResult {
  const { page, anchor } = resolvePage(docs, args.path, args.anchor);
  const base = { title: page.title, url: docs.url(page.path), path: page.path, section: page.section };
  if (!anchor) return { text: withSource(docs, page.markdown, base.url), structured: { ...base, anchor: null } };
  const headings = docs.headings(page);
  const target = headings.find((r) => r.anchor === anchor);
  const markdown = target && sectionOf(page.markdown, headings, target);
  if (!markdown) {
    const known = headings.map((r) => r.anchor).slice(0, 40);
    throw new InputError(
      `${page.path} has no section "#${clip(anchor)}".` +
        (known.length ? ` Its anchors: ${known.join(', ')}.` : ' The page has no sections.') +
        ' Leave out "anchor" to read the whole page.',
    );
  }
  const url = docs.url(`${page.path}#${anchor}`);
  return { text: withSource(docs, `# ${page.title}\n\n${markdown}`, url), structured: { ...base, url, anchor } };
}

function askDocs(docs: Docs, args: Json): ToolResult {
  const question = text(args, 'question', 'ask a question about ToolHive');
  const answer = answerQuestion(docs.engine, question);
  const sources = answer.sources.map((s) => ({ n: s.n, title: s.title, url: docs.url(s.url), path: s.url }));
  const cited = sources.map((s) => `[${s.n}] ${s.title}: ${s.url}`).join('\n');
  const from = `(ToolHive ${docs.version} docs)`;
  return {
    text: answer.covered ? `${answer.text}\n\nSources ${from}:\n${cited}` : `${answer.text}\n\n${from}`,
    structured: { question, covered: answer.covered, answer: answer.text, sources },
  };
}

/**
 * Where a list_pages call starts: the cursor a previous call returned, as a
 * string or, as many clients and models send it, a number.
 */
function cursorOf(args: Json, total: number, scope: string): number {
  const raw = args.cursor;
  if (raw === undefined || raw === null || raw === '') return 0;
  const n = typeof raw === 'string' && /^\s*\d{1,6}\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new InputError(
      `"cursor" must be the nextCursor of an earlier list_pages call, a whole number such as "${LIST_DEFAULT_LIMIT}"; got ${clip(raw)}. Leave it out to start from the first page.`,
    );
  }
  if (n >= total) {
    throw new InputError(
      `"cursor" ${n} is past the end: the docs${scope} have ${total} pages, so a cursor runs from 0 to ${total - 1}. Leave it out to start from the first page.`,
    );
  }
  return n;
}

function listPages(docs: Docs, args: Json): ToolResult {
  const section = sectionArg(docs, args);
  const limit = limitOf(args, LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT);
  const all = docs.pages.filter((p) => !section || p.section === section);
  const scope = section ? ` in ${section}` : '';
  const from = cursorOf(args, all.length, scope);
  const pages = all.slice(from, from + limit).map((p: Page) => ({
    title: p.title,
    path: p.path,
    url: docs.url(p.path),
    section: p.section,
    apiTag: p.apiTag,
    description: p.description,
  }));
  const next = from + pages.length < all.length ? String(from + pages.length) : null;
  const groups = [...new Set(pages.map((p) => p.section))].map(
    (s) =>
      `## ${s}\n\n${pages
        .filter((p) => p.section === s)
        .map((p) => `- ${p.title} (${p.path})${p.apiTag ? ` [API: ${p.apiTag}]` : ''}: ${p.description}`)
        .join('\n')}`,
  );
  const range =
    all.length > pages.length ? `Pages ${from + 1} to ${from + pages.length} of ${all.length}` : `${all.length} pages`;
  const more = next
    ? `\n\nMore pages follow: call list_pages again with cursor "${next}"${section ? ' and the same section' : ''}.`
    : '';
  return {
    text: `${range} of the ToolHive ${docs.version} docs${scope}:\n\n${groups.join('\n\n')}${more}`,
    structured: { section, total: all.length, pages, nextCursor: next },
  };
}

/** A release as a caller may write it: `v0.44.0`, `0.44.0`, `V0.44.0`. */
const releaseKey = (release: string) => release.trim().toLowerCase().replace(/^v/, '');

/**
 * The optional `version` every tool takes: the server holds one release's
 * docs (each release has its own package), so a request for another one is
 * refused with what to run instead, never answered from the wrong release.
 */
function checkVersion(docs: Docs, args: Json): void {
  const raw = args.version;
  if (raw === undefined || raw === null || raw === '') return;
  if (typeof raw !== 'string') throw new InputError('"version" must be a string, for example "' + docs.version + '".');
  if (releaseKey(raw) === releaseKey(docs.version)) return;
  throw new InputError(
    `This server holds the ToolHive ${docs.version} docs only; it has no docs for "${clip(raw)}". ` +
      `Leave out "version" to use ${docs.version}, or run the toolhive-docs-mcp package of that release ` +
      `(toolhive-docs-mcp-${releaseKey(raw)}.tgz on the docs site).`,
  );
}

export function toolsFor(docs: Docs): ToolDef[] {
  const versionProp = {
    type: 'string',
    description: `The ToolHive release to answer from. This server holds ${docs.version}; another release is refused.`,
  };
  // Every tool takes `version` and says in its structured result which release answered.
  return defineTools(docs).map((tool) => ({
    ...tool,
    inputSchema: {
      ...tool.inputSchema,
      properties: { ...(tool.inputSchema.properties as Json), version: versionProp },
    },
    outputSchema: tool.outputSchema && {
      ...tool.outputSchema,
      properties: { ...(tool.outputSchema.properties as Json), version: str },
      required: [...(tool.outputSchema.required as string[]), 'version'],
    },
    run(args: Json): ToolResult {
      checkVersion(docs, args);
      const result = tool.run(args);
      return {
        ...result,
        ...(result.structured ? { structured: { ...result.structured, version: docs.version } } : {}),
      };
    },
  }));
}

function defineTools(docs: Docs): ToolDef[] {
  const sectionProp = {
    type: 'string',
    enum: docs.sections,
    description: `Limit to one top-level section of the docs: ${docs.sections.join(', ')}. The API operations are in ${docs.pages.find((p) => p.apiTag)?.section ?? 'Reference'}.`,
  };
  const bodyOf = bodies(docs);
  const result = (props: Json, required: string[]) => ({ type: 'object', properties: props, required });
  return [
    {
      name: 'search_docs',
      title: 'Search the ToolHive docs',
      description:
        `Keyword search over every section of the ToolHive ${docs.version} documentation (CLI, desktop UI, Kubernetes operator, registry, API, concepts). ` +
        'Use it first to find where a topic, command, flag, or error message is covered. ' +
        'Returns the best-matching pages, best first (a page with several matching sections ranks higher), each at its best section with its title path, absolute URL, and a short snippet; ' +
        'call read_page with a result URL to read the whole section. Short queries of a few distinctive words work best.',
      inputSchema: {
        type: 'object',
        properties: {
          query: {
            type: 'string',
            minLength: 1,
            maxLength: MAX_TEXT,
            description: 'Words to look for, for example "network isolation" or "thv client register".',
          },
          section: sectionProp,
          limit: {
            type: 'integer',
            minimum: 1,
            maximum: MAX_LIMIT,
            default: DEFAULT_LIMIT,
            description: `How many pages to return, 1 to ${MAX_LIMIT}.`,
          },
        },
        required: ['query'],
      },
      outputSchema: result(
        {
          query: str,
          section: { type: ['string', 'null'] },
          results: {
            type: 'array',
            items: result({ title: str, url: str, path: str, section: str, snippet: str }, [
              'title',
              'url',
              'path',
              'section',
              'snippet',
            ]),
          },
        },
        ['query', 'section', 'results'],
      ),
      run: (args) => searchDocs(docs, bodyOf, args),
    },
    {
      name: 'read_page',
      title: 'Read a ToolHive docs page',
      description:
        'Returns one page of the ToolHive docs as Markdown, starting with its title and canonical URL, or only one section of it when you give an anchor. ' +
        'Use it after search_docs or list_pages, to read the full instructions, commands, and tables before answering. ' +
        `Accepts a site path (${docs.root}guides-cli/install), a page URL of ${docs.siteUrl} (an #anchor in it selects a section), or a ${URI_SCHEME}:// resource URI.`,
      inputSchema: {
        type: 'object',
        properties: {
          path: {
            type: 'string',
            minLength: 1,
            description: `Page path or URL, for example ${docs.root}guides-cli/network-isolation.`,
          },
          anchor: {
            type: 'string',
            description: 'Optional heading anchor, for example "how-it-works", to read just that section.',
          },
        },
        required: ['path'],
      },
      outputSchema: result({ title: str, url: str, path: str, section: str, anchor: { type: ['string', 'null'] } }, [
        'title',
        'url',
        'path',
        'section',
        'anchor',
      ]),
      run: (args) => readPage(docs, args),
    },
    {
      name: 'ask_docs',
      title: 'Ask the ToolHive docs a question',
      description:
        'Answers a question in plain words from the ToolHive docs alone, offline and without a language model, the same way the question mode of the docs site does: ' +
        'it quotes the most relevant sentences and cites each source with its URL, or says that the docs do not cover the question. ' +
        'Use it for a quick grounded answer; use search_docs and read_page when you need the full procedure.',
      inputSchema: {
        type: 'object',
        properties: {
          question: {
            type: 'string',
            minLength: 1,
            maxLength: MAX_TEXT,
            description: 'The question, for example "How do I restrict which hosts an MCP server can reach?"',
          },
        },
        required: ['question'],
      },
      outputSchema: result(
        {
          question: str,
          covered: { type: 'boolean' },
          answer: str,
          sources: {
            type: 'array',
            items: result({ n: { type: 'integer' }, title: str, url: str, path: str }, ['n', 'title', 'url', 'path']),
          },
        },
        ['question', 'covered', 'answer', 'sources'],
      ),
      run: (args) => askDocs(docs, args),
    },
    {
      name: 'list_pages',
      title: 'List the ToolHive docs pages',
      description:
        `Lists the pages of the ToolHive ${docs.version} docs with their titles, paths, and one-line descriptions, grouped by section, ${LIST_DEFAULT_LIMIT} at a time. ` +
        'Use it to see what the docs cover or to browse one section; pass a path from it to read_page. ' +
        'When more pages follow, the result has a nextCursor: pass it as cursor to get them.',
      inputSchema: {
        type: 'object',
        properties: {
          section: sectionProp,
          cursor: {
            type: ['string', 'integer'],
            description: 'The nextCursor of the previous call, to get the pages that follow.',
          },
          limit: {
            type: 'integer',
            minimum: 1,
            maximum: LIST_MAX_LIMIT,
            default: LIST_DEFAULT_LIMIT,
            description: `How many pages to list, 1 to ${LIST_MAX_LIMIT}.`,
          },
        },
      },
      outputSchema: result(
        {
          section: { type: ['string', 'null'] },
          total: { type: 'integer' },
          pages: {
            type: 'array',
            items: result(
              { title: str, path: str, url: str, section: str, apiTag: { type: ['string', 'null'] }, description: str },
              ['title', 'path', 'url', 'section', 'apiTag', 'description'],
            ),
          },
          nextCursor: { type: ['string', 'null'] },
        },
        ['section', 'total', 'pages', 'nextCursor'],
      ),
      run: (args) => listPages(docs, args),
    },
  ];
}
