/**
 * The checks each docs version's pages pass against the facts of the
 * release it documents: `thv` command lines against its CLI, operator
 * manifests against its CRDs, registry examples against its registry
 * schema. Each problem names the page and the line.
 */
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import draft7 from 'ajv/dist/refs/json-schema-draft-07.json';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';
import type { CrdReference } from '../../src/data/crds/schema';
import { validateManifest } from '../../src/data/crds/validateManifest';
import { generateRegistrySchemas } from '../../src/data/registry/join';
import { loadCliData } from '../../src/features/cli-reference';
import { thvInvocations, thvTree, type ThvTree } from '../../src/lib/thvCommandLine';
import { docsDirOf, type DocsRelease } from '../../src/reference/releases';
import { DOCS_RELEASES } from '../../src/contract';
import type { DocCodeBlock } from './code-block-scan';

const siteDir = path.resolve(__dirname, '../..');

export const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'powershell']);

/** A release's `thv` commands (its facts joined with our words, as the CLI reference renders them). */
export const cliTree = (tag: string): ThvTree => thvTree(loadCliData(siteDir, tag).commands);

/**
 * The shell commands of a code block, every other line blanked so line
 * numbers hold: a shell block whole, the `$ ` prompt lines of a text block
 * (their output is not a command), and the `run:` scripts of a YAML
 * workflow.
 */
export function shellText(block: DocCodeBlock): string {
  if (SHELL.has(block.lang)) return block.body;
  const lines = block.body.split('\n');
  const keep = new Set<number>();
  if (block.lang === 'text' || block.lang === '') {
    lines.forEach((l, i) => {
      if (/^\$ /.test(l) || (keep.has(i - 1) && /\\\s*$/.test(lines[i - 1]))) keep.add(i);
    });
  } else if (block.lang === 'yaml' || block.lang === 'yml') {
    lines.forEach((l, i) => {
      const run = /^(\s*)(?:- +)?run: *(.*)$/.exec(l);
      if (!run) return;
      if (!/^[|>]/.test(run[2])) return void keep.add(i);
      const indent = l.length - l.trimStart().length;
      for (let j = i + 1; j < lines.length && (!lines[j].trim() || /^\s*/.exec(lines[j])![0].length > indent); j++)
        keep.add(j);
    });
  }
  return lines.map((l, i) => (!keep.has(i) ? '' : l.replace(/^(\s*)(?:- +)?run: */, '$1'))).join('\n');
}

/** The problems with every `thv` invocation in one code block, each with the page and the line it starts on. */
export function thvProblems(block: DocCodeBlock, tree: ThvTree): string[] {
  const problems: string[] = [];
  for (const { line, invocation: inv } of thvInvocations(shellText(block), tree)) {
    if (inv.builtIn) continue;
    const where = `${block.file}:${block.line + 1 + line}: ${inv.text}`;
    if (inv.unknownSubcommand) {
      problems.push(`${where}: "${inv.command}" has no subcommand "${inv.unknownSubcommand}"`);
      continue;
    }
    for (const f of inv.flags) {
      if (!f.flag) problems.push(`${where}: "${inv.command}" has no flag ${f.word}`);
      else if (f.value === undefined && f.flag.type !== 'bool') problems.push(`${where}: ${f.word} needs a value`);
      else if (f.value !== undefined && !valueFits(f.flag.type, f.value))
        problems.push(`${where}: ${f.word}: "${f.value}" is not of type ${f.flag.type}`);
    }
  }
  return problems;
}

/** Values cobra parses for a flag's type; a placeholder (`<PORT>`) or a shell variable stands for any. */
const VALUES: Record<string, RegExp> = {
  bool: /^(true|false|1|0|t|f|TRUE|FALSE|True|False)$/,
  int: /^[-+]?\d+$/,
  float: /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/,
  duration: /^[-+]?(0|(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+)$/,
};
const valueFits = (type: string, value: string) =>
  /^<.*>$|^\$/.test(value) || !(type in VALUES) || VALUES[type].test(value);

export const CRD_GROUP = 'toolhive.stacklok.dev';

/**
 * The page, inside a docs version's folder, that moves manifests from
 * v1alpha1 to v1beta1: the one page whose manifests may use a deprecated
 * apiVersion, since it shows the old manifests next to the new ones.
 */
export const MIGRATION_PAGE = 'toolhive/guides-k8s/migrate-to-v1beta1.mdx';

/** One YAML document of a code block that declares a resource of the operator's group. */
export interface DocManifest {
  file: string;
  /** The 1-based line of the page the document starts on. */
  line: number;
  doc: Record<string, unknown>;
}

/** The operator's resources in a YAML block, one per document (documents split at `---` lines). */
export function manifestsIn(block: DocCodeBlock): DocManifest[] {
  if (block.lang !== 'yaml' && block.lang !== 'yml') return [];
  const docs: { start: number; lines: string[] }[] = [{ start: 0, lines: [] }];
  block.body.split('\n').forEach((text, i) => {
    if (/^---\s*$/.test(text)) docs.push({ start: i + 1, lines: [] });
    else docs.at(-1)!.lines.push(text);
  });
  return docs.flatMap(({ start, lines }) => {
    const doc = load(lines.join('\n'), { filename: block.file }) as Record<string, unknown> | undefined;
    if (typeof doc?.apiVersion !== 'string' || !doc.apiVersion.startsWith(`${CRD_GROUP}/`)) return [];
    const first = Math.max(
      lines.findIndex((l) => l.trim() && !l.trim().startsWith('#')),
      0,
    );
    return [{ file: block.file, line: block.line + 1 + start + first, doc }];
  });
}

/**
 * What is wrong with one manifest against a release's CRDs, each problem
 * with the page and line. A deprecated apiVersion is a problem everywhere
 * but on the migration page of its docs version, where such a manifest is
 * the "before" of a migration: it must be one that `before`, the CRDs of the
 * release the migration starts from, accept.
 */
export function manifestProblems(
  m: DocManifest,
  ref: CrdReference,
  release: DocsRelease,
  before?: CrdReference,
): string[] {
  const migrating = m.file === `${docsDirOf(release)}/${MIGRATION_PAGE}`;
  const problems = validateManifest(m.doc, ref);
  const old = migrating && problems.some((p) => / is deprecated for /.test(p));
  const own = !old
    ? problems
    : before
      ? validateManifest(m.doc, before)
      : problems.filter((p) => !/ is deprecated for /.test(p));
  return own.map(
    (p) => `${m.file}:${m.line} (${String(m.doc.kind)}): ${p}${old && before ? ' (in the release migrated from)' : ''}`,
  );
}

/** The docs version just older than `release`, whose manifests its migration page starts from. */
export const olderRelease = (release: DocsRelease): DocsRelease | undefined =>
  DOCS_RELEASES[DOCS_RELEASES.findIndex((r) => r.version === release.version) + 1];

/**
 * A validator for a release's registry files: its joined schemas (the ones
 * the site serves, src/data/registry/join.ts), each known at the address it
 * is served at, so a `$ref` from one file to another reaches the sibling.
 * `root` names the file to validate against; the registry file's schema by
 * default.
 */
export function registryValidator(tag: string, root?: string): ValidateFunction {
  const joined = generateRegistrySchemas(siteDir, tag);
  // Releases that take their schemas from toolhive-core write draft 2020-12 files beside draft-07 ones.
  const modern = joined.some((j) => String(j.schema.$schema).includes('2020-12'));
  const ajv = modern ? new Ajv2020({ allErrors: true, strict: false }) : new Ajv({ allErrors: true, strict: false });
  if (modern) ajv.addMetaSchema(draft7);
  addFormats(ajv);
  const base = 'https://docs.test/api-specs/';
  for (const { name, schema } of joined) ajv.addSchema(schema, `${base}${name}`);
  const file = joined.find((j) => j.file === (root ?? joined[0].file));
  if (!file) throw new Error(`ToolHive ${tag}: no registry schema file ${root}; it has ${joined.map((j) => j.file)}`);
  return ajv.getSchema(`${base}${file.name}`)!;
}

/** Keys only a registry file has at its top level, in either format; `servers` alone is a client's config. */
const REGISTRY_KEYS = ['last_updated', 'remote_servers', 'groups', 'meta', 'data'];
const isRegistry = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && REGISTRY_KEYS.some((k) => k in value);

/** A registry, or an excerpt of one, shown on a page or in a file a page renders. */
export interface RegistryExample {
  file: string;
  /** The 1-based line of `file` the text starts on. */
  line: number;
  text: string;
  value: unknown;
  /** An excerpt (a `fragment` block): the keys around it are left out, so missing required keys are not its fault. */
  fragment: boolean;
}

/** The registry in a JSON block: a whole file, or an excerpt of one (a `fragment` block of a registry file). */
export function registryExample(block: DocCodeBlock): RegistryExample | undefined {
  if (block.lang !== 'json') return undefined;
  const fragment = /(^|\s)fragment(\s|$)/.test(block.meta);
  // An excerpt of an object's keys or of a list's items parses once its brackets are put back.
  const value =
    parseJson(block.body) ?? (fragment ? (parseJson(`{${block.body}}`) ?? parseJson(`[${block.body}]`)) : undefined);
  const example = { file: block.file, line: block.line + 1, text: block.body, value, fragment };
  if (isRegistry(value) || (fragment && value !== undefined && /registry/i.test(block.meta))) return example;
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with a registry example against its release's schema, each
 * with the page, the line of the key at fault, and the JSON pointer. An
 * excerpt is set where it sits in a whole registry: its own keys at the top
 * when they are the registry's; otherwise a server entry, under `servers` in
 * the legacy format or in `data.servers` in the upstream one.
 */
export function registryProblems(example: RegistryExample, validate: ValidateFunction): string[] {
  const rootKeys = Object.keys((validate.schema as { properties?: object }).properties ?? {});
  const { value } = example;
  const whole =
    !example.fragment || (isObject(value) && Object.keys(value).every((k) => rootKeys.includes(k)))
      ? value
      : rootKeys.includes('servers')
        ? { servers: value }
        : { data: { servers: Array.isArray(value) ? value : [value] } };
  if (validate(whole)) return [];
  return (validate.errors ?? [])
    .filter((e) => !(example.fragment && e.keyword === 'required' && ['', '/data'].includes(e.instancePath)))
    .map((e) => {
      const extra = (e.params as { additionalProperty?: string }).additionalProperty;
      const pointer = `${e.instancePath}${extra ? `/${extra}` : ''}` || '/';
      const line = example.line + lineIn(example.text, pointer);
      const what =
        e.keyword === 'additionalProperties'
          ? 'is not a key the schema allows here'
          : e.keyword === 'enum'
            ? `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
            : e.message;
      return `${example.file}:${line}: ${pointer} ${what}`;
    });
}

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

/** The 0-based line of `text` that holds the last key of a JSON pointer, found key after key; 0 when none is found. */
function lineIn(text: string, pointer: string): number {
  const lines = text.split('\n');
  let at = 0;
  for (const key of pointer.split('/').slice(1)) {
    if (/^\d+$/.test(key)) continue;
    const name = key.replace(/~1/g, '/').replace(/~0/g, '~');
    const found = lines.findIndex((l, i) => i >= at && l.includes(JSON.stringify(name) + ':'));
    if (found >= 0) at = found;
  }
  return at;
}
