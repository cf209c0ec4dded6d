import fs from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';
import { filesBelow } from '../../lib/filesBelow';

export interface DiagramSource {
  file: string;
  line: number;
  source: string;
}

/**
 * Every ```mermaid fence the site's MDX compiler will see, read with the same
 * parser (@mdx-js/mdx), so the text matches what the build hashes. Front
 * matter is blanked first (keeping its lines, for line numbers): it is YAML,
 * not MDX.
 */
export function mermaidSources(siteDir: string): DiagramSource[] {
  const found: DiagramSource[] = [];
  // Every docs version's pages: a frozen version keeps the drawings it was cut with.
  for (const file of ['docs', 'versioned_docs', 'src/pages'].flatMap((dir) =>
    filesBelow(path.join(siteDir, dir), /\.mdx?$/),
  )) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('mermaid')) continue;
    const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (fm) => fm.replace(/[^\n]/g, ''));
    const tree = createProcessor({ format: file.endsWith('.md') ? 'md' : 'mdx' }).parse(body);
    visit(tree, 'code', (node: Code) => {
      if (node.lang === 'mermaid') found.push({ file, line: node.position?.start.line ?? 0, source: node.value });
    });
  }
  return found;
}
