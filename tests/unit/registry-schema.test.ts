import { DOCS_RELEASES } from '../../src/contract';
import { specFileOf } from '../../src/reference/releases';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import sample from '../../src/data/registry/v0.3.5/sample-registry.json';
import sampleV0440 from '../../src/data/registry/v0.44.0/sample-registry.json';
import { registryOf } from '../../src/data/registry';
import { registryReference } from '../../src/features/registry-schema/remark';
import { fileAnchor, renderSchema, type SchemaNode } from '../../src/features/registry-schema/render';
import { generateRegistrySchema, generateRegistrySchemas } from '../../src/data/registry/join';
import { ROOT_SCHEMA } from '../../src/reference/registry';
import { registryValidator } from './doc-checks';

const siteDir = path.resolve(__dirname, '../..');
const schema = generateRegistrySchema(siteDir, 'v0.3.5') as { $schema: string };

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

const compile = () => registryValidator('v0.3.5');

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

describe('ToolHive v0.44.0 registry schemas and sample', () => {
  const joined = generateRegistrySchemas(siteDir, 'v0.44.0');
  const files = Object.fromEntries(joined.map((j) => [j.file, j.schema])) as Record<string, Record<string, unknown>>;
  type Block = Record<string, Record<string, Record<string, unknown>>>;
  type Upstream = {
    meta?: unknown;
    metadata?: unknown;
    groups?: unknown;
    data: {
      servers: { name: string; description: string; packages: Record<string, unknown>[]; _meta: Block }[];
    };
  };
  const sampleV044 = () => structuredClone(sampleV0440) as unknown as Upstream;

  const validator = (root = ROOT_SCHEMA) => registryValidator('v0.44.0', root);

  it('serves one file per schema of toolhive-core, with no upstream $id and every $ref on a served sibling', () => {
    expect(joined.map((j) => j.name)).toEqual([
      'registry/upstream-registry.schema.json',
      'registry/server.schema.json',
      'registry/skill.schema.json',
      'registry/plugin.schema.json',
      'registry/publisher-provided.schema.json',
    ]);
    const refs = JSON.stringify(files).match(/"\$ref":"[^"]*"/g)!;
    for (const ref of refs) {
      const target = JSON.parse(`{${ref}}`).$ref as string;
      expect(target.startsWith('#') || Object.keys(files).includes(target.split('#')[0]), target).toBe(true);
    }
    expect(JSON.stringify(files)).not.toContain('raw.githubusercontent.com');
    for (const schema of Object.values(files)) expect(schema.$id).toBeUndefined();
  });

  it('validates the sample, and each server’s ToolHive block against publisher-provided.schema.json', () => {
    const validate = validator();
    expect(validate(sampleV044()), JSON.stringify(validate.errors)).toBe(true);
    const extensions = validator('publisher-provided.schema.json');
    for (const server of sampleV044().data.servers) {
      const block = server._meta['io.modelcontextprotocol.registry/publisher-provided'];
      expect(extensions(block), `${server.name}: ${JSON.stringify(extensions.errors)}`).toBe(true);
    }
  });

  it('rejects the sample with a key misspelled, a limit broken, or a ToolHive value out of its enum', () => {
    const validate = validator();
    const renamed = sampleV044();
    const pkg = renamed.data.servers[0].packages[0];
    pkg.registry_type = pkg.registryType;
    delete pkg.registryType;
    expect(validate(renamed)).toBe(false);
    expect(
      validate.errors!.some(
        (e) => e.params && (e.params as { missingProperty?: string }).missingProperty === 'registryType',
      ),
    ).toBe(true);

    const noMeta = sampleV044();
    noMeta.metadata = noMeta.meta;
    delete noMeta.meta;
    expect(validate(noMeta)).toBe(false);

    const long = sampleV044();
    long.data.servers[0].description = 'x'.repeat(101);
    expect(validate(long)).toBe(false);

    const extensions = validator('publisher-provided.schema.json');
    const block = sampleV044().data.servers[0]._meta['io.modelcontextprotocol.registry/publisher-provided'];
    (Object.values(block['io.github.stacklok'])[0] as Record<string, unknown>).tier = 'community';
    expect(extensions(block)).toBe(false);
  });

  it('holds the v0.3.5 sample’s servers and remote server, named as the converter names them, and no group', () => {
    const names = sampleV044().data.servers.map((s: { name: string }) => s.name);
    // Containers first, then remote servers, as the converter appends them; each sorted, where Go's map order is random.
    const legacy = [...Object.keys(sample.servers).sort(), ...Object.keys(sample.remote_servers).sort()];
    expect(names).toEqual(legacy.map((key) => `io.github.stacklok/${key}`));
    expect(sampleV044().groups).toBeUndefined();
  });

  it('reads back, as ToolHive v0.44.0 reads an entry, to the v0.3.5 values of every guide server', () => {
    const v035 = registryOf('v0.3.5').servers;
    const v044 = registryOf('v0.44.0').servers;
    expect(Object.keys(v044).sort()).toEqual(Object.keys(v035).sort());
    for (const [key, entry] of Object.entries(v035)) {
      // What the conversion changes: the name, our shorter description (the format allows 100 characters),
      // and pulls, which the v0.44.0 types have no field for.
      const { pulls, ...figures } = entry.metadata ?? {};
      const converted = v044[key];
      expect(converted.name).toBe(`io.github.stacklok/${entry.name}`);
      expect(converted.description.length).toBeLessThanOrEqual(100);
      expect({ ...converted, name: undefined, description: undefined }).toEqual({
        ...entry,
        name: undefined,
        description: undefined,
        metadata: figures,
      });
      expect(pulls).toBeDefined();
    }
  });
});

describe('schema reference generator for several files', () => {
  const blocks = registryReference(siteDir, { version: 'current', tag: 'v0.44.0' });
  const headings = blocks.filter((b) => b.type === 'heading');
  const ids = headings.map((b) => (b.type === 'heading' ? b.data.hProperties.id : ''));

  it('gives each file an H2 named after it and each definition an H3 that joins file and name', () => {
    const h2 = headings.filter((b) => b.type === 'heading' && b.depth === 2);
    expect(h2.map((b) => (b.type === 'heading' ? b.data.hProperties.id : ''))).toEqual([
      'upstream-registry',
      'server',
      'skill',
      'plugin',
      'publisher-provided',
    ]);
    const joined = generateRegistrySchemas(siteDir, 'v0.44.0');
    const expected = joined.flatMap(({ file, schema }) =>
      Object.keys((schema.definitions ?? schema.$defs ?? {}) as object).map((d) => `${fileAnchor(file)}-${d}`),
    );
    expect(ids.filter((id) => !h2.some((h) => h.type === 'heading' && h.data.hProperties.id === id))).toEqual(expected);
    expect(ids).toContain('server-ServerDetail');
    expect(ids).toContain('publisher-provided-server_extensions');
  });

  it('links every $ref to a heading on the page and every file to the copy its docs version serves', () => {
    const urls = JSON.stringify(blocks)
      .match(/"url":"[^"]*"/g)!
      .map((u) => JSON.parse(`{${u}}`).url as string);
    const anchors = urls.filter((u) => u.startsWith('#'));
    expect(anchors.length).toBeGreaterThan(20);
    for (const anchor of anchors) expect(ids, anchor).toContain(anchor.slice(1));
    const current = DOCS_RELEASES.find((r) => r.tag === 'v0.44.0')!;
    expect(urls.filter((u) => u.startsWith('pathname://'))).toEqual(
      ['upstream-registry', 'server', 'skill', 'plugin', 'publisher-provided'].map(
        (f) => `pathname:///${specFileOf(current, `registry/${f}.schema.json`)}`,
      ),
    );
    const other = { version: 'v0.44.0', tag: 'v0.44.0' };
    expect(JSON.stringify(registryReference(siteDir, other))).toContain(
      `pathname:///${specFileOf(other, 'registry/server.schema.json')}`,
    );
  });

  it('lists nested fields of an inline object by their dotted path', () => {
    const terms = JSON.stringify(blocks);
    expect(terms).toContain('"value":"meta.last_updated"');
    expect(terms).toContain('"value":"data.servers"');
  });

  it('renders the v0.3.5 reference as before, from the one legacy file', () => {
    expect(registryReference(siteDir, { version: 'current', tag: 'v0.3.5' })).toEqual(renderSchema(typed));
  });
});
