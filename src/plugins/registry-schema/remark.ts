import fs from 'node:fs';
import path from 'node:path';
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

function readJson(file: string, what: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`registry-schema: cannot read the ${what} ${file}: ${(error as Error).message}`);
  }
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
    RegistrySchemaReference: () => renderSchema(readJson(options.schemaPath, 'schema') as SchemaNode),
    RegistrySample: () => [
      {
        type: 'code',
        lang: 'json',
        meta: `title="${path.basename(options.samplePath)}"`,
        value: JSON.stringify(readJson(options.samplePath, 'sample registry'), null, 2),
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
