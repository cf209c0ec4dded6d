import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import sample from '../../src/data/registry/v0.3.5/sample-registry.json';
import { renderSchema, type SchemaNode } from '../../src/features/registry-schema/render';
import { generateRegistrySchema } from '../../src/data/registry/join';

const schema = generateRegistrySchema(path.resolve(__dirname, '../..'), 'v0.3.5') as { $schema: string };

/**
 * Every field of the ToolHive v0.3.5 registry format, as `<object>.<field>`
 * ("root" is the top level). The project schema must keep all of them with
 * these required lists, so a careless edit cannot drop one.
 */
const expectedFields: Record<string, { fields: string[]; required: string[] }> = {
  root: {
    fields: ['last_updated', 'servers', 'remote_servers', 'groups', 'version'],
    required: ['last_updated', 'servers', 'version'],
  },
  server: {
    fields: [
      'args',
      'custom_metadata',
      'description',
      'docker_tags',
      'env_vars',
      'image',
      'metadata',
      'name',
      'permissions',
      'provenance',
      'repository_url',
      'status',
      'tags',
      'target_port',
      'tier',
      'tools',
      'transport',
    ],
    required: ['description', 'image', 'status', 'tier', 'tools', 'transport'],
  },
  environment_variable: {
    fields: ['name', 'description', 'required', 'secret', 'default'],
    required: ['name', 'description', 'required'],
  },
  permissions: { fields: ['network', 'read', 'write', 'privileged'], required: [] },
  network_permissions: { fields: ['outbound'], required: [] },
  outbound_permissions: { fields: ['allow_host', 'allow_port', 'insecure_allow_all'], required: [] },
  metadata: { fields: ['last_updated', 'pulls', 'stars'], required: [] },
  provenance: {
    fields: [
      'cert_issuer',
      'repository_uri',
      'repository_ref',
      'runner_environment',
      'signer_identity',
      'sigstore_url',
      'attestation',
    ],
    required: [],
  },
  verified_attestation: { fields: ['predicate_type', 'predicate'], required: [] },
  header: {
    fields: ['name', 'description', 'required', 'secret', 'default', 'choices'],
    required: ['name', 'description', 'required'],
  },
  oauth_config: { fields: ['issuer', 'authorize_url', 'token_url', 'client_id', 'scopes', 'use_pkce'], required: [] },
  remote_server: {
    fields: [
      'name',
      'url',
      'description',
      'tier',
      'status',
      'transport',
      'tools',
      'headers',
      'oauth_config',
      'env_vars',
      'metadata',
      'repository_url',
      'tags',
      'custom_metadata',
    ],
    required: ['url', 'description', 'status', 'tier', 'tools', 'transport'],
  },
  group: { fields: ['name', 'description', 'servers', 'remote_servers'], required: ['name', 'description'] },
};

type MutableRegistry = { servers: Record<string, Record<string, unknown>> };

const typed = schema as unknown as SchemaNode & { definitions: Record<string, SchemaNode> };

function compile() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe('registry schema', () => {
  it('is a draft-07 schema', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it('keeps every field and required list of the product format', () => {
    const actual: Record<string, { fields: string[]; required: string[] }> = {
      root: { fields: Object.keys(typed.properties ?? {}), required: typed.required ?? [] },
    };
    for (const [name, def] of Object.entries(typed.definitions)) {
      actual[name] = { fields: Object.keys(def.properties ?? {}), required: def.required ?? [] };
    }
    const sorted = (m: typeof actual) =>
      Object.fromEntries(
        Object.entries(m).map(([k, v]) => [k, { fields: [...v.fields].sort(), required: [...v.required].sort() }]),
      );
    expect(sorted(actual)).toEqual(sorted(expectedFields));
  });

  it('keeps the enums of the product format', () => {
    const server = typed.definitions.server.properties!;
    expect(server.transport.enum).toEqual(['stdio', 'sse', 'streamable-http']);
    expect(server.tier.enum).toEqual(['Official', 'Community']);
    expect(server.status.enum).toEqual(['Active', 'Deprecated']);
    expect(typed.definitions.remote_server.properties!.transport.enum).toEqual(['sse', 'streamable-http']);
  });

  it('describes every field it documents', () => {
    const missing: string[] = [];
    for (const [name, def] of Object.entries({ root: typed as SchemaNode, ...typed.definitions })) {
      if (name !== 'root' && !def.description) missing.push(name);
      for (const [field, node] of Object.entries(def.properties ?? {})) {
        if (!node.description && !node.$ref) missing.push(`${name}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('sample registry', () => {
  it('validates against the project schema', () => {
    const validate = compile();
    const ok = validate(sample);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('holds every guide server, a remote server, and a group', () => {
    expect(Object.keys(sample.servers).sort()).toEqual(
      ['context7', 'fetch', 'filesystem', 'github', 'k8s', 'meta-mcp', 'osv', 'playwright'].sort(),
    );
    expect(Object.keys(sample.remote_servers).length).toBeGreaterThan(0);
    expect(sample.groups.length).toBeGreaterThan(0);
    expect(sample.servers.playwright.target_port).toBe(8931);
  });

  it('is rejected when a required field is missing or an enum is wrong', () => {
    const validate = compile();
    const noImage = structuredClone(sample) as MutableRegistry;
    delete noImage.servers.fetch.image;
    expect(validate(noImage)).toBe(false);
    const badTier = structuredClone(sample) as MutableRegistry;
    badTier.servers.fetch.tier = 'community';
    expect(validate(badTier)).toBe(false);
  });
});

describe('schema reference generator', () => {
  it('emits one H3 per definition with the definition name as its id', () => {
    const blocks = renderSchema(typed);
    const h3 = blocks.filter((b) => b.type === 'heading' && b.depth === 3);
    expect(h3.map((b) => (b.type === 'heading' ? b.data.hProperties.id : ''))).toEqual(Object.keys(typed.definitions));
  });

  it('puts an item for every field in each definition list', () => {
    const blocks = renderSchema(typed);
    const lists = blocks.filter((b) => b.type === 'fieldList');
    // The root list plus one per definition with properties.
    const withProps = Object.values(typed.definitions).filter((d) => Object.keys(d.properties ?? {}).length > 0);
    expect(lists).toHaveLength(1 + withProps.length);
    const serverList = lists[1 + Object.keys(typed.definitions).indexOf('server')];
    expect(serverList.type === 'fieldList' && serverList.children.length).toBe(expectedFields.server.fields.length);
    expect(serverList.data.hName).toBe('dl');
  });
});
