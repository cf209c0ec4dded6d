import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { assertValidSpec, specProblems } from '../../src/features/api-reference/validateSpec';
import { generateApiSpec } from '../../src/data/api/join';

const source = generateApiSpec(path.resolve(__dirname, '../..'), 'v0.3.5');
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
};
const spec = load(source) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { enum?: string[]; 'x-enum-varnames'?: string[] }> };
};
const operations = Object.entries(spec.paths).flatMap(([p, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
);

// Every operation of the ToolHive v0.3.5 management API.
const PRODUCT_OPERATIONS = `GET /api/openapi.json
GET /health
GET /api/v1beta/version
GET /api/v1beta/clients
POST /api/v1beta/clients
DELETE /api/v1beta/clients/{name}
DELETE /api/v1beta/clients/{name}/groups/{group}
POST /api/v1beta/clients/register
POST /api/v1beta/clients/unregister
GET /api/v1beta/discovery/clients
GET /api/v1beta/groups
POST /api/v1beta/groups
GET /api/v1beta/groups/{name}
DELETE /api/v1beta/groups/{name}
GET /api/v1beta/registry
POST /api/v1beta/registry
GET /api/v1beta/registry/{name}
PUT /api/v1beta/registry/{name}
DELETE /api/v1beta/registry/{name}
GET /api/v1beta/registry/{name}/servers
GET /api/v1beta/registry/{name}/servers/{serverName}
POST /api/v1beta/secrets
GET /api/v1beta/secrets/default
GET /api/v1beta/secrets/default/keys
POST /api/v1beta/secrets/default/keys
PUT /api/v1beta/secrets/default/keys/{key}
DELETE /api/v1beta/secrets/default/keys/{key}
GET /api/v1beta/workloads
POST /api/v1beta/workloads
GET /api/v1beta/workloads/{name}
DELETE /api/v1beta/workloads/{name}
POST /api/v1beta/workloads/{name}/edit
GET /api/v1beta/workloads/{name}/export
GET /api/v1beta/workloads/{name}/logs
POST /api/v1beta/workloads/{name}/restart
GET /api/v1beta/workloads/{name}/status
POST /api/v1beta/workloads/{name}/stop
POST /api/v1beta/workloads/delete
POST /api/v1beta/workloads/restart
POST /api/v1beta/workloads/stop`.split('\n');

describe('API spec', () => {
  it('passes the OpenAPI linter with no problem at all', async () => {
    expect(await specProblems(source, 'api-specs/toolhive-api.yaml')).toEqual([]);
  });

  it('covers every operation of the product, and nothing else', () => {
    expect(operations.map((o) => o.key).sort()).toEqual([...PRODUCT_OPERATIONS].sort());
  });

  it('documents every operation: summary, description, tag, operationId, examples', () => {
    for (const { key, op } of operations) {
      expect(op.summary, key).toBeTruthy();
      expect(op.description, key).toBeTruthy();
      expect(op.tags?.length, key).toBeGreaterThan(0);
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      for (const media of Object.values(op.requestBody?.content ?? {}))
        expect(media.example, `${key} request`).toBeDefined();
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          expect(media.example, `${key} ${status}`).toBeDefined();
          if (Number(status) >= 400) expect(type, `${key} ${status} is a plain-text error`).toBe('text/plain');
        }
      }
    }
  });

  it('gives clients a real enum of the names the API accepts', () => {
    const client = spec.components.schemas['client.MCPClient'];
    expect(client.enum).toContain('claude-code');
    expect(client.enum).toHaveLength(15);
    expect(client['x-enum-varnames']?.[client.enum!.indexOf('vscode-insider')]).toBe('VSCodeInsider');
  });

  it('rejects a broken spec with the location and the reason', async () => {
    const broken = source.replace(
      "$ref: '#/components/schemas/v1.createGroupRequest'",
      "$ref: '#/components/schemas/v1.noSuchSchema'",
    );
    expect(broken).not.toBe(source);
    await expect(assertValidSpec(broken, 'api-specs/toolhive-api.yaml')).rejects.toThrow(
      /api-specs\/toolhive-api\.yaml#\/paths\/~1api~1v1beta~1groups\/post\/requestBody.*(Can't resolve|no-unresolved-refs)/,
    );
  });
});
