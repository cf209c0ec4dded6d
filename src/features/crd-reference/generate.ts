import { escapeText, fieldList, generatedNote, inline, prose } from '../../lib/mdxText';
import type { PageLinks } from '../../lib/docLinks';
import {
  anchorOf,
  parseType,
  referencedTypes,
  type CrdField,
  type CrdReference,
  type ParsedType,
} from '../../data/crds/schema';

/** The page below a docs version's root, where its links are resolved from. */
export const PAGE_FILE = 'toolhive/reference/crd-spec.mdx';
/** The files a page is generated from, which its errors and source note name. */
export interface CrdSources {
  words: string;
  intro: string;
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

function constraints(field: CrdField): string[] {
  const notes: string[] = [];
  if (field.enum) notes.push(`One of ${field.enum.map((v) => `\`${v}\``).join(', ')}.`);
  const v = field.validation ?? {};
  if (v.minimum !== undefined && v.maximum !== undefined) notes.push(`From ${v.minimum} to ${v.maximum}.`);
  else if (v.minimum !== undefined) notes.push(`At least ${v.minimum}.`);
  if (v.minLength !== undefined) notes.push(`At least ${v.minLength} character${v.minLength === 1 ? '' : 's'}.`);
  if (v.maxLength !== undefined) notes.push(`At most ${v.maxLength} characters.`);
  if (v.minItems !== undefined) notes.push(`At least ${v.minItems} item${v.minItems === 1 ? '' : 's'}.`);
  if (v.pattern !== undefined) notes.push(`Matches \`${v.pattern}\`.`);
  if (v.format !== undefined) notes.push(`Format \`${v.format}\`.`);
  return notes;
}

/** Each field as a line of name, type, required and default, with its description below. */
function fieldsList(typeName: string, ref: CrdReference, links: PageLinks, files: CrdSources): string {
  const items = ref.types[typeName].fields.map((field) => {
    const words = links.prose(field.description, `${files.words}: types.${typeName} field ${field.name}`);
    const description = [words, ...constraints(field)].filter(Boolean).join(' ');
    const facts = [
      `<span className="field-list__type">${typeHtml(parseType(field.type, ref), ref)}</span>`,
      field.required ? '<strong>required</strong>' : '',
      field.default === undefined
        ? ''
        : `<span className="field-list__default">default <code>${escapeText(JSON.stringify(field.default))}</code></span>`,
    ].filter(Boolean);
    return [
      '<div className="field-list__item">',
      `<dt><code>${field.name}</code> ${facts.join(' ')}</dt>`,
      description ? `<dd>${inline(description)}</dd>` : '',
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

/**
 * The whole page: the hand-written introduction, then one section per
 * resource. Links in the words and the introduction name doc files below the
 * docs root; `links` makes them relative to the page (src/lib/docLinks.ts).
 */
export function generateCrdPage(ref: CrdReference, intro: string, files: CrdSources, links: PageLinks): string {
  const users = usersOf(ref);
  const placed = new Set<string>();
  const lines: string[] = [
    // The introduction opens with the front matter, so the notice follows it.
    links.prose(intro.trim(), files.intro),
    '',
    `{/* Generated from the release's facts, ${files.words} and ${files.intro} by src/features/crd-reference. Do not edit. */}`,
    '',
  ];
  for (const resource of ref.resources) {
    const description = links.prose(resource.description, `${files.words}: kinds.${resource.kind}.description`);
    lines.push(`## ${resource.kind} {#${anchorOf(resource.kind)}}`, '', prose(description), '');
    const names = [`\`${resource.plural}\``, ...(resource.shortNames ?? []).map((n) => `\`${n}\``)];
    lines.push(`Names for \`kubectl\`: ${names.join(', ')}.`, '');
    lines.push(
      '| Field | Value or type |',
      '| --- | --- |',
      `| \`apiVersion\` | \`${ref.apiVersion}\` |`,
      `| \`kind\` | \`${resource.kind}\` |`,
      `| \`metadata\` | [ObjectMeta](${OBJECT_META_URL}) |`,
      `| \`spec\` | [${resource.spec}](#${anchorOf(resource.spec)}) |`,
      `| \`status\` | [${resource.status}](#${anchorOf(resource.status)}) |`,
      '',
    );
    for (const name of typesOf([resource.spec, resource.status], ref, placed)) {
      const type = ref.types[name];
      lines.push(`### ${name} {#${anchorOf(name)}}`, '');
      for (const alias of type.aliases ?? []) lines.push(`<span id="${alias}" />`, '');
      lines.push(prose(links.prose(type.description, `${files.words}: types.${name}.description`)), '');
      const usedIn = (users.get(name) ?? []).map((user) => `[${user}](#${anchorOf(user)})`);
      if (usedIn.length > 0) lines.push(`Used in ${usedIn.join(', ')}.`, '');
      lines.push(fieldsList(name, ref, links, files), '');
    }
  }
  lines.push(generatedNote([files.words, files.intro], 'src/features/crd-reference'), '');
  return lines.join('\n');
}
