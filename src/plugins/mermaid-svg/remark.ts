import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { colorModes, diagramFileName, diagramsDir, type MermaidSettings } from './diagrams';

export interface Options {
  /** themeConfig.mermaid. */
  settings: MermaidSettings;
  /** Where the drawings live; src/data/diagrams unless a test says otherwise. */
  dir?: string;
  /**
   * What to do with a diagram that has no drawing yet: `fail` (production
   * builds) or `browser` (let Mermaid draw it in the browser, as in
   * `npm start` while a writer works on it).
   */
  missing: 'fail' | 'browser';
}

/** The node Docusaurus' own Mermaid plugin makes of a ```mermaid fence. */
interface MermaidNode extends Node {
  data: { hName: 'mermaid'; hProperties: { value?: string; light?: string; dark?: string } };
}

/**
 * Swaps each diagram's source for its committed drawings, one per colour
 * mode, which src/theme/Mermaid inlines. Runs after Docusaurus' plugins,
 * which turn the fences into `mermaidCodeBlock` nodes.
 */
export default function remarkMermaidSvg({ settings, dir = diagramsDir, missing }: Options) {
  return (tree: Node, file: VFile) => {
    visit(tree, 'mermaidCodeBlock', (node: MermaidNode) => {
      const source = node.data.hProperties.value ?? '';
      const names = colorModes.map((mode) => diagramFileName(source, mode, settings));
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
      node.data.hProperties = { light, dark };
    });
  };
}
