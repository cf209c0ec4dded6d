import fs from 'node:fs/promises';
import path from 'node:path';
import type { DocMetadata, LoadedContent as DocsContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sidebarDocIds } from '../../lib/sidebarDocs';
import { pageToMarkdown, withFrontMatter } from './htmlToMarkdown';
import { markdownPathFor, tagOfDocsVersion } from '../../contract';

export interface Section {
  title: string;
  docs: DocMetadata[];
}

/** A docs version's pages grouped by top-level sidebar entry, in sidebar order; pages outside any sidebar come last. */
export function sectionsInSidebarOrder({ docs, sidebars }: Pick<LoadedVersion, 'docs' | 'sidebars'>): Section[] {
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

/** Where a docs version's llms.txt and llms-full.txt go: `/` for the default version, its own path for another. */
const filesDirOf = (version: LoadedVersion) => version.path.replace(/\/?$/, '/');

/**
 * Publishes the docs for AI agents: `<route>.md` for every doc page, and for
 * each docs version `llms.txt` (an index in the llmstxt.org format) and
 * `llms-full.txt` (every page in sidebar order) under the version's path,
 * all made from the built pages. Each llms.txt names the release it
 * describes and where the other versions' files are.
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
      const versions = docsContent.loadedVersions;
      for (const version of versions) {
        const dir = filesDirOf(version);
        const others = versions.filter((v) => v !== version);
        const index: string[] = [
          `# ${site.title}`,
          '',
          `> How to install, run, secure, and operate ToolHive ${tagOfDocsVersion(version.versionName)}, which runs Model Context Protocol (MCP) servers in isolated containers or as remote proxies: the desktop UI, the thv CLI, the Kubernetes operator, the registry, and the management API.`,
          '',
          'Every page is also available as Markdown at its address plus `.md`. `llms-full.txt` holds all of them in one file.',
          ...others.map(
            (v) =>
              `\nThe docs for ToolHive ${tagOfDocsVersion(v.versionName)} have their own index: [${v.label}](${absolute(`${filesDirOf(v)}llms.txt`)}).`,
          ),
          '',
          `To search, read, and ask these docs offline from an MCP client, run the \`toolhive-docs-mcp\` server: [Use these docs from your AI client](${absolute(`${dir}toolhive/docs-mcp-server.md`)}).`,
        ];
        const full: string[] = [];
        for (const section of sectionsInSidebarOrder(version)) {
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
        await fs.mkdir(path.join(outDir, dir), { recursive: true });
        await fs.writeFile(path.join(outDir, dir, 'llms.txt'), `${index.join('\n')}\n`);
        await fs.writeFile(path.join(outDir, dir, 'llms-full.txt'), full.join('\n'));
      }
    },
  };
}
