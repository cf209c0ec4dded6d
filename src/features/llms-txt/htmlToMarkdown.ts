import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import { parse, type HTMLElement } from 'node-html-parser';
import { escapeHtml } from '../../lib/escapeHtml';
import { parseHtml } from '../../lib/parseHtml';

/**
 * Turns a built doc page into clean Markdown for AI agents and "Open
 * Markdown": the rendered article is the one source every page kind shares
 * (hand-written MDX, generated CLI, API and CRD pages, components).
 */

// Chrome of the page that is not part of its content.
const DROP = [
  '.hash-link',
  'button',
  'nav',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  '.theme-doc-version-badge',
  '.theme-doc-breadcrumbs',
  '.page-actions',
  'script',
  'style',
  'svg',
];

function codeLanguage(el: HTMLElement): string {
  const holder = el.closest('[class*="language-"]') ?? el;
  return holder.getAttribute('class')?.match(/language-([\w-]+)/)?.[1] ?? '';
}

/** Replaces rendered building blocks with plain-Markdown equivalents before conversion. */
function simplify(root: HTMLElement): void {
  for (const selector of DROP) root.querySelectorAll(selector).forEach((el) => el.remove());

  // Code blocks: one fenced block per <pre>, lines kept.
  for (const pre of root.querySelectorAll('pre')) {
    const lines = pre.querySelectorAll('.token-line');
    const text = lines.length ? lines.map((l) => l.textContent.replace(/\n$/, '')).join('\n') : pre.textContent;
    const lang = codeLanguage(pre);
    const title = pre.closest('.theme-code-block')?.querySelector('[class*="codeBlockTitle"]')?.textContent.trim();
    const block = parse('<pre data-md=""></pre>').firstChild as HTMLElement;
    block.setAttribute('data-lang', lang);
    if (title) block.setAttribute('data-title', title);
    block.set_content(escapeHtml(text.replace(/\n+$/, '')));
    (pre.closest('.theme-code-block') ?? pre).replaceWith(block);
  }

  // Tabs: every panel in order, each under its label.
  for (const tabs of root.querySelectorAll('.tabs-container')) {
    const labels = tabs.querySelectorAll('[role="tab"]').map((t) => t.textContent.trim());
    const panels = tabs.querySelectorAll('[role="tabpanel"]');
    const parts = panels.map(
      (panel, i) => `<p><strong>${escapeHtml(labels[i] ?? `Tab ${i + 1}`)}</strong></p>${panel.innerHTML}`,
    );
    tabs.replaceWith(parse(`<div>${parts.join('')}</div>`));
  }

  // Admonitions: a blockquote that starts with the admonition's title.
  for (const note of root.querySelectorAll('.theme-admonition')) {
    const heading = note.querySelector('[class*="admonitionHeading"]')?.textContent.trim() || 'Note';
    const body = note.querySelector('[class*="admonitionContent"]')?.innerHTML ?? note.innerHTML;
    note.replaceWith(parse(`<blockquote><p><strong>${escapeHtml(heading)}</strong></p>${body}</blockquote>`));
  }

  // API schema rows: only CSS sets a property's type and "required" apart from its name.
  for (const type of root.querySelectorAll('.openapi-schema__name, .openapi-schema__type'))
    type.replaceWith(parse(` <code>${escapeHtml(type.textContent.trim())}</code>`));
  for (const flag of root.querySelectorAll('.openapi-schema__required')) flag.replaceWith(parse(' <em>required</em>'));

  // Details: the summary as bold text, then the content.
  for (const details of root.querySelectorAll('details')) {
    const summary = details.querySelector('summary');
    // Keep the summary's inline markup: a `<code>` placeholder such as <NAME> must stay code.
    const label = summary?.innerHTML.trim() || 'Details';
    summary?.remove();
    details.replaceWith(parse(`<div><p><strong>${label}</strong></p>${details.innerHTML}</div>`));
  }

  // Table wrappers and other focus helpers are layout only.
  for (const wrapper of root.querySelectorAll('.table-scroll')) wrapper.replaceWith(parse(wrapper.innerHTML));
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
  const title = doc.querySelector('h1')?.textContent.trim() ?? doc.querySelector('title')?.textContent.trim() ?? '';
  const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const article = doc.querySelector('article') ?? doc.querySelector('main');
  if (!article) throw new Error('llms-txt: page has no <article> or <main>');
  article.querySelector('h1')?.remove();
  simplify(article);
  const body = turndown
    .turndown(article.innerHTML)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { title, description, body };
}

export function withFrontMatter(page: PageMarkdown): string {
  const quote = (s: string) => JSON.stringify(s);
  return `---\ntitle: ${quote(page.title)}\ndescription: ${quote(page.description)}\n---\n\n# ${page.title}\n\n${page.body}\n`;
}
