import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { colorModes, diagramFileName, diagramsDir, type MermaidSettings } from './diagrams';

export interface Options {
  /** themeConfig.mermaid. */
  settings: MermaidSettings;
  /** Where the drawings live; src/data/diagrams unless a test says otherwise. */
  dir?: string;
  /**
   * What to do with a diagram that has no drawing yet: `fail` (production
   * builds) or `browser` (leave it to Docusaurus, whose Mermaid draws it in
   * the browser, as in `npm start` while a writer works on it).
   */
  missing: 'fail' | 'browser';
}

/**
 * Swaps each ```mermaid fence for its committed drawings, one per colour mode,
 * which src/theme/Mermaid inlines. Runs before Docusaurus' own plugins, while
 * the fence still has its position for an error, and makes the node that
 * Docusaurus' Mermaid plugin would make, with the drawings in place of the
 * source; a fence it leaves alone is Docusaurus' to handle.
 */
export default function remarkMermaidSvg({ settings, dir = diagramsDir, missing }: Options) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const names = colorModes.map((mode) => diagramFileName(node.value, mode, settings));
      const absent = names.filter((name) => !fs.existsSync(path.join(dir, name)));
      if (absent.length) {
        if (missing === 'browser') return;
        const where = `${path.relative(process.cwd(), file.path)}:${node.position?.start.line ?? '?'}`;
        throw new Error(
          `${where}: this Mermaid diagram has no drawing (${absent.join(', ')} is missing from ` +
            `${path.relative(process.cwd(), dir)}). Run \`npm run diagrams\` and commit the SVG files it writes.`,
        );
      }
      const [light, dark] = names.map((name) => fs.readFileSync(path.join(dir, name), 'utf8').trim());
      parent.children[index] = {
        type: 'mermaidCodeBlock',
        position: node.position,
        data: { hName: 'mermaid', hProperties: { light, dark } },
      } as unknown as Code;
    });
  };
}
