#!/usr/bin/env node
// Serves the production build the way a static host does: clean URLs,
// 404.html for unknown paths, and the response headers from build/_headers
// (the same file Netlify-style hosts read), so tests see what users get.
// --no-headers serves none, as GitHub Pages, S3 or a plain file server do.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { commandLine } from './commandLine.mjs';

const { values } = commandLine(
  {
    options: {
      port: { type: 'string', default: '3000' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string', default: 'build' },
      // Mounting the build under another path reproduces a wrong `baseUrl` deploy.
      base: { type: 'string', default: '/' },
      'no-headers': { type: 'boolean', default: false },
    },
  },
  'node scripts/serve-build.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--base /] [--no-headers]',
);
const port = Number(values.port);
const host = values.host;
const root = path.resolve(values.dir);
const base = values.base;

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve-build: ${root}/index.html is missing. Run "npm run build" first.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.gz': 'application/gzip',
};

/** Parses a `_headers` file: a path pattern line, then indented `Name: value` lines. */
function loadHeaderRules(file) {
  if (!fs.existsSync(file)) return [];
  const rules = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ re: new RegExp(`^${pattern}$`), headers: [] });
    } else if (rules.length) {
      const i = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}
const headerRules = values['no-headers'] ? [] : loadHeaderRules(path.join(root, '_headers'));

// Static hosts compress text on the wire; serving it raw would make every
// transfer (and so the bench's Lighthouse figures) three to four times larger
// than what readers get. Compressed bodies are kept, the build is immutable.
const compressible = /^(text\/|application\/(json|xml|yaml|javascript)|image\/svg)/;
const compressedCache = new Map();
function compressed(file, encoding) {
  const key = `${encoding}:${file}`;
  if (!compressedCache.has(key)) {
    const body = fs.readFileSync(file);
    compressedCache.set(
      key,
      encoding === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : zlib.gzipSync(body, { level: 9 }),
    );
  }
  return compressedCache.get(key);
}
function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.split(';')[0].trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/')
    ? [path.join(clean, 'index.html')]
    : [clean, `${clean}.html`, path.join(clean, 'index.html'), path.join(clean.replace(/\.html$/, ''), 'index.html')];
  for (const c of candidates) {
    const full = path.join(root, c);
    if (full.startsWith(root) && fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return null;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  let file = null;
  try {
    if (url.pathname.startsWith(base)) file = resolveFile(`/${url.pathname.slice(base.length)}`);
  } catch {
    file = null;
  }
  const status = file ? 200 : 404;
  file ??= path.join(root, '404.html');
  for (const rule of headerRules) {
    if (rule.re.test(url.pathname)) for (const [k, v] of rule.headers) res.setHeader(k, v);
  }
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  res.setHeader('Content-Type', type);
  const isText = compressible.test(type);
  if (isText) res.setHeader('Vary', 'Accept-Encoding');
  const encoding = isText ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.writeHead(status);
  if (req.method === 'HEAD') return res.end();
  if (encoding) return res.end(compressed(file, encoding));
  fs.createReadStream(file).pipe(res);
});

server.listen(port, host, () => console.log(`serve-build: http://${host}:${port}/ from ${root}`));
