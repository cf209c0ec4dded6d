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
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  required?: string[];
  definitions?: Record<string, SchemaNode>;
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
function refLink(ref: string): Phrasing {
  const name = refName(ref);
  return { type: 'link', url: `#${name}`, children: [code(name)] };
}

/** "string", "array of string", "map of name to server", with links for $ref. */
export function typeOf(node: SchemaNode): Phrasing[] {
  if (node.$ref) return [refLink(node.$ref)];
  if (node.type === 'array' && node.items) return [text('array of '), ...typeOf(node.items)];
  if (node.type === 'object' && node.patternProperties) {
    const [value] = Object.values(node.patternProperties);
    return [text('object: server name to '), ...typeOf(value)];
  }
  if (node.type === undefined) return [text('any JSON value')];
  return [text(Array.isArray(node.type) ? node.type.join(' or ') : node.type)];
}

/** Enum, pattern, limits, format, and default, as short phrases. */
export function constraintsOf(node: SchemaNode): Phrasing[][] {
  const out: Phrasing[][] = [];
  if (node.enum) out.push([text('One of '), ...codeList(node.enum, ', or ')]);
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

/** The fields of one object: name, type and whether it is required on one line, the description below. */
export function fieldsOf(node: SchemaNode, where: string, definitions: Record<string, SchemaNode> = {}): Block {
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  const items = Object.entries(properties).map(([name, field]) => {
    // A $ref field may carry its own description; otherwise use the target's.
    const description = field.description ?? (field.$ref ? definitions[refName(field.$ref)]?.description : undefined);
    if (!description) throw new Error(`registry-schema: ${where}.${name} has no description`);
    const details = constraintsOf(field);
    const describe: Phrasing[] = [text(description)];
    if (details.length > 0) describe.push(text(' '), ...joinPhrases(details));
    const term: Phrasing[] = [code(name), text(' '), span('field-list__type', typeOf(field))];
    if (required.has(name)) term.push(text(' '), { type: 'strong', children: [text('required')] });
    return element(
      'fieldListItem',
      'div',
      [element('fieldListTerm', 'dt', term), element('fieldListDescription', 'dd', describe)],
      'field-list__item',
    );
  });
  return element('fieldList', 'dl', items, 'field-list');
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
