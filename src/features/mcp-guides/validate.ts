import fs from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';

/**
 * Registry fields each guide component reads. A dotted path means a nested
 * field, for example `metadata.stars`.
 */
export const componentFields: Record<string, string[]> = {
  McpServerMetadata: [
    'image',
    'transport',
    'tier',
    'status',
    'tools',
    'metadata.stars',
    'metadata.last_updated',
    'repository_url',
  ],
  McpToolList: ['tools'],
};

export interface GuideProblem {
  file: string;
  server?: string;
  message: string;
}

type Json = Record<string, unknown>;

function readFrontMatter(source: string): Json {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) return {};
  const data = loadYaml(match[1]);
  return data && typeof data === 'object' ? (data as Json) : {};
}

function hasField(entry: Json, dotted: string): boolean {
  let value: unknown = entry;
  for (const key of dotted.split('.')) {
    if (!value || typeof value !== 'object' || !(key in (value as Json))) return false;
    value = (value as Json)[key];
  }
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null && value !== '';
}

/** Finds `<Component ... server="name"` uses of the guide components. */
export function componentUses(source: string): { component: string; server: string }[] {
  const names = Object.keys(componentFields).join('|');
  const pattern = new RegExp(`<(${names})\\b[^>]*?\\bserver=["']([^"']+)["']`, 'g');
  return [...source.matchAll(pattern)].map((m) => ({ component: m[1], server: m[2] }));
}

/**
 * Checks every guide in `guidesDir` against the registry data: the server a
 * page names (front matter `mcp_server`, or a component's `server` prop) must
 * exist, and every field the page relies on (the components' fields plus any
 * listed in front matter `mcp_fields`) must be present in its entry.
 * Files starting with `_` and `index.mdx` are not guides.
 */
export function validateGuides(guidesDir: string, registry: { servers?: unknown }): GuideProblem[] {
  const servers = (registry.servers ?? {}) as Record<string, Json>;
  const problems: GuideProblem[] = [];
  const files = fs
    .readdirSync(guidesDir)
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_') && !/^index\.mdx?$/.test(f))
    .sort();
  for (const name of files) {
    const file = path.join(guidesDir, name);
    const source = fs.readFileSync(file, 'utf8');
    const frontMatter = readFrontMatter(source);
    const declared = typeof frontMatter.mcp_server === 'string' ? frontMatter.mcp_server : undefined;
    const uses = componentUses(source);
    if (!declared && uses.length === 0) {
      problems.push({
        file,
        message: 'names no server: set front matter mcp_server or use <McpServerMetadata server="...">',
      });
      continue;
    }
    const required = new Map<string, Set<string>>();
    const need = (server: string, fields: string[]) => {
      const set = required.get(server) ?? new Set<string>();
      fields.forEach((f) => set.add(f));
      required.set(server, set);
    };
    if (declared) {
      const extra = Array.isArray(frontMatter.mcp_fields) ? frontMatter.mcp_fields.map(String) : [];
      need(declared, extra);
    }
    for (const use of uses) {
      if (declared && use.server !== declared) {
        problems.push({
          file,
          server: use.server,
          message: `<${use.component}> names server "${use.server}" but front matter mcp_server is "${declared}"`,
        });
      }
      need(use.server, componentFields[use.component]);
    }
    for (const [server, fields] of required) {
      const entry = servers[server];
      if (!entry) {
        problems.push({ file, server, message: `server "${server}" is not in the registry data` });
        continue;
      }
      for (const field of fields) {
        if (!hasField(entry, field)) {
          problems.push({ file, server, message: `server "${server}" has no "${field}" in the registry data` });
        }
      }
    }
  }
  return problems;
}

export function formatProblems(problems: GuideProblem[], siteDir: string): string {
  return problems.map((p) => `- ${path.relative(siteDir, p.file)}: ${p.message}`).join('\n');
}
