import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import { escapeHtml } from '../../lib/escapeHtml';
import {
  appendText,
  attribute,
  byAttribute,
  byClass,
  byClassPart,
  byTag,
  closest,
  createElement,
  find,
  findAll,
  innerHtml,
  parseHtml,
  remove,
  replaceWith,
  textOf,
  type Element,
} from '../../lib/html';

/**
 * Turns a built doc page into clean Markdown for AI agents and "Open
 * Markdown": the rendered article is the one source every page kind shares
 * (hand-written MDX, generated CLI, API and CRD pages, components).
 */

// Chrome of the page that is not part of its content.
const DROP = [
  byClass('hash-link'),
  byTag('button'),
  byTag('nav'),
  byClass('theme-doc-footer'),
  byClass('theme-doc-toc-mobile'),
  byClass('theme-doc-version-badge'),
  byClass('theme-doc-breadcrumbs'),
  byClass('page-actions'),
  byTag('script'),
  byTag('style'),
  byTag('svg'),
];

function codeLanguage(el: Element): string {
  const holder = closest(el, byClassPart('language-')) ?? el;
  return attribute(holder, 'class')?.match(/language-([\w-]+)/)?.[1] ?? '';
}

/** Replaces rendered building blocks with plain-Markdown equivalents before conversion. */
function simplify(root: Element): void {
  for (const test of DROP) findAll(root, test).forEach(remove);

  // Code blocks: one fenced block per <pre>, lines kept.
  for (const pre of findAll(root, byTag('pre'))) {
    const lines = findAll(pre, byClass('token-line'));
    const text = lines.length ? lines.map((l) => textOf(l).replace(/\n$/, '')).join('\n') : textOf(pre);
    const codeBlock = closest(pre, byClass('theme-code-block'));
    const titleElement = codeBlock && find(codeBlock, byClassPart('codeBlockTitle'));
    const title = titleElement && textOf(titleElement).trim();
    const block = createElement('pre', { 'data-md': '', 'data-lang': codeLanguage(pre) });
    if (title) block.attrs.push({ name: 'data-title', value: title });
    appendText(block, text.replace(/\n+$/, ''));
    replaceWith(codeBlock ?? pre, block);
  }

  // Tabs: every panel in order, each under its label.
  for (const tabs of findAll(root, byClass('tabs-container'))) {
    const labels = findAll(tabs, byAttribute('role', 'tab')).map((t) => textOf(t).trim());
    const panels = findAll(tabs, byAttribute('role', 'tabpanel'));
    const parts = panels.map(
      (panel, i) => `<p><strong>${escapeHtml(labels[i] ?? `Tab ${i + 1}`)}</strong></p>${innerHtml(panel)}`,
    );
    replaceWith(tabs, `<div>${parts.join('')}</div>`);
  }

  // Admonitions: a blockquote that starts with the admonition's title.
  for (const note of findAll(root, byClass('theme-admonition'))) {
    const headingElement = find(note, byClassPart('admonitionHeading'));
    const heading = (headingElement && textOf(headingElement).trim()) || 'Note';
    const content = find(note, byClassPart('admonitionContent'));
    const body = innerHtml(content ?? note);
    replaceWith(note, `<blockquote><p><strong>${escapeHtml(heading)}</strong></p>${body}</blockquote>`);
  }

  // API schema rows: only CSS sets a property's type and "required" apart from its name.
  for (const type of findAll(root, byClass('openapi-schema__name', 'openapi-schema__type')))
    replaceWith(type, ` <code>${escapeHtml(textOf(type).trim())}</code>`);
  for (const flag of findAll(root, byClass('openapi-schema__required'))) replaceWith(flag, ' <em>required</em>');

  // Details: the summary as bold text, then the content.
  for (const details of findAll(root, byTag('details'))) {
    const summary = find(details, byTag('summary'));
    // Keep the summary's inline markup: a `<code>` placeholder such as <NAME> must stay code.
    const label = (summary && innerHtml(summary).trim()) || 'Details';
    if (summary) remove(summary);
    replaceWith(details, `<div><p><strong>${label}</strong></p>${innerHtml(details)}</div>`);
  }

  // Table wrappers and other focus helpers are layout only.
  for (const wrapper of findAll(root, byClass('table-scroll'))) replaceWith(wrapper, innerHtml(wrapper));
}

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '_',
});
turndown.use(gfm);
turndown.addRule('fencedCode', {
  filter: (node) => node.nodeName === 'PRE' && node.hasAttribute('data-md'),
  replacement: (_content, node) => {
    const el = node as unknown as { getAttribute(name: string): string | null; textContent: string };
    const title = el.getAttribute('data-title');
    const fence = el.textContent.includes('```') ? '````' : '```';
    return `\n\n${title ? `${title}:\n\n` : ''}${fence}${el.getAttribute('data-lang') ?? ''}\n${el.textContent}\n${fence}\n\n`;
  },
});

export interface PageMarkdown {
  title: string;
  description: string;
  body: string;
}

/** Markdown of the article in a built page, with its title and description. */
export function pageToMarkdown(html: string): PageMarkdown {
  const doc = parseHtml(html);
  const h1 = find(doc, byTag('h1'));
  const titleElement = find(doc, byTag('title'));
  const title = h1 ? textOf(h1).trim() : titleElement ? textOf(titleElement).trim() : '';
  const descriptionElement = find(doc, (e) => e.tagName === 'meta' && attribute(e, 'name') === 'description');
  const description = (descriptionElement && attribute(descriptionElement, 'content')) ?? '';
  const article = find(doc, byTag('article')) ?? find(doc, byTag('main'));
  if (!article) throw new Error('llms-txt: page has no <article> or <main>');
  const articleH1 = find(article, byTag('h1'));
  if (articleH1) remove(articleH1);
  simplify(article);
  const body = turndown
    .turndown(innerHtml(article))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { title, description, body };
}

export function withFrontMatter(page: PageMarkdown): string {
  const quote = (s: string) => JSON.stringify(s);
  return `---\ntitle: ${quote(page.title)}\ndescription: ${quote(page.description)}\n---\n\n# ${page.title}\n\n${page.body}\n`;
}
