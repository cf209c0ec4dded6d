import fs from 'node:fs/promises';
import path from 'node:path';
import type { DocMetadata, LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sidebarDocIds } from '../../lib/sidebarDocs';
import { pageToMarkdown, withFrontMatter } from './htmlToMarkdown';
import { markdownPathFor } from '../../contract';

export interface Section {
  title: string;
  docs: DocMetadata[];
}

/** Docs grouped by top-level sidebar entry, in sidebar order; pages outside any sidebar come last. */
export function sectionsInSidebarOrder(content: DocsContent): Section[] {
  const { docs, sidebars } = content.loadedVersions[0];
  const byId = new Map(docs.map((d) => [d.id, d]));
  const seen = new Set<string>();
  // Each doc once, in the first section that leads to it.
  const unseen = (ids: string[]) => {
    const fresh = [...new Set(ids)].filter((id) => byId.has(id) && !seen.has(id));
    fresh.forEach((id) => seen.add(id));
    return fresh.map((id) => byId.get(id)!);
  };
  const overview: Section = { title: 'Overview', docs: [] };
  const sections = [overview];
  for (const item of Object.values(sidebars).flat()) {
    if (item.type === 'category') sections.push({ title: item.label, docs: unseen(sidebarDocIds(item)) });
    else overview.docs.push(...unseen(sidebarDocIds(item)));
  }
  const rest = docs.filter((d) => !seen.has(d.id));
  if (rest.length) sections.push({ title: 'Other pages', docs: rest });
  return sections.filter((s) => s.docs.length > 0);
}

/**
 * Publishes the docs for AI agents: `<route>.md` for every doc page,
 * `/llms.txt` (an index in the llmstxt.org format) and `/llms-full.txt`
 * (every page in sidebar order), all made from the built pages.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let docsContent: DocsContent | undefined;
  return {
    name: 'llms-txt',
    async allContentLoaded({ allContent }) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
    },
    async postBuild({ outDir }) {
      if (!docsContent) throw new Error('llms-txt: the docs plugin content was not loaded');
      const site = context.siteConfig;
      const absolute = (p: string) => new URL(p, site.url).toString();
      const sections = sectionsInSidebarOrder(docsContent);
      const index: string[] = [
        `# ${site.title}`,
        '',
        '> How to install, run, secure, and operate ToolHive, which runs Model Context Protocol (MCP) servers in isolated containers or as remote proxies: the desktop UI, the thv CLI, the Kubernetes operator, the registry, and the management API.',
        '',
        'Every page is also available as Markdown at its address plus `.md`. `llms-full.txt` holds all of them in one file.',
        '',
        `To search, read, and ask these docs offline from an MCP client, run the \`toolhive-docs-mcp\` server: [Use these docs from your AI client](${absolute('/toolhive/docs-mcp-server.md')}).`,
      ];
      const full: string[] = [];
      for (const section of sections) {
        index.push('', `## ${section.title}`, '');
        for (const doc of section.docs) {
          const htmlFile = path.join(outDir, doc.permalink, 'index.html');
          const html = await fs.readFile(htmlFile, 'utf8').catch(() => {
            throw new Error(`llms-txt: no built page for ${doc.id} at ${htmlFile}`);
          });
          const markdown = withFrontMatter(pageToMarkdown(html));
          const mdPath = markdownPathFor(doc.permalink);
          await fs.mkdir(path.dirname(path.join(outDir, mdPath)), { recursive: true });
          await fs.writeFile(path.join(outDir, mdPath), markdown);
          index.push(`- [${doc.title}](${absolute(`/${mdPath}`)}): ${doc.description.split('\n')[0]}`);
          full.push(`<!-- source: ${absolute(doc.permalink)} -->\n${markdown}`);
        }
      }
      await fs.writeFile(path.join(outDir, 'llms.txt'), `${index.join('\n')}\n`);
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n'));
    },
  };
}
