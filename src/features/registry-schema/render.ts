/**
 * Turns the registry JSON Schema (joined by src/data/registry/join.ts) into Markdown
 * AST nodes: a field list for the top level and one H3 section per
 * definition. The nodes go straight into the page's AST, so the headings reach
 * the table of contents and the search index (DESIGN.md, convention 5).
 */

/** The small subset of mdast this generator emits. */
export type Phrasing =
  | { type: 'text'; value: string }
  | { type: 'inlineCode'; value: string }
  | { type: 'link'; url: string; children: Phrasing[] }
  | { type: 'strong'; children: Phrasing[] }
  | { type: 'emphasis'; data: { hName: 'span'; hProperties: { className: string[] } }; children: Phrasing[] };

export type Block =
  | { type: 'heading'; depth: 2 | 3; children: Phrasing[]; data: { hProperties: { id: string } } }
  | { type: 'paragraph'; children: Phrasing[] }
  | { type: 'code'; lang: string; meta: string | null; value: string }
  | FieldList;

/**
 * A `<dl className="field-list">` (src/css/reference-layout.css): mdast has
 * no definition list, so the nodes name their HTML element, which
 * remark-rehype honours.
 */
type Element<T extends string, C> = {
  type: T;
  data: { hName: string; hProperties?: { className: string[] } };
  children: C[];
};
export type FieldList = Element<
  'fieldList',
  Element<'fieldListItem', Element<'fieldListTerm', Phrasing> | Element<'fieldListDescription', Phrasing>>
>;

export interface SchemaNode {
  type?: string | string[];
  description?: string;
  $ref?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  uniqueItems?: boolean;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  const?: unknown;
  not?: SchemaNode;
  title?: string;
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  required?: string[];
  definitions?: Record<string, SchemaNode>;
  $defs?: Record<string, SchemaNode>;
}

/**
 * How the generator turns a `$ref` into a link and finds the node it names:
 * the legacy schema links `#/definitions/x` to `#x`; a release with several
 * files links across them (renderSchemaFiles).
 */
export interface Refs {
  link: (ref: string) => Phrasing;
  target: (ref: string) => SchemaNode | undefined;
  /** Fields listed under `none` in the words may go without a description (the legacy page has none such). */
  bare?: boolean;
}

const text = (value: string): Phrasing => ({ type: 'text', value });
const span = (className: string, children: Phrasing[]): Phrasing => ({
  type: 'emphasis',
  data: { hName: 'span', hProperties: { className: [className] } },
  children,
});

function element<T extends string, C>(type: T, hName: string, children: C[], className?: string): Element<T, C> {
  return { type, data: { hName, ...(className ? { hProperties: { className: [className] } } : {}) }, children };
}
const code = (value: string): Phrasing => ({ type: 'inlineCode', value });

/** `a`, `b`, `c` as code, the last one after `last` (", or "). */
const codeList = (values: unknown[], last = ', '): Phrasing[] =>
  values.flatMap((value, i) => [...(i > 0 ? [text(i === values.length - 1 ? last : ', ')] : []), code(String(value))]);

function refName(ref: string): string {
  const match = /^#\/definitions\/([\w-]+)$/.exec(ref);
  if (!match) throw new Error(`registry-schema: unsupported $ref "${ref}"`);
  return match[1];
}

// A definition's section has its name as anchor, as in `#/definitions/<name>`.
const legacyRefs = (definitions: Record<string, SchemaNode>): Refs => ({
  link: (ref) => {
    const name = refName(ref);
    return { type: 'link', url: `#${name}`, children: [code(name)] };
  },
  target: (ref) => definitions[refName(ref)],
});

const isNode = (x: unknown): x is SchemaNode => !!x && typeof x === 'object' && !Array.isArray(x);

/** "string", "array of string", "map of name to server", with links for $ref. */
export function typeOf(node: SchemaNode, refs: Refs = legacyRefs({})): Phrasing[] {
  if (node.$ref) return [refs.link(node.$ref)];
  if (node.type === 'array' && node.items) return [text('array of '), ...typeOf(node.items, refs)];
  if (node.type === 'object' && node.patternProperties) {
    const [value] = Object.values(node.patternProperties);
    return [text('object: server name to '), ...typeOf(value, refs)];
  }
  if (node.type === 'object' && isNode(node.additionalProperties) && !node.properties)
    return [text('object: any key to '), ...typeOf(node.additionalProperties, refs)];
  if (node.type === undefined) return [text('any JSON value')];
  return [text(Array.isArray(node.type) ? node.type.join(' or ') : node.type)];
}

/** Enum, pattern, limits, format, and default, as short phrases. */
export function constraintsOf(node: SchemaNode): Phrasing[][] {
  const out: Phrasing[][] = [];
  if (node.enum?.length === 1) out.push([text('Always '), code(String(node.enum[0]))]);
  else if (node.enum) out.push([text('One of '), ...codeList(node.enum, ', or ')]);
  if (node.const !== undefined) out.push([text('Always '), code(JSON.stringify(node.const))]);
  if (node.not?.const !== undefined) out.push([text('Never '), code(String(node.not.const))]);
  if (node.format) out.push([text('Format '), code(node.format)]);
  if (node.pattern) out.push([text('Pattern '), code(node.pattern)]);
  if (node.minLength !== undefined || node.maxLength !== undefined) {
    out.push([text(`Length ${node.minLength ?? 0} to ${node.maxLength ?? 'any'} characters`)]);
  }
  if (node.minimum !== undefined || node.maximum !== undefined) {
    out.push([text(`From ${node.minimum ?? '-'} to ${node.maximum ?? '-'}`)]);
  }
  if (node.minItems !== undefined) out.push([text(`At least ${node.minItems} item`)]);
  if (node.uniqueItems) out.push([text('No duplicates')]);
  const items = node.items;
  if (items && !items.$ref) {
    if (items.pattern) out.push([text('Each item matches '), code(items.pattern)]);
    if (items.minimum !== undefined) out.push([text(`Each item from ${items.minimum} to ${items.maximum}`)]);
    if (items.anyOf) {
      const parts: Phrasing[] = [text('Each item is ')];
      items.anyOf.forEach((alt, i) => {
        if (i > 0) parts.push(text(' or '));
        parts.push(alt.format ? text(`a ${alt.format}`) : code(alt.pattern ?? ''));
      });
      out.push(parts);
    }
  }
  if (node.default !== undefined) out.push([text('Default '), code(JSON.stringify(node.default))]);
  return out;
}

function joinPhrases(phrases: Phrasing[][]): Phrasing[] {
  const out: Phrasing[] = [];
  phrases.forEach((p, i) => {
    if (i > 0) out.push(text('. '));
    out.push(...p);
  });
  if (phrases.length > 0) out.push(text('.'));
  return out;
}

/** One field's line: name, type and whether it is required, the description below. */
function fieldItem(name: string, field: SchemaNode, required: boolean, where: string, refs: Refs) {
  // A $ref field may carry its own description; otherwise use the target's.
  const description = field.description ?? (field.$ref ? refs.target(field.$ref)?.description : undefined);
  if (!description && !refs.bare) throw new Error(`registry-schema: ${where}.${name} has no description`);
  const details = constraintsOf(field);
  const describe: Phrasing[] = description ? [text(description)] : [];
  if (details.length > 0) describe.push(...(description ? [text(' ')] : []), ...joinPhrases(details));
  const term: Phrasing[] = [code(name), text(' '), span('field-list__type', typeOf(field, refs))];
  if (required) term.push(text(' '), { type: 'strong', children: [text('required')] });
  return element(
    'fieldListItem',
    'div',
    [element('fieldListTerm', 'dt', term), element('fieldListDescription', 'dd', describe)],
    'field-list__item',
  );
}

/**
 * The fields of one object: name, type and whether it is required on one
 * line, the description below. The fields of an object written inline (not
 * a $ref) follow their parent as `parent.child`.
 */
export function fieldsOf(
  node: SchemaNode,
  where: string,
  definitions: Record<string, SchemaNode> = {},
  refs: Refs = legacyRefs(definitions),
): Block {
  const items = (object: SchemaNode, prefix: string): ReturnType<typeof fieldItem>[] => {
    const required = new Set(object.required ?? []);
    return Object.entries(object.properties ?? {}).flatMap(([name, field]) => [
      fieldItem(`${prefix}${name}`, field, required.has(name), where, refs),
      ...(field.properties && !field.$ref ? items(field, `${prefix}${name}.`) : []),
    ]);
  };
  return element('fieldList', 'dl', items(node, ''), 'field-list');
}

function heading(depth: 2 | 3, id: string, children: Phrasing[]): Block {
  return { type: 'heading', depth, children, data: { hProperties: { id } } };
}

/**
 * The generated reference: "Top-level fields" (H2), then "Definitions" (H2)
 * with one H3 per definition whose id is the definition name.
 */
export function renderSchema(schema: SchemaNode): Block[] {
  if (!schema.properties || !schema.definitions) {
    throw new Error('registry-schema: the schema needs "properties" and "definitions"');
  }
  const blocks: Block[] = [
    heading(2, 'top-level-fields', [text('Top-level fields')]),
    {
      type: 'paragraph',
      children: [
        text('A registry file is one JSON object. '),
        ...(schema.required?.length
          ? [text('It must contain '), ...codeList(schema.required, ', and '), text('.')]
          : []),
      ],
    },
    fieldsOf(schema, 'root', schema.definitions),
    heading(2, 'definitions', [text('Definitions')]),
    {
      type: 'paragraph',
      children: [
        text('Each definition below is a reusable object type. Its anchor is the definition name, so '),
        code('#/definitions/server'),
        text(' in the schema corresponds to '),
        code('#server'),
        text(' on this page.'),
      ],
    },
  ];
  for (const [name, definition] of Object.entries(schema.definitions)) {
    if (!definition.description) throw new Error(`registry-schema: definition ${name} has no description`);
    blocks.push(heading(3, name, [code(name)]));
    const intro: Phrasing[] = [text(definition.description)];
    if (definition.required?.length)
      intro.push(text(' Required fields: '), ...codeList(definition.required), text('.'));
    if (definition.additionalProperties === false) intro.push(text(' No other fields are allowed.'));
    blocks.push({ type: 'paragraph', children: intro });
    if (definition.properties && Object.keys(definition.properties).length > 0) {
      blocks.push(fieldsOf(definition, name, schema.definitions));
    }
  }
  return blocks;
}

/** One joined schema file of a release that has several, with the address the site serves it at. */
export interface SchemaFile {
  file: string;
  schema: SchemaNode;
  href: string;
}

/** `server.schema.json` → `server`: the anchor of the file's section, and the prefix of its definitions' anchors. */
export const fileAnchor = (file: string): string => file.replace(/\.schema\.json$|\.json$/, '');

/**
 * The generated reference of a release with several schema files: one H2
 * per file (its anchor is the file name without `.schema.json`, so
 * `#server`), with the file's top-level fields, then one H3 per definition
 * whose anchor joins the two (`server.schema.json#/definitions/Icon` is
 * `#server-Icon` on the page). A `$ref` links to the section it names, in
 * whichever file.
 */
export function renderSchemaFiles(files: SchemaFile[]): Block[] {
  const byName = new Map(files.map((f) => [f.file, f]));
  const resolve = (from: string, ref: string): { file: string; name?: string; node: SchemaNode } => {
    const [base, fragment = ''] = ref.split('#');
    const file = base || from;
    const target = byName.get(file);
    const match = /^\/(?:definitions|\$defs)\/([^/]+)$/.exec(fragment);
    if (!target || (fragment && !match))
      throw new Error(`registry-schema: ${from} has a $ref "${ref}" the page cannot link to`);
    if (!match) return { file, node: target.schema };
    const node = (target.schema.definitions ?? target.schema.$defs ?? {})[match[1]];
    if (!node) throw new Error(`registry-schema: ${from} has a $ref "${ref}" to a definition ${file} does not have`);
    return { file, name: match[1], node };
  };
  const refsOf = (from: string): Refs => ({
    link: (ref) => {
      const { file, name } = resolve(from, ref);
      const label = name ?? byName.get(file)!.schema.title ?? file;
      return {
        type: 'link',
        url: `#${fileAnchor(file)}${name ? `-${name}` : ''}`,
        children: [name ? code(label) : text(label)],
      };
    },
    target: (ref) => resolve(from, ref).node,
    bare: true,
  });
  const blocks: Block[] = [];
  for (const { file, schema, href } of files) {
    const refs = refsOf(file);
    if (!schema.title || !schema.description)
      throw new Error(`registry-schema: ${file} needs a title and a description for its section`);
    blocks.push(heading(2, fileAnchor(file), [text(schema.title)]));
    blocks.push({
      type: 'paragraph',
      children: [
        text(`${schema.description} Schema file: `),
        { type: 'link', url: href, children: [code(file)] },
        text('.'),
        ...shapeOf(schema, refs),
      ],
    });
    if (schema.properties) blocks.push(fieldsOf(schema, fileAnchor(file), {}, refs));
    for (const [name, definition] of Object.entries(schema.definitions ?? schema.$defs ?? {})) {
      if (!definition.description) throw new Error(`registry-schema: ${file} definition ${name} has no description`);
      blocks.push(heading(3, `${fileAnchor(file)}-${name}`, [code(name)]));
      blocks.push({ type: 'paragraph', children: [text(definition.description), ...shapeOf(definition, refs)] });
      const fields = ownFields(definition);
      if (Object.keys(fields.properties ?? {}).length > 0) blocks.push(fieldsOf(fields, name, {}, refs));
    }
  }
  return blocks;
}

/** A definition's fields, with those of its inline `allOf` branches. */
function ownFields(node: SchemaNode): SchemaNode {
  const inline = (node.allOf ?? []).filter((branch) => !branch.$ref && branch.properties);
  return {
    properties: Object.assign({}, node.properties, ...inline.map((b) => b.properties)),
    required: [...(node.required ?? []), ...inline.flatMap((b) => b.required ?? [])],
  };
}

/** What a node is besides its fields: what it points at, combines or chooses between, and its extra rules, as sentences. */
function shapeOf(node: SchemaNode, refs: Refs): Phrasing[] {
  const out: Phrasing[] = [];
  const links = (nodes: SchemaNode[]) =>
    nodes.flatMap((n, i) => [...(i > 0 ? [text(i === nodes.length - 1 ? ', or ' : ', ')] : []), ...typeOf(n, refs)]);
  if (node.$ref) out.push(text(' Its top level is '), ...typeOf(node, refs), text('.'));
  if (node.anyOf?.every((n) => n.$ref)) out.push(text(' One of '), ...links(node.anyOf), text('.'));
  for (const branch of node.allOf ?? []) {
    if (branch.$ref) out.push(text(' Has every field of '), ...typeOf(branch, refs), text('.'));
    else if (branch.anyOf?.every((n) => n.$ref)) out.push(text(' Is one of '), ...links(branch.anyOf), text('.'));
  }
  const alternatives = [node, ...(node.allOf ?? [])].flatMap((n) => n.anyOf ?? []);
  if (alternatives.length && alternatives.every((n) => n.required && !n.$ref && !n.properties))
    out.push(
      text(' It also needs '),
      ...codeList(
        alternatives.flatMap((n) => n.required ?? []),
        ', or ',
      ),
      text('.'),
    );
  if (node.additionalProperties === false) out.push(text(' No other fields are allowed.'));
  else if (isNode(node.additionalProperties) && node.properties) {
    const other = node.additionalProperties;
    out.push(
      ...(Object.keys(other).length === 1 && typeof other.type === 'string'
        ? [text(` Other keys may hold any ${other.type}.`)]
        : [text(' Other keys may hold '), ...typeOf(other, refs), text('.')]),
    );
  }
  return out;
}
