import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import remarkMermaidSvg from '../../src/features/diagrams/remark';
import { mermaidSources } from '../../src/features/diagrams/sources';
import {
  diagramFileName,
  diagramsDir,
  drawingIds,
  drawingsOf,
  namespaceIds,
  type MermaidSettings,
} from '../../src/features/diagrams/diagrams';

const repo = path.resolve(__dirname, '../..');

async function siteSettings(): Promise<MermaidSettings> {
  const { default: config } = await import('../../docusaurus.config');
  return (config.themeConfig as { mermaid: MermaidSettings }).mermaid;
}

describe('committed diagram drawings', () => {
  it('exist for every Mermaid diagram in both colour modes, with none left over', async () => {
    const settings = await siteSettings();
    const drawings = drawingsOf(mermaidSources(repo), settings);
    expect(drawings.length).toBeGreaterThan(0);
    const committed = fs.readdirSync(diagramsDir).filter((f) => f.endsWith('.svg'));
    const missing = drawings
      .filter(({ name }) => !committed.includes(name))
      .map(({ file, line, name }) => `${path.relative(repo, file)}:${line} ${name}`);
    const orphans = committed.filter((name) => !drawings.some((drawing) => drawing.name === name));
    expect(missing, 'diagrams without a drawing: run `npm run diagrams`').toEqual([]);
    expect(orphans, 'drawings no page uses: run `npm run diagrams`').toEqual([]);
  });

  it('are SVG that Mermaid drew with the id the page needs', () => {
    for (const name of fs.readdirSync(diagramsDir).filter((f) => f.endsWith('.svg'))) {
      const svg = fs.readFileSync(path.join(diagramsDir, name), 'utf8');
      expect(svg.startsWith(`<svg id="mermaid-${name.replace(/\.svg$/, '')}"`), name).toBe(true);
      expect(svg, name).toMatch(/^<svg [^>]*role="graphics-document document"/);
      // npm run diagrams drops it: axe rejects a role description on that role.
      expect(svg, name).not.toMatch(/aria-roledescription/);
      expect(svg.trimEnd().endsWith('</svg>'), name).toBe(true);
    }
  });

  it('give the drawings of one page no element id in common', async () => {
    // A page inlines both modes of each of its diagrams; axe fails a repeated id.
    const drawings = drawingsOf(mermaidSources(repo), await siteSettings());
    const pages = new Map<string, string[]>();
    for (const { file, name } of drawings) pages.set(file, [...(pages.get(file) ?? []), name]);
    for (const [file, names] of pages) {
      const seen = new Map<string, string>();
      const shared: string[] = [];
      for (const name of names)
        for (const id of drawingIds(fs.readFileSync(path.join(diagramsDir, name), 'utf8'))) {
          const first = seen.get(id);
          if (first && first !== name) shared.push(`${id} (${first}, ${name})`);
          seen.set(id, name);
        }
      expect(shared, `${path.relative(repo, file)}: delete those drawings and run \`npm run diagrams\``).toEqual([]);
    }
  });
});

describe('namespaceIds', () => {
  it("puts the drawing's id in front of every other id and of every reference to one", () => {
    const svg =
      '<svg id="mermaid-light-ab"><style>#mermaid-light-ab .x{fill:#999}</style>' +
      '<line id="actor3"/><g id="root-3"/><use href="#actor3"/><path marker-end="url(#root-3)" fill="#fff"/></svg>';
    expect(namespaceIds(svg, 'mermaid-light-ab')).toBe(
      '<svg id="mermaid-light-ab"><style>#mermaid-light-ab .x{fill:#999}</style>' +
        '<line id="mermaid-light-ab-actor3"/><g id="mermaid-light-ab-root-3"/><use href="#mermaid-light-ab-actor3"/>' +
        '<path marker-end="url(#mermaid-light-ab-root-3)" fill="#fff"/></svg>',
    );
  });
});

describe('remarkMermaidSvg', () => {
  const settings: MermaidSettings = { theme: { light: 'neutral', dark: 'dark' }, options: {} };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  const source = 'flowchart LR\n  A --> B';
  // A page as the MDX compiler reads it, so the fence has its real position (line 7).
  const tree = () =>
    createProcessor().parse(
      `# Example\n\nA page with one diagram.\n\nIt follows.\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`,
    ) as Root;
  const diagramProps = (root: Root) => (root.children[3] as { data?: { hProperties?: object } }).data?.hProperties;
  const file = new VFile({ path: path.join(process.cwd(), 'docs/example.mdx') });

  it('leaves a diagram with no drawing to the browser in `npm start`', () => {
    const root = tree();
    remarkMermaidSvg({ settings, dir: work, missing: 'browser' })(root, file);
    expect(root.children[3]).toMatchObject({ type: 'code', lang: 'mermaid', value: source });
  });

  it('stops the production build at a diagram with no drawing, naming the file, line and fix', () => {
    expect(() => remarkMermaidSvg({ settings, dir: work, missing: 'fail' })(tree(), file)).toThrow(
      /^docs\/example\.mdx:7: this Mermaid diagram has no drawing \(light-[0-9a-f]{16}\.svg, dark-[0-9a-f]{16}\.svg .*npm run diagrams/,
    );
  });

  it('puts both drawings in place of the source', () => {
    fs.writeFileSync(path.join(work, diagramFileName(source, 'light', settings)), '<svg id="l"/>\n');
    fs.writeFileSync(path.join(work, diagramFileName(source, 'dark', settings)), '<svg id="d"/>\n');
    const root = tree();
    remarkMermaidSvg({ settings, dir: work, missing: 'fail' })(root, file);
    expect(root.children[3].type).toBe('mermaidCodeBlock');
    expect(diagramProps(root)).toEqual({ light: '<svg id="l"/>', dark: '<svg id="d"/>' });
  });

  it('names a drawing after everything that changes it', () => {
    const name = diagramFileName(source, 'light', settings);
    expect(diagramFileName(`${source}\n`, 'light', settings)).toBe(name);
    expect(diagramFileName(`${source} --> C`, 'light', settings)).not.toBe(name);
    expect(diagramFileName(source, 'dark', settings)).not.toBe(name.replace('light', 'dark'));
    expect(diagramFileName(source, 'light', { ...settings, options: { fontFamily: 'serif' } })).not.toBe(name);
  });
});
