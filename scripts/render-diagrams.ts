/**
 * Draws every Mermaid diagram in docs/ and src/pages/ into
 * src/data/diagrams/<mode>-<hash>.svg, once per colour mode, and removes
 * drawings no page uses any more. Run it (`npm run diagrams`) after adding or
 * changing a diagram; it needs Chromium, as the tests do. The build inlines
 * the drawings (src/features/diagrams) and fails on a diagram without one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { launchOptions } from '../playwright.config';
import { mermaidSources } from '../src/features/diagrams/sources';
import {
  diagramId,
  diagramsDir,
  drawingsOf,
  namespaceIds,
  type MermaidSettings,
} from '../src/features/diagrams/diagrams';

/** The part of mermaid.min.js's global this script calls. */
interface MermaidGlobal {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

const root = path.resolve(__dirname, '..');

// The page reproduces what a diagram's labels inherit on the site (size, line
// height) in the diagrams' own font, so the boxes Mermaid measures here fit
// the text there.
const stage = (fontFamily: string): string =>
  `<!doctype html><html><head><style>html { font: 100%/1.65 ${fontFamily}; }</style></head><body></body></html>`;

/**
 * Fails when none of the diagrams' named fonts is installed: the stack would
 * fall back to a generic font, and boxes measured in it would not fit the
 * text readers see. With the generic family swapped for monospace, a missing
 * stack measures exactly like monospace.
 */
async function checkFontInstalled(page: Page, fontFamily: string): Promise<void> {
  const namedOnly = fontFamily.replace(/sans-serif\s*$/, 'monospace');
  const [named, fallback] = await page.evaluate(
    (fonts) => {
      const context = document.createElement('canvas').getContext('2d')!;
      return fonts.map(
        (font) => ((context.font = `16px ${font}`), context.measureText('ToolHive proxy 127.0.0.1').width),
      );
    },
    [namedOnly, 'monospace'],
  );
  if (named === fallback)
    throw new Error(
      `None of the diagram fonts (${fontFamily}) is installed: install Arial or Liberation Sans (Debian: apt-get install fonts-liberation)`,
    );
}

async function main(): Promise<void> {
  const config = (await import(path.join(root, 'docusaurus.config.ts'))).default;
  const settings = config.themeConfig.mermaid as MermaidSettings;
  const diagrams = mermaidSources(root);
  const drawings = drawingsOf(diagrams, settings);

  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const fontFamily = String(settings.options.fontFamily);
    await page.setContent(stage(fontFamily));
    await checkFontInstalled(page, fontFamily);
    await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
    let drawn = 0;
    for (const { file, line, source, mode, name } of drawings) {
      const target = path.join(diagramsDir, name);
      if (fs.existsSync(target)) continue;
      const mermaidConfig = { startOnLoad: false, ...settings.options, theme: settings.theme[mode] };
      const svg = await page
        .evaluate(
          async ([id, text, cfg]) => {
            const { mermaid } = window as unknown as { mermaid: MermaidGlobal };
            mermaid.initialize(cfg);
            return (await mermaid.render(id, text)).svg;
          },
          [diagramId(name), source, mermaidConfig] as const,
        )
        .catch((error: Error) => {
          throw new Error(`${path.relative(root, file)}:${line}: Mermaid cannot draw this diagram: ${error.message}`);
        });
      fs.mkdirSync(diagramsDir, { recursive: true });
      // Mermaid describes the drawing's role as "flowchart-v2" and the like, on
      // a role (graphics-document) that axe's aria-roledescription rule does
      // not accept; the name says nothing a reader needs.
      fs.writeFileSync(target, `${namespaceIds(svg, diagramId(name)).replace(/ aria-roledescription="[^"]*"/, '')}\n`);
      drawn += 1;
    }
    const wanted = new Set(drawings.map((drawing) => drawing.name));
    const stale = fs.readdirSync(diagramsDir).filter((f) => f.endsWith('.svg') && !wanted.has(f));
    for (const f of stale) fs.rmSync(path.join(diagramsDir, f));
    console.log(`${diagrams.length} diagrams: ${drawn} drawings made, ${stale.length} stale removed.`);
  } finally {
    await browser.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
