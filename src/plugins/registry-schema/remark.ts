import path from 'node:path';
import { readJson } from '../../lib/readJson';
import { renderSchema, type Block, type SchemaNode } from './render';

export interface RegistrySchemaRemarkOptions {
  /** The project's registry JSON Schema. */
  schemaPath: string;
  /** A registry file that validates against the schema. */
  samplePath: string;
}

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
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
  return (tree: Node): void => {
    const visit = (node: Node): void => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if (child.type === 'mdxJsxFlowElement' && child.name && child.name in replacements) {
          return replacements[child.name]() as unknown as Node[];
        }
        visit(child);
        return [child];
      });
    };
    visit(tree);
  };
}
