import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { PackedIndex } from '../../src/features/search/engine/types';

export const BUILD = path.resolve(__dirname, '../../build');
/** Links in these tests point here, so a test can tell them from any default. */
export const SITE_URL = 'https://docs.example.test';

export const index = JSON.parse(fs.readFileSync(path.join(BUILD, 'search-index.json'), 'utf8')) as PackedIndex;
export const pagePaths = index.pages.map(([p]) => p);

/** The Markdown twin of a page, read straight from the build. */
export function twin(sitePath: string): { title: string; body: string } {
  const file = path.join(BUILD, `${sitePath.replace(/^\/|\/$/g, '') || 'index'}.md`);
  const text = fs.readFileSync(file, 'utf8');
  const m = /^---\ntitle: (".*")\ndescription: ".*"\n---\n\n/.exec(text);
  if (!m) throw new Error(`${file}: no front matter`);
  return { title: JSON.parse(m[1]) as string, body: text.slice(m[0].length) };
}

export async function connectStdio(command: string, args: string[], options: { cwd?: string } = {}) {
  const transport = new StdioClientTransport({
    command,
    args,
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', SITE_URL },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'toolhive-docs-tests', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

export const textOf = (result: unknown) =>
  (result as CallToolResult).content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
