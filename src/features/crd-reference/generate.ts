import path from 'node:path';
import { escapeText, fieldList, generatedNote, inline, prose } from '../../lib/mdxText';
import type { PageLinks } from '../../lib/docLinks';
import {
  anchorOf,
  parseType,
  referencedTypes,
  type CrdApiVersion,
  type CrdField,
  type CrdReference,
  type CrdResource,
  type ParsedType,
} from '../../data/crds/schema';

/** Where the CRD pages go, below a docs version's root (where their links are resolved from). */
export const PAGE_FILE = 'toolhive/reference/crd-spec.mdx';
export const KINDS_DIR = 'toolhive/reference/crds';
/** A kind's own page in the page-per-kind layout: `toolhive/reference/crds/mcpserver.mdx`. */
export const kindFile = (kind: string): string => `${KINDS_DIR}/${anchorOf(kind)}.mdx`;
/**
 * The line of a page-per-kind introduction that the generated list of kinds
 * replaces: an MDX comment, written without spaces beside its stars so that
 * Markdown linters do not read it as emphasis.
 */
export const KINDS_TABLE_MARKER = '{/*kinds-table*/}';

/** The files a page is generated from, which its errors and source note name. */
export interface CrdSources {
  words: string;
  intro: string;
}

/**
 * What rendering a page needs: the joined data, the files it comes from, and
 * its links. Links in the words and the introduction name doc files below the
 * docs root; `links` makes them relative to the page (src/lib/docLinks.ts).
 */
interface PageContext {
  ref: CrdReference;
  files: CrdSources;
  links: PageLinks;
}

export interface CrdPage {
  /** Path below the docs version's root. */
  file: string;
  content: string;
}

const OBJECT_META_URL = 'https://kubernetes.io/docs/reference/kubernetes-api/common-definitions/object-meta/';

/** A field type as HTML, with named types linked to their section or to the Kubernetes reference. */
function typeHtml(parsed: ParsedType, ref: CrdReference): string {
  switch (parsed.kind) {
    case 'scalar':
      return parsed.name;
    case 'object':
      return `<a href="#${anchorOf(parsed.name)}">${parsed.name}</a>`;
    case 'external':
      return `<a href="${ref.external[parsed.name].url}">${parsed.name}</a>`;
    case 'array':
      return `[]${typeHtml(parsed.of, ref)}`;
    case 'map':
      return `map[string]${typeHtml(parsed.of, ref)}`;
  }
}

/** A fact as code: written here, not parsed from words, so a backtick or any markup in it stays text. */
const code = (value: string | number) => `<code>${escapeText(String(value))}</code>`;

/** What the release's schema allows, in our words, with each value as code. */
function constraints(field: CrdField): string[] {
  const notes: string[] = [];
  if (field.enum) notes.push(`One of ${field.enum.map(code).join(', ')}.`);
  const v = field.validation ?? {};
  if (v.minimum !== undefined && v.maximum !== undefined) notes.push(`From ${v.minimum} to ${v.maximum}.`);
  else if (v.minimum !== undefined) notes.push(`At least ${v.minimum}.`);
  if (v.minLength !== undefined) notes.push(`At least ${v.minLength} character${v.minLength === 1 ? '' : 's'}.`);
  if (v.maxLength !== undefined) notes.push(`At most ${v.maxLength} characters.`);
  if (v.minItems !== undefined) notes.push(`At least ${v.minItems} item${v.minItems === 1 ? '' : 's'}.`);
  if (v.pattern !== undefined) notes.push(`Matches ${code(v.pattern)}.`);
  if (v.format !== undefined) notes.push(`Format ${code(v.format)}.`);
  return notes;
}

/** Each field as a line of name, type, required and default, with its description below. */
function fieldsList(typeName: string, { ref, links, files }: PageContext): string {
  const items = ref.types[typeName].fields.map((field) => {
    const words = links.prose(field.description, `${files.words}: types.${typeName} field ${field.name}`);
    const description = [words && inline(words), ...constraints(field)].filter(Boolean).join(' ');
    const facts = [
      `<span className="field-list__type">${typeHtml(parseType(field.type, ref), ref)}</span>`,
      field.required ? '<strong>required</strong>' : '',
      field.default === undefined
        ? ''
        : `<span className="field-list__default">default ${code(JSON.stringify(field.default))}</span>`,
    ].filter(Boolean);
    return [
      '<div className="field-list__item">',
      `<dt>${code(field.name)} ${facts.join(' ')}</dt>`,
      description ? `<dd>${description}</dd>` : '',
      '</div>',
    ].join('');
  });
  return fieldList(items);
}

/** Types in the order a reader meets them: breadth first from spec, then status. */
function typesOf(roots: string[], ref: CrdReference, placed: Set<string>): string[] {
  const order: string[] = [];
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (placed.has(name) || !ref.types[name]) continue;
    placed.add(name);
    order.push(name);
    for (const field of ref.types[name].fields) queue.push(...referencedTypes(parseType(field.type, ref)));
  }
  return order;
}

/** Who refers to each type, for the "Used in" line under its heading. */
function usersOf(ref: CrdReference): Map<string, string[]> {
  const users = new Map<string, string[]>();
  const add = (type: string, user: string) => {
    const list = users.get(type) ?? [];
    if (!list.includes(user)) list.push(user);
    users.set(type, list);
  };
  for (const resource of ref.resources) {
    add(resource.spec, resource.kind);
    add(resource.status, resource.kind);
  }
  for (const [name, type] of Object.entries(ref.types)) {
    for (const field of type.fields) for (const used of referencedTypes(parseType(field.type, ref))) add(used, name);
  }
  return users;
}

/** A type's section: heading, the anchors of its older names, its description, where it is used, its fields. */
function typeSection(name: string, heading: '##' | '###', usedIn: string[], page: PageContext): string[] {
  const { ref, links, files } = page;
  const type = ref.types[name];
  const lines = [`${heading} ${name} {#${anchorOf(name)}}`, ''];
  for (const alias of type.aliases ?? []) lines.push(`<span id="${alias}" />`, '');
  lines.push(prose(links.prose(type.description, `${files.words}: types.${name}.description`)), '');
  if (usedIn.length > 0) lines.push(`Used in ${usedIn.map((user) => `[${user}](#${anchorOf(user)})`).join(', ')}.`, '');
  // A type with no fields of its own (a free-form object) is described by its words alone.
  if (type.fields.length > 0) lines.push(fieldsList(name, page), '');
  return lines;
}

/** The line of `kubectl` names and the table of a resource's top-level fields. */
function resourceSummary(resource: CrdResource): string[] {
  // A short name may repeat the plural (MCPServer's does); kubectl takes it once.
  const names = [...new Set([resource.plural, ...(resource.shortNames ?? [])])].map((n) => `\`${n}\``);
  return [
    `Names for \`kubectl\`: ${names.join(', ')}.`,
    '',
    '| Field | Value or type |',
    '| --- | --- |',
    `| \`apiVersion\` | \`${resource.apiVersion}\` |`,
    `| \`kind\` | \`${resource.kind}\` |`,
    `| \`metadata\` | [ObjectMeta](${OBJECT_META_URL}) |`,
    `| \`spec\` | [${resource.spec}](#${anchorOf(resource.spec)}) |`,
    `| \`status\` | [${resource.status}](#${anchorOf(resource.status)}) |`,
    '',
  ];
}

const generatedComment = (sources: string[]) =>
  `{/* Generated from the release's facts, ${sources.join(' and ')} by src/features/crd-reference. Do not edit. */}`;

/** Our words on a kind (all of them, or a part such as their first sentence), with links relative to the page. */
const kindWords = (resource: CrdResource, { links, files }: PageContext, text = resource.description) =>
  links.prose(text, `${files.words}: kinds.${resource.kind}.description`);

/** The whole page: the hand-written introduction, then one section per resource. */
export function generateCrdPage(ref: CrdReference, intro: string, files: CrdSources, links: PageLinks): string {
  const page = { ref, files, links };
  const users = usersOf(ref);
  const placed = new Set<string>();
  const lines: string[] = [
    // The introduction opens with the front matter, so the notice follows it.
    links.prose(intro.trim(), files.intro),
    '',
    generatedComment([files.words, files.intro]),
    '',
  ];
  for (const resource of ref.resources) {
    lines.push(`## ${resource.kind} {#${anchorOf(resource.kind)}}`, '', prose(kindWords(resource, page)), '');
    lines.push(...resourceSummary(resource));
    for (const name of typesOf([resource.spec, resource.status], ref, placed))
      lines.push(...typeSection(name, '###', users.get(name) ?? [], page));
  }
  lines.push(generatedNote([files.words, files.intro], 'src/features/crd-reference'), '');
  return lines.join('\n');
}

/** `v1alpha1` and `v1beta1`, each in code: the versions a sentence or a table cell lists. */
const versionList = (versions: CrdApiVersion[]) => {
  const names = versions.map((v) => `\`${v.name}\``);
  return names.length < 3 ? names.join(' and ') : `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
};

/** Which versions the API server serves and stores, and which of them are deprecated, in our words. */
function versionsSection(resource: CrdResource): string[] {
  const served = resource.versions.filter((v) => v.served);
  const stored = resource.versions.find((v) => v.storage)!;
  const group = `\`${resource.group}\``;
  const lines = [
    '## API versions {#api-versions}',
    '',
    served.length === 1
      ? `The API server serves and stores ${resource.kind} in one version of ${group}: ${versionList(served)}.`
      : `The API server serves ${resource.kind} in ${group} as ${versionList(served)}, with the same fields, and stores it as ${versionList([stored])}.`,
    '',
  ];
  const deprecated = served.filter((v) => v.deprecated);
  const current = served.filter((v) => !v.deprecated);
  if (deprecated.length === 0) return lines;
  lines.push(':::warning[Deprecated]', '');
  if (current.length === 0)
    lines.push(
      `${resource.kind} is deprecated in every version it is served in. The API server still accepts it, and answers each request for it with a deprecation warning.`,
    );
  else
    lines.push(
      `${versionList(deprecated)} ${deprecated.length === 1 ? 'is' : 'are'} deprecated. The API server still accepts ${deprecated.length === 1 ? 'it' : 'them'}, and answers each request that uses ${deprecated.length === 1 ? 'it' : 'one'} with a deprecation warning. Write \`apiVersion: ${resource.group}/${(current.find((v) => v.storage) ?? current[0]).name}\` in your manifests.`,
    );
  lines.push('', ':::', '');
  return lines;
}

/** A kind's own page: its description, names and top-level fields, its API versions, then every type it reaches. */
function kindPage(resource: CrdResource, position: number, tag: string, page: PageContext): string {
  const { ref, files } = page;
  const types = typesOf([resource.spec, resource.status], ref, new Set());
  const onPage = new Set(types);
  const users = usersOf(ref);
  const description = `The ${resource.kind} custom resource of the ToolHive operator in ${tag}: its API versions and every field, with types, defaults, and allowed values.`;
  const lines: string[] = [
    '---',
    `title: ${JSON.stringify(resource.kind)}`,
    `description: ${JSON.stringify(description)}`,
    `sidebar_position: ${position}`,
    'custom_edit_url: null',
    '---',
    '',
    generatedComment([files.words]),
    '',
    prose(kindWords(resource, page)),
    '',
    ...resourceSummary(resource),
    ...versionsSection(resource),
  ];
  // A type shared by several kinds is on each of their pages, so its anchor holds on every page that uses it;
  // "Used in" names the types of this page that refer to it.
  for (const name of types)
    lines.push(
      ...typeSection(
        name,
        '##',
        (users.get(name) ?? []).filter((user) => onPage.has(user)),
        page,
      ),
    );
  lines.push(generatedNote([files.words], 'src/features/crd-reference'), '');
  return lines.join('\n');
}

/** What a kind is for, in one line: the first sentence of our words on it. */
const firstSentence = (text: string): string => /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();

/** The index of the page-per-kind layout: the introduction with the list of kinds where its marker stands. */
function indexPage(intro: string, page: PageContext): string {
  const { ref, files, links } = page;
  const lines = links.prose(intro.trim(), files.intro).split('\n');
  const at = lines.findIndex((line) => line.trim() === KINDS_TABLE_MARKER);
  if (at < 0)
    throw new Error(
      `${files.intro}: has no line ${KINDS_TABLE_MARKER}, where the list of kinds goes in the page-per-kind layout`,
    );
  // The index sits beside the kinds' folder; file links keep the reader in this docs version.
  const relative = (kind: string) => `./${path.posix.relative(path.posix.dirname(PAGE_FILE), kindFile(kind))}`;
  // A list, not a table: a table of kind, purpose and versions was wider than the page's column at desktop width,
  // held wide by the longest kind name and the code in a purpose. Each kind's line names its versions; what it is
  // for gets the column's full width below.
  const kinds = fieldList(
    ref.resources.map((r) => {
      const versions = r.versions
        .filter((v) => v.served || v.storage)
        .map((v) => {
          const notes = [v.deprecated && 'deprecated', v.storage && 'stored', !v.served && 'not served'].filter(
            Boolean,
          );
          return `${code(v.name)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
        })
        .join(', ');
      const purpose = inline(kindWords(r, page, firstSentence(r.description)));
      return [
        '<div className="field-list__item">',
        `<dt>[${r.kind}](${relative(r.kind)}) <span className="field-list__default">versions ${versions}</span></dt>`,
        `<dd>${purpose}</dd>`,
        '</div>',
      ].join('');
    }),
  );
  lines.splice(at, 1, kinds);
  return [
    lines.join('\n'),
    '',
    generatedComment([files.words, files.intro]),
    '',
    generatedNote([files.words, files.intro], 'src/features/crd-reference'),
    '',
  ].join('\n');
}

/**
 * A release's CRD pages, laid out as its words say: one page, or an index
 * with one page per kind under `crds/` and the sidebar category that holds
 * them under the index. `linksFor` gives the links of a page at a path below
 * the docs root, where `generated` are the pages of this run (not yet on
 * disk), so words may link to a kind page.
 */
export function generateCrdPages(
  ref: CrdReference,
  intro: string,
  files: CrdSources,
  tag: string,
  linksFor: (page: string, generated: ReadonlySet<string>) => PageLinks,
): CrdPage[] {
  const kinds = ref.layout === 'page-per-kind' ? ref.resources.map((r) => kindFile(r.kind)) : [];
  const generated = new Set([PAGE_FILE, ...kinds]);
  const context = (file: string): PageContext => ({ ref, files, links: linksFor(file, generated) });
  if (ref.layout === 'single-page')
    return [{ file: PAGE_FILE, content: generateCrdPage(ref, intro, files, context(PAGE_FILE).links) }];
  const category = {
    label: 'CRD reference',
    link: { type: 'doc', id: PAGE_FILE.replace(/\.mdx$/, '') },
    collapsed: true,
  };
  return [
    { file: PAGE_FILE, content: indexPage(intro, context(PAGE_FILE)) },
    ...ref.resources.map((r, i) => ({
      file: kindFile(r.kind),
      content: kindPage(r, i + 1, tag, context(kindFile(r.kind))),
    })),
    { file: `${KINDS_DIR}/_category_.json`, content: `${JSON.stringify(category, null, 2)}\n` },
  ];
}
