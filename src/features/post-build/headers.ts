import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface SecurityHeadersOptions {
  /** Extra origins the pages may fetch from (hosted search, an AI endpoint). */
  connectSources?: string[];
  /** Extra origins scripts may load from (an opted-in analytics service). */
  scriptSources?: string[];
}

/** Throws, naming the source, unless every extra source is an http(s) origin. */
export function assertOrigins(options: SecurityHeadersOptions): void {
  for (const source of [...(options.connectSources ?? []), ...(options.scriptSources ?? [])]) {
    if (!/^https?:\/\/[^\s;']+$/.test(source)) throw new Error(`post-build: "${source}" is not an http(s) origin`);
  }
}

/** The sha256 CSP source of an inline script's text. */
export const scriptHash = (body: string): string =>
  `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy(hashes: Iterable<string>, options: SecurityHeadersOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].sort().join(' ')} ${(options.scriptSources ?? []).join(' ')}`.trim(),
    // Inline style attributes come from React and Mermaid; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // The API reference's Try-it panel talks to the reader's own `thv serve`.
    `connect-src 'self' http://localhost:* http://127.0.0.1:* ${(options.connectSources ?? []).join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Directives a policy in a `<meta>` element cannot carry: browsers ignore them there, with a console warning. */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/**
 * The policy every page also carries in a `<meta http-equiv>` element, for
 * hosts that send no headers (GitHub Pages, S3, a plain file server): the
 * header's, with the same script hashes, less what a `<meta>` cannot carry.
 * Where both arrive the browser enforces both, and they agree.
 */
export const metaPolicy = (csp: string): string =>
  csp
    .split('; ')
    .filter((directive) => !HEADER_ONLY.has(directive.split(' ')[0]))
    .join('; ');

/**
 * Writes the site's response headers next to the pages: `_headers` (read by
 * Netlify, Cloudflare Pages and scripts/serve-build.mjs) and an nginx
 * snippet. The CSP lists the hash of every inline script the pages run, so
 * no 'unsafe-inline' is needed for scripts.
 */
export async function writeHeaders(outDir: string, csp: string): Promise<void> {
  const headers: [string, string][] = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  // Every file under /assets/ has a content hash in its name, so browsers
  // may keep it for good: a chunk a page or a prefetch fetched is not
  // fetched again on the next route.
  const immutable: [string, string] = ['Cache-Control', 'public, max-age=31536000, immutable'];
  const headerLines = (list: [string, string][]) => list.map(([k, v]) => `  ${k}: ${v}`).join('\n');
  await fs.writeFile(
    path.join(outDir, '_headers'),
    `/*\n${headerLines(headers)}\n/assets/*\n${headerLines([immutable])}\n`,
  );
  const nginxLines = (list: [string, string][], indent: string) =>
    list.map(([k, v]) => `${indent}add_header ${k} "${v}" always;`).join('\n');
  await fs.writeFile(
    path.join(outDir, 'security-headers.nginx.conf'),
    [
      '# include this inside the server block that serves the site',
      nginxLines(headers, ''),
      // A location with an add_header of its own inherits none from the
      // server block, so it repeats them.
      'location /assets/ {',
      nginxLines([...headers, immutable], '  '),
      '}',
      '',
    ].join('\n'),
  );
}
