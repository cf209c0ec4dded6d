import path from 'node:path';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx-jsx'; // puts mdxJsxFlowElement among mdast's nodes
import { SKIP, visit } from 'unist-util-visit';
import { readJson } from '../../lib/readJson';
import { renderSchema, type Block, type SchemaNode } from './render';

export interface RegistrySchemaRemarkOptions {
  /** The project's registry JSON Schema. */
  schemaPath: string;
  /** A registry file that validates against the schema. */
  samplePath: string;
}

/**
 * Replaces two placeholder elements in MDX with generated Markdown nodes:
 * `<RegistrySchemaReference />` becomes the field reference and
 * `<RegistrySample />` becomes the sample registry as a JSON code block.
 * Register it in `beforeDefaultRemarkPlugins` so Docusaurus assigns heading
 * ids and builds the table of contents from the generated headings.
 */
export default function registrySchemaRemark(options: RegistrySchemaRemarkOptions) {
  const replacements: Record<string, () => Block[]> = {
    RegistrySchemaReference: () => renderSchema(readJson(options.schemaPath, 'registry-schema') as SchemaNode),
    RegistrySample: () => [
      {
        type: 'code',
        lang: 'json',
        meta: `title="${path.basename(options.samplePath)}"`,
        value: JSON.stringify(readJson(options.samplePath, 'registry-schema'), null, 2),
      },
    ],
  };
  return (tree: Root): void => {
    visit(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      const replace = node.name ? replacements[node.name] : undefined;
      if (!replace || !parent || index === undefined) return undefined;
      const blocks = replace();
      parent.children.splice(index, 1, ...(blocks as never[]));
      return [SKIP, index + blocks.length];
    });
  };
}
