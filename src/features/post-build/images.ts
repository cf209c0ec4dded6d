import fs from 'node:fs';
import path from 'node:path';
import { attribute, elements, type Document } from '../../lib/html';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The images a built page shows that are not in the build. Docusaurus checks
 * Markdown images, but a JSX `<img src="/img/x.png">` (or one a component
 * renders) is left to the browser, which shows a broken image. Returns each
 * missing image as its URL.
 */
export function missingImages(document: Document, file: string, outDir: string, baseUrl: string): string[] {
  const pageUrl = new URL(`/${path.relative(outDir, file).split(path.sep).join('/')}`, 'http://site');
  const urls = [...elements(document)].flatMap((e) => {
    if (e.tagName === 'img') return [attribute(e, 'src'), ...srcset(attribute(e, 'srcset'))];
    if (e.tagName === 'source') return srcset(attribute(e, 'srcset'));
    return [];
  });
  return [
    ...new Set(
      urls.filter((url): url is string => !!url && !EXTERNAL.test(url) && !exists(url, pageUrl, outDir, baseUrl)),
    ),
  ];
}

const srcset = (value: string | undefined) => (value ?? '').split(',').map((part) => part.trim().split(/\s+/)[0]);

function exists(url: string, pageUrl: URL, outDir: string, baseUrl: string): boolean {
  const { pathname } = new URL(url, pageUrl);
  if (!pathname.startsWith(baseUrl)) return false;
  const file = path.join(outDir, decodeURIComponent(pathname.slice(baseUrl.length)));
  return fs.existsSync(file) && fs.statSync(file).isFile();
}
