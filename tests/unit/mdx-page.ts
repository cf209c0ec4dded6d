import { compile } from '@mdx-js/mdx';
import { escapeMarkdownHeadingIds } from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';

/**
 * A generated page's body as the docs plugin hands it to MDX: front matter
 * gone, `{#id}` heading ids escaped (the docs plugin reads them back from the
 * heading's text), and the syntax extensions the site turns on: GFM (tables,
 * literal links, strikethrough) and directives (admonitions).
 */
const body = (page: string) => escapeMarkdownHeadingIds(page.replace(/^---\n[\s\S]*?\n---\n/, ''));
const remarkPlugins = [remarkGfm, remarkDirective];

interface Node {
  type: string;
  value?: string;
  tagName?: string;
  name?: string | null;
  properties?: Record<string, unknown>;
  attributes?: { name: string; value?: unknown }[];
  children?: Node[];
  data?: { estree?: { body: { type: string; expression?: { type: string; value?: unknown } }[] } };
}

/**
 * What an expression shows: a string literal (the generators write `{':'}`
 * to keep a character out of a literal link) shows its value; a comment
 * nothing. Generated pages hold no other expression.
 */
function expressionText(node: Node): string {
  const statement = node.data?.estree?.body[0];
  const value = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (value?.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (node.data?.estree?.body.length === 0) return '';
  throw new Error(`unexpected expression {${node.value}} in a generated page`);
}

const isExpression = (node: Node) => node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';

/**
 * The page as the tree MDX turns into React elements, written out as HTML:
 * elements and JSX elements with their attributes, text escaped. Two versions
 * of a page that give the same string show a reader the same thing.
 */
function serialize(node: Node): string {
  const inner = (node.children ?? []).map(serialize).join('');
  if (node.type === 'text' || isExpression(node))
    return (node.type === 'text' ? (node.value ?? '') : expressionText(node))
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;');
  if (node.type === 'element' || node.type.startsWith('mdxJsx')) {
    const tag = node.tagName ?? node.name ?? 'fragment';
    const attrs =
      node.type === 'element'
        ? Object.entries(node.properties ?? {}).map(([k, v]) => ` ${k}=${JSON.stringify(v)}`)
        : (node.attributes ?? []).map((a) => ` ${a.name}=${JSON.stringify(a.value ?? true)}`);
    return `<${tag}${attrs.join('')}>${inner}</${tag}>`;
  }
  return node.type === 'mdxjsEsm' ? '' : inner;
}

async function tree(page: string): Promise<Node> {
  let root: Node | undefined;
  await compile(body(page), { remarkPlugins, rehypePlugins: [() => (t: Node) => void (root = t)] });
  return root!;
}

/** Compiles a generated page as MDX; a page that does not compile fails naming its file and MDX's reason. */
export async function compileMdxPage(page: string, file: string): Promise<void> {
  try {
    await compile(body(page), { remarkPlugins });
  } catch (error) {
    throw new Error(`${file}: does not compile as MDX: ${(error as Error).message}`);
  }
}

/** What a page shows, as HTML (see serialize), to compare two versions of a page. */
export const renderMdxPage = async (page: string): Promise<string> => serialize(await tree(page));

/** The text a reader sees in a page, with no markup. */
export async function textOfMdxPage(page: string): Promise<string> {
  const text = (node: Node): string =>
    node.type === 'text'
      ? (node.value ?? '')
      : isExpression(node)
        ? expressionText(node)
        : node.type === 'mdxjsEsm'
          ? ''
          : (node.children ?? []).map(text).join('');
  return text(await tree(page));
}
