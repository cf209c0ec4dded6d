import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, serialize } from 'parse5';
import type { LoadContext } from '@docusaurus/types';
import postBuildPlugin, { addPolicyMeta, inlineScripts, type Rewrite } from '../../src/features/post-build';
import { metaPolicy, scriptHash } from '../../src/features/post-build/headers';
import { attribute, byTag, find } from '../../src/lib/html';
import { SCRIPTS_AFTER_PAINT, scriptsAfterPaint } from '../../src/features/post-build/scriptsAfterPaint';

const PAGE =
  '<!doctype html><html><head><link rel=stylesheet href=/assets/css/styles.css>' +
  '<script src=/assets/js/runtime~main.js defer></script><script src=/assets/js/main.js defer></script>' +
  '<script type=application/ld+json>{"a":1}</script></head><body><script>theme()</script><p>Hi</p></body></html>';

describe('the post-build pass', () => {
  it('runs the entry scripts after the first paint, in order, preloading them meanwhile', () => {
    const document = parse(PAGE);
    scriptsAfterPaint(document, 'page.html');
    const html = serialize(document);
    expect(html).not.toContain('defer');
    expect(html).toContain(
      '<link rel="preload" href="/assets/js/runtime~main.js" as="script" fetchpriority="low"><link rel="preload" href="/assets/js/main.js" as="script" fetchpriority="low"></head>',
    );
    expect(html).toContain(
      `<script data-scripts="/assets/js/runtime~main.js /assets/js/main.js">${SCRIPTS_AFTER_PAINT}</script></body>`,
    );
    expect(inlineScripts(document)).toEqual(['theme()', SCRIPTS_AFTER_PAINT]);
  });

  it("preloads only the entry; the route's chunks are requested with it after the paint", () => {
    const document = parse(
      PAGE.replace('</head>', '<script src=/assets/js/17896441.a19bcad8.js defer></script></head>'),
    );
    scriptsAfterPaint(document, 'page.html');
    const html = serialize(document);
    expect(html.match(/rel="preload"/g)).toHaveLength(2);
    expect(html).not.toContain('<link rel="preload" href="/assets/js/17896441');
    expect(html).toContain(
      'data-scripts="/assets/js/runtime~main.js /assets/js/main.js /assets/js/17896441.a19bcad8.js"',
    );
  });

  it('names the page when it has no entry script to move', () => {
    expect(() => scriptsAfterPaint(parse('<p>no scripts</p>'), 'odd/index.html')).toThrow(
      'post-build: odd/index.html has no deferred entry script',
    );
  });

  it('rewrites every page in order and hashes the inline scripts of the final HTML', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
    fs.mkdirSync(path.join(outDir, 'guide'));
    fs.writeFileSync(path.join(outDir, 'index.html'), PAGE);
    fs.writeFileSync(path.join(outDir, 'guide/index.html'), PAGE.replace('theme()', 'other()'));
    const order: string[] = [];
    const first: Rewrite = (_document, file) => order.push(`first ${path.relative(outDir, file)}`);
    const second: Rewrite = (_document, file) => order.push(`second ${path.relative(outDir, file)}`);
    const plugin = postBuildPlugin({} as LoadContext, { rewrites: [first, scriptsAfterPaint, second] });
    await plugin.postBuild!({ outDir } as never);
    expect(order).toEqual([
      'first guide/index.html',
      'second guide/index.html',
      'first index.html',
      'second index.html',
    ]);
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain(SCRIPTS_AFTER_PAINT);
    const headers = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
    const scriptSrc = /script-src ([^;\n]*)/.exec(headers)![1].split(' ');
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [scriptHash('theme()'), scriptHash('other()'), scriptHash(SCRIPTS_AFTER_PAINT)].sort(),
    );
    expect(fs.readFileSync(path.join(outDir, 'security-headers.nginx.conf'), 'utf8')).toContain(scriptHash('other()'));
  });

  it('puts the policy into every page too, with the same hashes, less what a meta element cannot carry', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
    fs.mkdirSync(path.join(outDir, 'guide'));
    fs.writeFileSync(path.join(outDir, 'index.html'), PAGE.replace('<head>', '<head><meta charset="utf-8">'));
    fs.writeFileSync(path.join(outDir, 'guide/index.html'), PAGE.replace('theme()', 'other()'));
    const plugin = postBuildPlugin({} as LoadContext, {
      rewrites: [scriptsAfterPaint],
      connectSources: ['https://a.example'],
    });
    await plugin.postBuild!({ outDir } as never);
    const header = /Content-Security-Policy: (.*)/.exec(fs.readFileSync(path.join(outDir, '_headers'), 'utf8'))![1];
    expect(header).toContain("frame-ancestors 'none'");
    for (const file of ['index.html', 'guide/index.html']) {
      const document = parse(fs.readFileSync(path.join(outDir, file), 'utf8'));
      const head = find(document, byTag('head'))!;
      const first = head.childNodes
        .filter((n) => 'tagName' in n)
        .map((n) => attribute(n as never, 'http-equiv') ?? (n as { tagName: string }).tagName);
      // After the charset, which must stay in the first 1024 bytes, and before every script.
      expect(first.slice(0, 3), file).toEqual(
        file === 'index.html'
          ? ['meta', 'Content-Security-Policy', 'link']
          : ['Content-Security-Policy', 'link', 'script'],
      );
      const meta = find(head, (e) => attribute(e, 'http-equiv') === 'Content-Security-Policy')!;
      const policy = attribute(meta, 'content')!;
      expect(policy, file).toBe(header.replace("; frame-ancestors 'none'", ''));
      expect(policy).toContain(scriptHash('other()'));
      expect(policy).toContain('https://a.example');
    }
  });

  it('leaves out of the meta policy only the directives browsers ignore there', () => {
    expect(metaPolicy("default-src 'self'; frame-ancestors 'none'; report-uri /r; sandbox; object-src 'none'")).toBe(
      "default-src 'self'; object-src 'none'",
    );
  });

  it('names a page without a head', () => {
    const document = parse('<p>x</p>');
    document.childNodes = [];
    expect(() => addPolicyMeta(document, 'odd.html')).toThrow('post-build: odd.html has no head');
  });

  it('refuses an extra source that is not an http(s) origin', () => {
    expect(() => postBuildPlugin({} as LoadContext, { connectSources: ["https://x.example 'unsafe-eval'"] })).toThrow(
      'is not an http(s) origin',
    );
  });
});
