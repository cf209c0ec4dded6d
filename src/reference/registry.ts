import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripProse } from './schema';
import { resolveSource, type FactSource } from './source';

/**
 * The registry format of a release. Early releases ship one JSON Schema
 * (`file`, `schema`); later ones validate registries with the schemas of the
 * toolhive-core module their go.mod pins (`core`, `schemaDir`, `schemas`).
 */
export interface RegistryFacts {
  file?: string;
  /** The release's own registry schema with its prose removed. */
  schema?: unknown;
  /** Schemas the release's code names by URL instead of shipping them. */
  externalSchemas: string[];
  /** The toolhive-core tree the schemas were read from, at the version the release's go.mod pins. */
  core?: FactSource;
  /** Where `schemas` sit in that tree. */
  schemaDir?: string;
  /** Each schema file of `schemaDir` by file name, prose removed; `$id` and `$ref` kept as the files state them. */
  schemas?: Record<string, unknown>;
}

const SCHEMA_FILES = ['pkg/registry/data/schema.json', 'pkg/registry/data/toolhive-legacy-registry.schema.json'];

export const CORE_MODULE = 'github.com/stacklok/toolhive-core';
export const CORE_REPO = 'stacklok/toolhive-core';
export const CORE_SCHEMA_DIR = 'registry/types/data';
/** The schema a whole registry file is validated against; the others are reached from it or from its servers. */
export const ROOT_SCHEMA = 'upstream-registry.schema.json';

/** A toolhive-core tree and where it came from. */
export interface CoreTree {
  tree: string;
  source: FactSource;
}

const readGoMod = (tree: string): string | undefined => {
  const file = path.join(tree, 'go.mod');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
};

/** The toolhive-core version a release's go.mod requires, if any. */
export function corePin(tree: string): string | undefined {
  const gomod = readGoMod(tree);
  if (!gomod) return undefined;
  const module = CORE_MODULE.replace(/\./g, '\\.');
  if (new RegExp(`^\\s*(?:replace\\s+)?${module}(?:\\s+v\\S+)?\\s*=>`, 'm').test(gomod))
    throw new Error(
      `${path.join(tree, 'go.mod')}: replaces ${CORE_MODULE}, so the version it builds with is not the pin`,
    );
  return new RegExp(`^\\s*(?:require\\s+)?${module}\\s+(v\\S+)`, 'm').exec(gomod)?.[1];
}

const blobSha = (content: Buffer) =>
  createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');

/**
 * A toolhive-core tree with its tag and commit (from `--core-tag`, a
 * checkout, or the folder's name; the commit as for the release tree). With
 * a clone of toolhive-core, the tree's schema files must be the ones the tag
 * holds, so a folder named after one version cannot carry another.
 */
export function resolveCore(tree: string, opts: { tag?: string; commit?: string; mirror?: string }): CoreTree {
  const module = /^module\s+(\S+)/m.exec(readGoMod(tree) ?? '')?.[1];
  if (module !== CORE_MODULE)
    throw new Error(
      `${tree}: not a toolhive-core tree (its go.mod names ${module ?? 'no module'}, not ${CORE_MODULE})`,
    );
  const source = resolveSource(tree, opts, { repo: CORE_REPO, optionPrefix: 'core-' });
  if (opts.mirror) {
    let listing: string;
    try {
      listing = execFileSync('git', ['-C', opts.mirror, 'ls-tree', source.tag, `${CORE_SCHEMA_DIR}/`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      throw new Error(`${opts.mirror}: cannot list ${CORE_SCHEMA_DIR} at ${source.tag}: ${(error as Error).message}`);
    }
    const atTag = new Map(
      listing
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => [path.posix.basename(line.split('\t')[1]), line.split(/\s+/)[2]]),
    );
    const dir = path.join(tree, CORE_SCHEMA_DIR);
    const here = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    for (const name of new Set([...here, ...atTag.keys()])) {
      const file = path.join(dir, name);
      const sha = fs.existsSync(file) ? blobSha(fs.readFileSync(file)) : undefined;
      if (sha !== atTag.get(name))
        throw new Error(
          `${file}: ${sha ? (atTag.has(name) ? 'differs from' : 'is not in') : 'is missing, but is in'} toolhive-core ${source.tag} (${opts.mirror}); the tree is not at the tag it names`,
        );
    }
  }
  return { tree, source };
}

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => !!x && typeof x === 'object' && !Array.isArray(x);

/**
 * Where a `$ref` in the schema file `from` points among `schemas`: a
 * fragment-only ref stays in `from`; a URL names the file whose `$id` it is
 * (toolhive-core's validator preloads its files under their `$id`s, so the
 * pinned copy answers, never the URL); a relative one is read against
 * `from`'s `$id`. Undefined if the file or the node is not there.
 */
export function resolveRegistryRef(
  schemas: Record<string, unknown>,
  from: string,
  ref: string,
): { file: string; pointer: string; node: unknown } | undefined {
  const hash = ref.indexOf('#');
  const base = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  let file: string | undefined = from;
  if (base) {
    const fromId = isObject(schemas[from]) ? (schemas[from] as Json).$id : undefined;
    let url = base;
    try {
      url = new URL(base, typeof fromId === 'string' ? fromId : undefined).href;
    } catch {
      // Neither absolute nor relative to an `$id`: only a file name can match.
    }
    file = Object.keys(schemas).find((f) => {
      const id = (schemas[f] as Json).$id;
      return id === url || id === base || f === base;
    });
  }
  if (!file) return undefined;
  let node: unknown = schemas[file];
  for (const step of fragment.split('/').slice(1)) {
    const key = decodeURIComponent(step).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined;
  }
  return node === undefined ? undefined : { file, pointer: `#${fragment}`, node };
}

/** Every `$ref` string in a schema. */
function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, out));
  else if (isObject(node))
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsOf(v, out);
    }
  return out;
}

/** The schemas of a toolhive-core tree, prose removed, each `$ref` checked to land on one of them. */
export function readCoreSchemas(core: CoreTree): Record<string, unknown> {
  const dir = path.join(core.tree, CORE_SCHEMA_DIR);
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.schema.json'))
        .sort()
    : [];
  if (!names.includes(ROOT_SCHEMA))
    throw new Error(`${path.join(dir, ROOT_SCHEMA)}: not found; is ${core.tree} a toolhive-core tree?`);
  const schemas: Record<string, unknown> = {};
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      schemas[name] = stripProse(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch (error) {
      throw new Error(`${file}: not JSON: ${(error as Error).message}`);
    }
  }
  const broken = names.flatMap((name) =>
    refsOf(schemas[name])
      .filter((ref) => !resolveRegistryRef(schemas, name, ref))
      .map((ref) => `${path.join(dir, name)}: $ref ${ref} reaches none of the pinned schemas (${names.join(', ')})`),
  );
  if (broken.length) throw new Error(broken.join('\n'));
  return schemas;
}

/**
 * The registry facts of a release tree. A release that ships its own
 * schema keeps it; one that pins toolhive-core takes the schemas from
 * `core`, which must be the pinned version. Without `core` such a release
 * gets no schema here; `sync` insists on one.
 */
export function extractRegistry(tree: string, core?: CoreTree): RegistryFacts {
  const rel = SCHEMA_FILES.find((f) => fs.existsSync(path.join(tree, f)));
  const external = new Set<string>();
  // Later releases take the format from a module and name its schema by URL, in code or in the API spec.
  const pkg = path.join(tree, 'pkg/registry');
  const sources = [
    ...(fs.existsSync(pkg)
      ? fs
          .readdirSync(pkg, { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
          .map((f) => path.join(pkg, f))
      : []),
    path.join(tree, 'docs/server/swagger.yaml'),
  ].filter((f) => fs.existsSync(f));
  for (const file of sources)
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/https:\/\/[^\s"'`]+\.schema\.json/g)) external.add(m[0]);
  const facts: RegistryFacts = { externalSchemas: [...external].sort() };
  if (rel) {
    if (core)
      throw new Error(
        `${path.join(tree, rel)}: the release ships its own registry schema; --core is only for a release that takes it from toolhive-core`,
      );
    facts.file = rel;
    facts.schema = stripProse(JSON.parse(fs.readFileSync(path.join(tree, rel), 'utf8')));
    return facts;
  }
  if (!core) return facts;
  const pin = corePin(tree);
  if (!pin)
    throw new Error(
      `${path.join(tree, 'go.mod')}: requires no ${CORE_MODULE}, so there is no version for --core to match`,
    );
  if (pin !== core.source.tag)
    throw new Error(
      `${path.join(tree, 'go.mod')} pins ${CORE_MODULE} ${pin}, but the --core tree ${core.tree} is ${core.source.tag}`,
    );
  facts.core = core.source;
  facts.schemaDir = CORE_SCHEMA_DIR;
  facts.schemas = readCoreSchemas(core);
  return facts;
}
