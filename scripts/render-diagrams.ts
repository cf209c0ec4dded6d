/**
 * Draws every Mermaid diagram in docs/ and src/pages/ into
 * src/data/diagrams/<mode>-<hash>.svg, once per colour mode, and removes
 * drawings no page uses any more. Run it (`npm run diagrams`) after adding or
 * changing a diagram; it needs Chromium, as the tests do. The build inlines
 * the drawings (src/plugins/mermaid-svg) and fails on a diagram without one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launchOptions } from '../playwright.config';
import { mermaidSources } from '../src/plugins/mermaid-svg/sources';
import { diagramId, diagramsDir, drawingsOf, type MermaidSettings } from '../src/plugins/mermaid-svg/diagrams';

/** The part of mermaid.min.js's global this script calls. */
interface MermaidGlobal {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

const root = path.resolve(__dirname, '..');
const fontFile = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

// The page reproduces what a diagram's labels inherit on the site (font, size,
// line height), so the boxes Mermaid measures here fit the text there.
const stage = `<!doctype html><html><head><style>
@font-face {
  font-family: 'Inter Variable';
  font-weight: 100 900;
  src: url(data:font/woff2;base64,${fs.readFileSync(fontFile).toString('base64')}) format('woff2-variations');
}
html { font: 100%/1.65 'Inter Variable', system-ui, sans-serif; }
</style></head><body></body></html>`;

async function main(): Promise<void> {
  const config = (await import(path.join(root, 'docusaurus.config.ts'))).default;
  const settings = config.themeConfig.mermaid as MermaidSettings;
  const diagrams = mermaidSources(root);
  const drawings = drawingsOf(diagrams, settings);

  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    await page.setContent(stage);
    await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
    await page.evaluate(() => document.fonts.load('16px "Inter Variable"'));
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
      fs.writeFileSync(target, `${svg}\n`);
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
