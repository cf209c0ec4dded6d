import path from 'node:path';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx-jsx'; // puts mdxJsxFlowElement among mdast's nodes
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { readJson } from '../../lib/readJson';
import { releaseOfDocFile, sampleRegistryFile, specFileOf, type DocsRelease } from '../../reference/releases';
import { generateRegistrySchemas, SCHEMA_NAME } from '../../data/registry/join';
import { renderSchema, renderSchemaFiles, type Block, type SchemaNode } from './render';

export interface RegistrySchemaRemarkOptions {
  /** The site's folder, which the schema and the sample registry are read relative to. */
  siteDir: string;
}

/**
 * The generated reference of a docs version's registry schema: the one
 * legacy file as it always was, or one section per schema file of a release
 * that has several, each linking to the copy the version serves.
 */
export function registryReference(siteDir: string, release: DocsRelease): Block[] {
  const joined = generateRegistrySchemas(siteDir, release.tag);
  if (joined.length === 1 && joined[0].name === SCHEMA_NAME) return renderSchema(joined[0].schema as SchemaNode);
  return renderSchemaFiles(
    joined.map(({ file, name, schema }) => ({
      file,
      schema: schema as SchemaNode,
      href: `pathname:///${specFileOf(release, name)}`,
    })),
  );
}

/**
 * Replaces two placeholder elements in MDX with generated Markdown nodes:
 * `<RegistrySchemaReference />` becomes the field reference and
 * `<RegistrySample />` becomes the sample registry as a JSON code block.
 * Both come from the release of the docs version the page belongs to. Register
 * it in `beforeDefaultRemarkPlugins` so Docusaurus assigns heading ids and
 * builds the table of contents from the generated headings.
 */
export default function registrySchemaRemark({ siteDir }: RegistrySchemaRemarkOptions) {
  return (tree: Root, file: VFile): void => {
    let release: ReturnType<typeof releaseOfDocFile> | undefined;
    const read = (at: (r: NonNullable<typeof release>) => string) => {
      release ??= releaseOfDocFile(file.path);
      return path.join(siteDir, at(release));
    };
    const replacements: Record<string, () => Block[]> = {
      RegistrySchemaReference: () => registryReference(siteDir, (release ??= releaseOfDocFile(file.path))),
      RegistrySample: () => {
        const sample = read((r) => sampleRegistryFile(r.tag));
        return [
          {
            type: 'code',
            lang: 'json',
            meta: `title="${path.basename(sample)}"`,
            value: JSON.stringify(readJson(sample, 'registry-schema'), null, 2),
          },
        ];
      },
    };
    visit(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      const replace = node.name ? replacements[node.name] : undefined;
      if (!replace || !parent || index === undefined) return undefined;
      const blocks = replace();
      parent.children.splice(index, 1, ...(blocks as never[]));
      return [SKIP, index + blocks.length];
    });
  };
}
