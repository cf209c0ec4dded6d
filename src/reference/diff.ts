import type { ApiFacts, ApiOperationFact } from './api';
import type { CliCommandFact, CliFlagFact } from './cli';
import type { CrdFieldFact, CrdKindFact } from './crds';
import type { ReleaseFacts } from './facts';
import { resolveRegistryRef } from './registry';

export type Area = 'CLI' | 'API' | 'CRD' | 'Registry';
export type Change = 'added' | 'removed' | 'renamed' | 'changed';

/** What a hand-written line must name to be listed under an item. */
export type Subject =
  | { kind: 'command'; path: string }
  | { kind: 'flag'; command: string; flag: string }
  | { kind: 'operation'; method: string; path: string }
  | { kind: 'schema-field'; schema: string; field?: string }
  | { kind: 'crd-field'; crdKind: string; path: string }
  | { kind: 'crd-version'; group: string; version: string }
  | { kind: 'registry-schema' };

export interface DriftItem {
  area: Area;
  change: Change;
  /** The fact's stable id, as our words key it: `thv run --isolate-network`, `POST /api/v1beta/workloads`. */
  key: string;
  /** What changed, in facts: `default: (none) → true`. */
  detail: string;
  /** How much a reader of the old pages is misled, before counting the lines that name it. */
  weight: number;
  subject?: Subject;
  /** A changed default's old value: the lines that state it are listed apart. */
  oldDefault?: string;
  lines: string[];
  defaultLines: string[];
}

const show = (v: unknown): string => (v === undefined ? '(none)' : typeof v === 'string' ? v : JSON.stringify(v));
const item = (i: Omit<DriftItem, 'lines' | 'defaultLines'>): DriftItem => ({ ...i, lines: [], defaultLines: [] });

const documented = <T extends { hidden?: boolean; deprecated?: boolean }>(x: T) => !x.hidden && !x.deprecated;

/**
 * A flag that left a command while another of the same type arrived, with
 * the same shorthand or a word of its name in common, was probably renamed;
 * only a one-to-one match counts.
 */
function renamedFlags(removed: CliFlagFact[], added: CliFlagFact[]): [CliFlagFact, CliFlagFact][] {
  const words = (f: CliFlagFact) => new Set(f.name.split('-'));
  const pairs: [CliFlagFact, CliFlagFact][] = [];
  for (const r of removed) {
    const candidates = added.filter(
      (a) =>
        a.type === r.type &&
        ((r.shorthand && a.shorthand === r.shorthand) || [...words(r)].some((w) => w.length > 2 && words(a).has(w))),
    );
    if (candidates.length !== 1) continue;
    const back = removed.filter(
      (x) => x.type === candidates[0].type && [...words(x)].some((w) => w.length > 2 && words(candidates[0]).has(w)),
    );
    if (back.length === 1) pairs.push([r, candidates[0]]);
  }
  return pairs;
}

export function diffCli(oldCmds: CliCommandFact[], newCmds: CliCommandFact[]): DriftItem[] {
  const items: DriftItem[] = [];
  const oldBy = new Map(oldCmds.filter(documented).map((c) => [c.path, c]));
  const newBy = new Map(newCmds.filter(documented).map((c) => [c.path, c]));
  const parentOf = (p: string) => p.slice(0, p.lastIndexOf(' '));
  for (const [p, c] of oldBy) {
    if (newBy.has(p)) continue;
    // `restart` became `start` with `restart` kept as an alias: a rename that still works.
    const successor = [...newBy.values()].find(
      (n) => p.includes(' ') && parentOf(n.path) === parentOf(p) && n.aliases?.includes(p.split(' ').at(-1)!),
    );
    if (successor)
      items.push(
        item({
          area: 'CLI',
          change: 'renamed',
          key: p,
          detail: `now \`${successor.path}\`; \`${p}\` still works as an alias`,
          weight: 4,
          subject: { kind: 'command', path: p },
        }),
      );
    else {
      // Still registered but left out of help: what a reader who runs it meets is in the facts.
      const kept = newCmds.find((n) => n.path === p);
      const state = kept && (kept.deprecated ? 'deprecated' : 'hidden');
      items.push(
        item({
          area: 'CLI',
          change: 'removed',
          key: p,
          detail: state
            ? `command ${state} and left out of help${kept.alwaysFails !== undefined ? '; every run fails' : ''}`
            : `command removed${c.flags.length ? ` with its ${c.flags.length} flags` : ''}`,
          weight: 10,
          subject: { kind: 'command', path: p },
        }),
      );
    }
  }
  for (const [p, c] of newBy) {
    if (oldBy.has(p)) continue;
    const wasAlias = [...oldBy.values()].some(
      (o) => o.aliases?.includes(p.split(' ').at(-1)!) && parentOf(o.path) === parentOf(p),
    );
    if (!wasAlias)
      items.push(
        item({
          area: 'CLI',
          change: 'added',
          key: p,
          detail: `command added (${c.flags.filter(documented).length} flags)`,
          weight: 1,
        }),
      );
  }
  for (const [p, o] of oldBy) {
    const successorPath = newBy.has(p)
      ? p
      : [...newBy.values()].find((n) => n.aliases?.includes(p.split(' ').at(-1)!) && parentOf(n.path) === parentOf(p))
          ?.path;
    const n = successorPath ? newBy.get(successorPath) : undefined;
    if (!n) continue;
    if ((o.usage ?? '') !== (n.usage ?? '') && o.args !== n.args)
      items.push(
        item({
          area: 'CLI',
          change: 'changed',
          key: p,
          detail: `arguments: \`${o.args ?? ''}\` → \`${n.args ?? ''}\``,
          // Arguments only appended break no command line written for the old release.
          weight: (n.args ?? '').startsWith(o.args ?? '') ? 1 : 5,
          subject: { kind: 'command', path: p },
        }),
      );
    const oldFlags = new Map(o.flags.filter(documented).map((f) => [f.name, f]));
    const newFlags = new Map(n.flags.filter(documented).map((f) => [f.name, f]));
    const gone = [...oldFlags.values()].filter((f) => !newFlags.has(f.name));
    const arrived = [...newFlags.values()].filter((f) => !oldFlags.has(f.name));
    const renames = renamedFlags(gone, arrived);
    for (const [from, to] of renames)
      items.push(
        item({
          area: 'CLI',
          change: 'renamed',
          key: `${p} --${from.name}`,
          detail: `now \`--${to.name}\` (probable: same type, name shares a word)`,
          weight: 7,
          subject: { kind: 'flag', command: p, flag: from.name },
        }),
      );
    for (const f of gone.filter((g) => !renames.some(([r]) => r === g))) {
      const hiddenNow = n.flags.some((x) => x.name === f.name);
      items.push(
        item({
          area: 'CLI',
          change: 'removed',
          key: `${p} --${f.name}`,
          detail: hiddenNow ? 'flag now hidden or deprecated' : 'flag removed',
          weight: hiddenNow ? 5 : 8,
          subject: { kind: 'flag', command: p, flag: f.name },
        }),
      );
    }
    for (const f of arrived.filter((a) => !renames.some(([, t]) => t === a)))
      items.push(
        item({
          area: 'CLI',
          change: 'added',
          key: `${successorPath} --${f.name}`,
          detail: `flag added (${f.type}${f.default !== undefined ? `, default ${f.default}` : ''})`,
          weight: 1,
        }),
      );
    for (const [name, of] of oldFlags) {
      const nf = newFlags.get(name);
      if (!nf) continue;
      const subject: Subject = { kind: 'flag', command: p, flag: name };
      const key = `${p} --${name}`;
      if (of.type !== nf.type)
        items.push(
          item({ area: 'CLI', change: 'changed', key, detail: `type: ${of.type} → ${nf.type}`, weight: 6, subject }),
        );
      if ((of.default ?? '') !== (nf.default ?? ''))
        items.push(
          item({
            area: 'CLI',
            change: 'changed',
            key,
            detail: `default: ${show(of.default ?? (of.type === 'bool' ? 'false' : undefined))} → ${show(nf.default ?? (nf.type === 'bool' ? 'false' : undefined))}`,
            weight: of.type === 'bool' ? 8 : 7,
            subject,
            oldDefault: of.default ?? (of.type === 'bool' ? 'false' : undefined),
          }),
        );
      if ((of.shorthand ?? '') !== (nf.shorthand ?? ''))
        items.push(
          item({
            area: 'CLI',
            change: 'changed',
            key,
            detail: `shorthand: ${show(of.shorthand)} → ${show(nf.shorthand)}`,
            weight: 5,
            subject,
          }),
        );
      if (!!of.persistent !== !!nf.persistent)
        items.push(
          item({
            area: 'CLI',
            change: 'changed',
            key,
            detail: `persistent: ${!!of.persistent} → ${!!nf.persistent}`,
            weight: 3,
            subject,
          }),
        );
    }
  }
  return items;
}

const codes = (op: ApiOperationFact) => Object.keys(op.responses).sort();
const stable = (v: unknown) => JSON.stringify(v);
/** A `$ref` written with the Go package path and without it is the same reference. */
const unqualified = (json: string | undefined) =>
  json?.replace(/#\/components\/schemas\/([^"]*)/g, (_, name: string) => {
    const dot = name.indexOf('.');
    const head = dot < 0 ? name : name.slice(0, dot);
    return `#/components/schemas/${head.slice(head.lastIndexOf('_') + 1)}${dot < 0 ? '' : name.slice(dot)}`;
  });
const sameShape = (a: unknown, b: unknown) => unqualified(stable(a)) === unqualified(stable(b));

export function diffApi(oldApi: ApiFacts | undefined, newApi: ApiFacts | undefined): DriftItem[] {
  const items: DriftItem[] = [];
  const oldOps = new Map((oldApi?.operations ?? []).map((o) => [o.key, o]));
  const newOps = new Map((newApi?.operations ?? []).map((o) => [o.key, o]));
  for (const [key, o] of oldOps) {
    const subject: Subject = { kind: 'operation', method: o.method, path: o.path };
    const n = newOps.get(key);
    if (!n) {
      items.push(item({ area: 'API', change: 'removed', key, detail: 'operation removed', weight: 8, subject }));
      continue;
    }
    const [oc, nc] = [codes(o), codes(n)];
    if (stable(oc) !== stable(nc))
      items.push(
        item({
          area: 'API',
          change: 'changed',
          key,
          detail: `status codes: ${oc.join(', ')} → ${nc.join(', ')}`,
          weight: 3,
          subject,
        }),
      );
    const params = (op: ApiOperationFact) => new Map(op.parameters.map((q) => [`${q.in}:${q.name}`, q]));
    const [op, np] = [params(o), params(n)];
    for (const [k, q] of op) {
      const m = np.get(k);
      if (!m)
        items.push(
          item({
            area: 'API',
            change: 'changed',
            key,
            detail: `parameter ${q.name} (${q.in}) removed`,
            weight: 5,
            subject,
          }),
        );
      else if (!sameShape(q, m))
        items.push(
          item({
            area: 'API',
            change: 'changed',
            key,
            detail: `parameter ${q.name} (${q.in}): ${stable(q.schema)}${q.required ? ' required' : ''} → ${stable(m.schema)}${m.required ? ' required' : ''}`,
            weight: 4,
            subject,
          }),
        );
    }
    for (const [k, q] of np)
      if (!op.has(k))
        items.push(
          item({
            area: 'API',
            change: 'changed',
            key,
            detail: `parameter ${q.name} (${q.in}) added${q.required ? ', required' : ''}`,
            weight: q.required ? 5 : 2,
            subject,
          }),
        );
    if (!sameShape(o.requestBody, n.requestBody))
      items.push(
        item({
          area: 'API',
          change: 'changed',
          key,
          detail: `request body: ${stable(o.requestBody?.content ?? null)} → ${stable(n.requestBody?.content ?? null)}`,
          weight: 3,
          subject,
        }),
      );
  }
  for (const key of newOps.keys())
    if (!oldOps.has(key)) items.push(item({ area: 'API', change: 'added', key, detail: 'operation added', weight: 1 }));

  type Schema = { type?: string; properties?: Record<string, unknown>; required?: string[]; enum?: unknown[] };
  const oldSchemas = (oldApi?.schemas ?? {}) as Record<string, Schema>;
  const newSchemas = (newApi?.schemas ?? {}) as Record<string, Schema>;
  // Later swaggers qualify a schema with its Go package path (`github_com_stacklok_toolhive_pkg_audit.Config`).
  const qualified = (name: string) => {
    const found = Object.keys(newSchemas).filter((n) => n.endsWith(`_${name}`) || n.endsWith(`/${name}`));
    return found.length === 1 ? found[0] : undefined;
  };
  const renamedTo = new Set<string>();
  for (const [name, s] of Object.entries(oldSchemas)) {
    const newName = name in newSchemas ? name : qualified(name);
    const n = newName ? newSchemas[newName] : undefined;
    if (!n || !newName) {
      items.push(
        item({
          area: 'API',
          change: 'removed',
          key: `schema ${name}`,
          detail: 'schema removed',
          weight: 3,
          subject: { kind: 'schema-field', schema: name },
        }),
      );
      continue;
    }
    if (newName !== name) {
      renamedTo.add(newName);
      items.push(
        item({
          area: 'API',
          change: 'renamed',
          key: `schema ${name}`,
          detail: `now \`${newName}\``,
          weight: 1,
          subject: { kind: 'schema-field', schema: name },
        }),
      );
    }
    for (const [field, v] of Object.entries(s.properties ?? {})) {
      const subject: Subject = { kind: 'schema-field', schema: name, field };
      const nv = n.properties?.[field];
      if (nv === undefined)
        items.push(
          item({
            area: 'API',
            change: 'removed',
            key: `${name}.${field}`,
            detail: 'schema field removed',
            weight: 4,
            subject,
          }),
        );
      else if (!sameShape(v, nv))
        items.push(
          item({
            area: 'API',
            change: 'changed',
            key: `${name}.${field}`,
            detail: `${stable(v)} → ${stable(nv)}`,
            weight: 2,
            subject,
          }),
        );
    }
    for (const field of Object.keys(n.properties ?? {}))
      if (!(field in (s.properties ?? {})))
        items.push(
          item({ area: 'API', change: 'added', key: `${name}.${field}`, detail: 'schema field added', weight: 1 }),
        );
    if (stable(s.enum) !== stable(n.enum))
      items.push(
        item({
          area: 'API',
          change: 'changed',
          key: `schema ${name}`,
          detail: `enum: ${show(s.enum)} → ${show(n.enum)}`,
          weight: 3,
          subject: { kind: 'schema-field', schema: name },
        }),
      );
  }
  for (const name of Object.keys(newSchemas))
    if (!oldSchemas[name] && !renamedTo.has(name))
      items.push(item({ area: 'API', change: 'added', key: `schema ${name}`, detail: 'schema added', weight: 1 }));
  return items;
}

const camelWords = (name: string) =>
  new Set(
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[\s_-]+/)
      .filter((w) => w.length > 2),
  );
const lastSegment = (p: string) => p.slice(p.lastIndexOf('.') + 1);
const parentOf = (p: string) => p.replace(/(\[\]|\{\})?\.[^.]+$/, '');

/** Like `renamedFlags`: a field gone and one arrived under the same parent, of the same type, a word of the name in common, one to one. */
function renamedFields(gone: CrdFieldFact[], arrived: CrdFieldFact[]): Map<CrdFieldFact, CrdFieldFact> {
  const related = (a: CrdFieldFact, b: CrdFieldFact) =>
    a.type === b.type &&
    parentOf(a.path) === parentOf(b.path) &&
    [...camelWords(lastSegment(a.path))].some((w) => camelWords(lastSegment(b.path)).has(w));
  const out = new Map<CrdFieldFact, CrdFieldFact>();
  for (const g of gone) {
    const c = arrived.filter((a) => related(g, a));
    if (c.length === 1 && gone.filter((x) => related(x, c[0])).length === 1) out.set(g, c[0]);
  }
  return out;
}

const storage = (k: CrdKindFact) => k.versions.find((v) => v.storage) ?? k.versions[0];
const FIELD_FACTS = ['type', 'required', 'default', 'enum', 'items_type', 'map_value_type'] as const;

export function diffCrds(oldKinds: CrdKindFact[], newKinds: CrdKindFact[]): DriftItem[] {
  const items: DriftItem[] = [];
  const newBy = new Map(newKinds.map((k) => [k.kind, k]));
  const oldBy = new Map(oldKinds.map((k) => [k.kind, k]));
  // One item per API group and version: a manifest's apiVersion line names the group, not the kind.
  const moved = new Map<string, { group: string; from: string; to: string; served: boolean; kinds: string[] }>();
  for (const o of oldKinds) {
    const n = newBy.get(o.kind);
    if (!n) {
      items.push(
        item({
          area: 'CRD',
          change: 'removed',
          key: o.kind,
          detail: 'kind removed',
          weight: 10,
          subject: { kind: 'crd-field', crdKind: o.kind, path: '' },
        }),
      );
      continue;
    }
    const [ov, nv] = [storage(o), storage(n)];
    if (ov.name !== nv.name) {
      const served = n.versions.some((v) => v.name === ov.name && v.served);
      const k = `${o.group}/${ov.name}>${nv.name}:${served}`;
      const m = moved.get(k) ?? { group: o.group, from: ov.name, to: nv.name, served, kinds: [] };
      m.kinds.push(o.kind);
      moved.set(k, m);
    }
    // The fields of the version the old manifests use, looked up in the new storage version.
    const oldFields = new Map(ov.fields.map((f) => [f.path, f]));
    const newFields = new Map(nv.fields.map((f) => [f.path, f]));
    // A field under a removed (or added) parent is reported once, with the parent.
    const underOnly = (p: string, mine: Map<string, CrdFieldFact>, theirs: Map<string, CrdFieldFact>) =>
      parentOf(p) !== p && mine.has(parentOf(p)) && !theirs.has(parentOf(p));
    const gone = [...oldFields.values()].filter(
      (f) => !newFields.has(f.path) && !underOnly(f.path, oldFields, newFields),
    );
    const arrived = [...newFields.values()].filter(
      (f) => !oldFields.has(f.path) && !underOnly(f.path, newFields, oldFields),
    );
    const renames = renamedFields(gone, arrived);
    for (const f of gone) {
      const to = renames.get(f);
      items.push(
        item({
          area: 'CRD',
          change: to ? 'renamed' : 'removed',
          key: `${o.kind}.${f.path}`,
          detail: to ? `now \`${to.path}\` (probable: same parent and type, name shares a word)` : 'field removed',
          weight: to ? 7 : 6,
          subject: { kind: 'crd-field', crdKind: o.kind, path: f.path },
        }),
      );
    }
    const renamedTo = new Set(renames.values());
    for (const f of arrived)
      if (!renamedTo.has(f))
        items.push(
          item({ area: 'CRD', change: 'added', key: `${o.kind}.${f.path}`, detail: 'field added', weight: 1 }),
        );
    for (const [p, f] of oldFields) {
      const g = newFields.get(p);
      if (!g) continue;
      const key = `${o.kind}.${p}`;
      const subject: Subject = { kind: 'crd-field', crdKind: o.kind, path: p };
      for (const fact of FIELD_FACTS) {
        if (stable(f[fact]) === stable(g[fact])) continue;
        items.push(
          item({
            area: 'CRD',
            change: 'changed',
            key,
            detail: `${fact}: ${show(f[fact])} → ${show(g[fact])}`,
            weight: fact === 'required' ? 5 : fact === 'default' ? 6 : 4,
            subject,
            ...(fact === 'default' && f.default !== undefined ? { oldDefault: String(f.default) } : {}),
          }),
        );
      }
      const validation = (x: CrdFieldFact) =>
        stable(Object.fromEntries(Object.entries(x).filter(([k]) => !['path', ...FIELD_FACTS].includes(k))));
      if (validation(f) !== validation(g))
        items.push(
          item({
            area: 'CRD',
            change: 'changed',
            key,
            detail: `validation: ${validation(f)} → ${validation(g)}`,
            weight: 1,
            // Every manifest names `spec` and `status`; their rules are listed without lines.
            subject: /^(spec|status)$/.test(p) ? undefined : subject,
          }),
        );
    }
  }
  for (const m of moved.values())
    items.push(
      item({
        area: 'CRD',
        change: 'changed',
        key: `${m.group}/${m.from}`,
        detail: `storage version ${m.from} → ${m.to} for ${m.kinds.join(', ')} (${m.from} ${m.served ? 'still served' : 'no longer served'})`,
        weight: m.served ? 5 : 10,
        subject: { kind: 'crd-version', group: m.group, version: m.from },
      }),
    );
  for (const n of newKinds)
    if (!oldBy.has(n.kind))
      items.push(
        item({
          area: 'CRD',
          change: 'added',
          key: n.kind,
          detail: `kind added (${n.versions.map((v) => v.name).join(', ')})`,
          weight: 1,
        }),
      );
  return items;
}

/**
 * Property paths of one schema file, with `$ref`s inside the file followed
 * once per path. A `$ref` to another file stops there: that file has paths
 * of its own.
 */
function schemaPaths(schemas: Record<string, unknown>, file: string): Map<string, string> {
  const out = new Map<string, string>();
  type S = {
    type?: unknown;
    properties?: Record<string, S>;
    items?: S;
    $ref?: string;
    patternProperties?: Record<string, S>;
    additionalProperties?: S | boolean;
    required?: string[];
    allOf?: S[];
    anyOf?: S[];
    oneOf?: S[];
  };
  const visit = (node: S | undefined, at: string, seen: Set<string>) => {
    if (!node) return;
    if (node.$ref) {
      const target = resolveRegistryRef(schemas, file, node.$ref);
      if (!target || target.file !== file || seen.has(target.pointer)) return;
      reached.add(target.pointer);
      return visit(target.node as S, at, new Set([...seen, target.pointer]));
    }
    for (const [k, v] of Object.entries(node.properties ?? {})) {
      const p = at ? `${at}.${k}` : k;
      out.set(
        p,
        stable({ type: v.type ?? (v.$ref ? 'object' : undefined), required: (node.required ?? []).includes(k) }),
      );
      visit(v, p, seen);
    }
    for (const v of Object.values(node.patternProperties ?? {})) visit(v, `${at}{}`, seen);
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties, `${at}{}`, seen);
    if (node.items) visit(node.items, `${at}[]`, seen);
    for (const v of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])]) visit(v, at, seen);
  };
  const reached = new Set<string>();
  const root = schemas[file] as S & Record<string, Record<string, S> | undefined>;
  visit(root, '', new Set());
  // A definition only other files point at has no path from this file's root: it is listed under its own name.
  for (const kind of ['definitions', '$defs'])
    for (const [name, def] of Object.entries(root[kind] ?? {}))
      if (!reached.has(`#/${kind}/${name}`)) visit(def, `${kind}/${name}`, new Set([`#/${kind}/${name}`]));
  return out;
}

/**
 * The registry format's field paths: the legacy schema's as `<path>`, the
 * toolhive-core schemas' as `<file> <path>`.
 */
function registryPaths(r: ReleaseFacts['registry']): Map<string, string> {
  if (r.schemas)
    return new Map(
      Object.keys(r.schemas).flatMap((file) =>
        [...schemaPaths(r.schemas!, file)].map(([p, v]): [string, string] => [`${file} ${p}`, v]),
      ),
    );
  return r.schema ? schemaPaths({ [r.file ?? 'schema.json']: r.schema }, r.file ?? 'schema.json') : new Map();
}

const describeFormat = (r: ReleaseFacts['registry']) =>
  r.schemas
    ? `${Object.keys(r.schemas).join(', ')} from ${r.core?.repo ?? 'toolhive-core'} ${r.core?.tag ?? ''}`.trim()
    : `${r.file}`;

export function diffRegistry(o: ReleaseFacts['registry'], n: ReleaseFacts['registry']): DriftItem[] {
  if (!o.schema && !o.schemas) return [];
  if (!n.schema && !n.schemas)
    return [
      item({
        area: 'Registry',
        change: 'removed',
        key: 'registry schema',
        detail: `the release ships no registry schema (was ${describeFormat(o)}); its code names ${n.externalSchemas.map((u) => `\`${u}\``).join(', ') || 'none'}`,
        weight: 9,
        subject: { kind: 'registry-schema' },
      }),
    ];
  const [op, np] = [registryPaths(o), registryPaths(n)];
  const items: DriftItem[] = [];
  // A legacy schema and toolhive-core's are different formats: field by field they share nothing worth pairing.
  const replaced = !!o.schemas !== !!n.schemas;
  if (replaced)
    items.push(
      item({
        area: 'Registry',
        change: 'removed',
        key: 'registry schema',
        detail: `the registry format of ${describeFormat(o)} is gone; registries are now validated against ${describeFormat(n)}`,
        weight: 9,
        subject: { kind: 'registry-schema' },
      }),
    );
  else
    for (const [p, v] of op) {
      if (!np.has(p))
        items.push(
          item({
            area: 'Registry',
            change: 'removed',
            key: `registry ${p}`,
            detail: 'field removed',
            weight: 4,
            subject: { kind: 'registry-schema' },
          }),
        );
      else if (np.get(p) !== v)
        items.push(
          item({
            area: 'Registry',
            change: 'changed',
            key: `registry ${p}`,
            detail: `${v} → ${np.get(p)}`,
            weight: 3,
            subject: { kind: 'registry-schema' },
          }),
        );
    }
  for (const p of np.keys())
    if (replaced || !op.has(p))
      items.push(item({ area: 'Registry', change: 'added', key: `registry ${p}`, detail: 'field added', weight: 1 }));
  return items;
}

export function diffReleases(o: ReleaseFacts, n: ReleaseFacts): DriftItem[] {
  return [
    ...diffCli(o.cli.commands, n.cli.commands),
    ...diffApi(o.api, n.api),
    ...diffCrds(o.crds?.kinds ?? [], n.crds?.kinds ?? []),
    ...diffRegistry(o.registry, n.registry),
  ];
}
