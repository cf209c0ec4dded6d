import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { stripProse } from './schema';

/** One operation of the management API, as the release's swagger states it. */
export interface ApiOperationFact {
  /** `METHOD /path`, the operation's stable id. */
  key: string;
  method: string;
  path: string;
  operationId?: string;
  tags?: string[];
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { required: boolean; content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

export interface ApiFacts {
  file: string;
  operations: ApiOperationFact[];
  schemas: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

type Op = {
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; type?: string }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const contentSchemas = (content: Record<string, { schema?: unknown }> | undefined) =>
  Object.fromEntries(Object.entries(content ?? {}).map(([type, c]) => [type, stripProse(c.schema ?? {})]));

/** Operations and schemas of an OpenAPI document, prose left out. */
export function apiFactsOf(
  spec: { paths?: Record<string, Record<string, Op>>; components?: { schemas?: Record<string, unknown> } },
  file: string,
): ApiFacts {
  const operations: ApiOperationFact[] = [];
  for (const [p, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const fact: ApiOperationFact = {
        key: `${method.toUpperCase()} ${p}`,
        method: method.toUpperCase(),
        path: p,
        parameters: (op.parameters ?? []).map((q) => ({
          name: q.name,
          in: q.in,
          required: q.required ?? false,
          schema: stripProse(q.schema ?? (q.type ? { type: q.type } : {})),
        })),
        responses: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([code, r]) => [
            code,
            r.content ? { content: contentSchemas(r.content) } : {},
          ]),
        ),
      };
      if (op.operationId) fact.operationId = op.operationId;
      if (op.tags) fact.tags = op.tags;
      if (op.requestBody)
        fact.requestBody = {
          required: op.requestBody.required ?? false,
          content: contentSchemas(op.requestBody.content),
        };
      operations.push(fact);
    }
  }
  operations.sort((a, b) => a.key.localeCompare(b.key));
  const schemas = Object.fromEntries(
    Object.entries(spec.components?.schemas ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, s]) => [name, stripProse(s)]),
  );
  return { file, operations, schemas };
}

/** The release's swagger (docs/server/swagger.yaml); none in trees that predate the API. */
export function extractApi(tree: string): ApiFacts | undefined {
  const rel = 'docs/server/swagger.yaml';
  const file = path.join(tree, rel);
  if (!fs.existsSync(file)) return undefined;
  return apiFactsOf(load(fs.readFileSync(file, 'utf8')) as Parameters<typeof apiFactsOf>[0], rel);
}
