/**
 * The one HTML reader for built pages: parse5, the parser that follows the
 * HTML standard, so a page reads as a browser reads it (the minifier drops
 * optional end tags such as `</li>` and `</tr>`, which the standard closes).
 * Post-build, llms-txt, the search extractor and the tests read pages through
 * these few helpers instead of each bringing a parser of its own.
 */
import {
  defaultTreeAdapter as tree,
  html as spec,
  parse,
  parseFragment,
  serialize,
  serializeOuter,
  type DefaultTreeAdapterMap,
} from 'parse5';

export type Document = DefaultTreeAdapterMap['document'];
export type Element = DefaultTreeAdapterMap['element'];
export type Node = DefaultTreeAdapterMap['node'];
export type ParentNode = DefaultTreeAdapterMap['parentNode'];
export type TextNode = DefaultTreeAdapterMap['textNode'];
export type ChildNode = DefaultTreeAdapterMap['childNode'];

export { serialize as innerHtml, serializeOuter as outerHtml, serialize as serializeDocument };

/** A whole page. */
export const parseHtml = (html: string): Document => parse(html);

export const isElement = (node: Node): node is Element => 'tagName' in node;
export const isText = (node: Node): node is TextNode => node.nodeName === '#text';

/** The node itself when it is an element, then every element below it, in document order. */
export function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  // A <template>'s children live in its content, which is not part of the page as shown.
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}

/** The elements below `node` (not itself) that pass `test`, in document order. */
export const findAll = (node: ParentNode, test: (e: Element) => boolean): Element[] =>
  node.childNodes.flatMap((child) => [...elements(child)]).filter(test);

/** The first element below `node` (not itself) that passes `test`. */
export function find(node: ParentNode, test: (e: Element) => boolean): Element | undefined {
  for (const child of node.childNodes) for (const e of elements(child)) if (test(e)) return e;
  return undefined;
}

/** The element itself or its nearest ancestor that passes `test`. */
export function closest(element: Element, test: (e: Element) => boolean): Element | undefined {
  for (let node: ParentNode | null = element; node; node = tree.getParentNode(node))
    if (isElement(node) && test(node)) return node;
  return undefined;
}

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((a) => a.name === name)?.value;

export const hasClass = (element: Element, name: string): boolean =>
  (attribute(element, 'class') ?? '').split(/\s+/).includes(name);

/** Tests for `find`, `findAll` and `closest`: by tag name, by class, by an attribute's value. */
export const byTag =
  (...names: string[]) =>
  (e: Element) =>
    names.includes(e.tagName);
export const byClass =
  (...names: string[]) =>
  (e: Element) =>
    names.some((name) => hasClass(e, name));
export const byAttribute =
  (name: string, value?: string | ((actual: string) => boolean)) =>
  (e: Element): boolean => {
    const actual = attribute(e, name);
    if (actual === undefined || value === undefined) return actual !== undefined;
    return typeof value === 'string' ? actual === value : value(actual);
  };
/** An element whose class attribute holds `part` anywhere, as CSS's `[class*="part"]` (CSS modules add a hash to a name). */
export const byClassPart = (part: string) => byAttribute('class', (c) => c.includes(part));

/** The text below a node, as the DOM's `textContent`: every text node joined; comments left out. */
export function textOf(node: Node, skip: (e: Element) => boolean = () => false): string {
  if (isText(node)) return node.value;
  if (isElement(node) && skip(node)) return '';
  return 'childNodes' in node ? node.childNodes.map((child) => textOf(child, skip)).join('') : '';
}

/** Every text node below a node, in order, each on its own (for text whose parts must stay apart). */
export function textNodes(node: Node, skip: (e: Element) => boolean = () => false): string[] {
  if (isText(node)) return [node.value];
  if (isElement(node) && skip(node)) return [];
  return 'childNodes' in node ? node.childNodes.flatMap((child) => textNodes(child, skip)) : [];
}

/** A new element, with its attributes in the order given. */
export const createElement = (tagName: string, attrs: Record<string, string> = {}): Element =>
  tree.createElement(
    tagName,
    spec.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );

export const appendText = (element: Element, text: string): void => tree.insertText(element, text);
export const appendChild = (parent: ParentNode, child: ChildNode): void => tree.appendChild(parent, child);
export const remove = (node: ChildNode): void => tree.detachNode(node);
/** Puts `child` into `parent` before `reference`, or last when there is none. */
export const insertBefore = (parent: ParentNode, child: ChildNode, reference?: ChildNode): void =>
  reference ? tree.insertBefore(parent, child, reference) : tree.appendChild(parent, child);

/** Puts the nodes of an HTML fragment, or one node, where `node` was. */
export function replaceWith(node: ChildNode, replacement: string | ChildNode): void {
  const parent = node.parentNode;
  if (!parent) return;
  const nodes = typeof replacement === 'string' ? parseFragment(replacement).childNodes : [replacement];
  for (const child of [...nodes]) tree.insertBefore(parent, child, node);
  tree.detachNode(node);
}
