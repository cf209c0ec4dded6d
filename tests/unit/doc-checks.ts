/**
 * The checks each docs version's pages pass against the facts of the
 * release it documents: `thv` command lines against its CLI, operator
 * manifests against its CRDs. Each problem names the page and the line.
 */
import path from 'node:path';
import { load } from 'js-yaml';
import type { CrdReference } from '../../src/data/crds/schema';
import { validateManifest } from '../../src/data/crds/validateManifest';
import { loadCliData } from '../../src/features/cli-reference';
import { thvInvocations, thvTree, type ThvTree } from '../../src/lib/thvCommandLine';
import { docsDirOf, type DocsRelease } from '../../src/reference/releases';
import type { DocCodeBlock } from './code-block-scan';

const siteDir = path.resolve(__dirname, '../..');

export const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'powershell']);

/** A release's `thv` commands (its facts joined with our words, as the CLI reference renders them). */
export const cliTree = (tag: string): ThvTree => thvTree(loadCliData(siteDir, tag).commands);

/** The problems with every `thv` invocation in one code block, each with the page and the line it starts on. */
export function thvProblems(block: DocCodeBlock, tree: ThvTree): string[] {
  if (!SHELL.has(block.lang)) return [];
  const problems: string[] = [];
  for (const { line, invocation: inv } of thvInvocations(block.body, tree)) {
    if (inv.builtIn) continue;
    const where = `${block.file}:${block.line + 1 + line}: ${inv.text}`;
    if (inv.unknownSubcommand) {
      problems.push(`${where}: "${inv.command}" has no subcommand "${inv.unknownSubcommand}"`);
      continue;
    }
    for (const f of inv.flags) if (!f.flag) problems.push(`${where}: "${inv.command}" has no flag ${f.word}`);
  }
  return problems;
}

export const CRD_GROUP = 'toolhive.stacklok.dev';

/**
 * The page, inside a docs version's folder, that moves manifests from
 * v1alpha1 to v1beta1: the one page whose manifests may use a deprecated
 * apiVersion, since it shows the old manifests next to the new ones.
 */
export const MIGRATION_PAGE = 'toolhive/guides-k8s/migrate-to-v1beta1.mdx';

/** One YAML document of a code block that declares a resource of the operator's group. */
export interface DocManifest {
  file: string;
  /** The 1-based line of the page the document starts on. */
  line: number;
  doc: Record<string, unknown>;
}

/** The operator's resources in a YAML block, one per document (documents split at `---` lines). */
export function manifestsIn(block: DocCodeBlock): DocManifest[] {
  if (block.lang !== 'yaml' && block.lang !== 'yml') return [];
  const docs: { start: number; lines: string[] }[] = [{ start: 0, lines: [] }];
  block.body.split('\n').forEach((text, i) => {
    if (/^---\s*$/.test(text)) docs.push({ start: i + 1, lines: [] });
    else docs.at(-1)!.lines.push(text);
  });
  return docs.flatMap(({ start, lines }) => {
    const doc = load(lines.join('\n'), { filename: block.file }) as Record<string, unknown> | undefined;
    if (typeof doc?.apiVersion !== 'string' || !doc.apiVersion.startsWith(`${CRD_GROUP}/`)) return [];
    const first = Math.max(
      lines.findIndex((l) => l.trim() && !l.trim().startsWith('#')),
      0,
    );
    return [{ file: block.file, line: block.line + 1 + start + first, doc }];
  });
}

/**
 * What is wrong with one manifest against a release's CRDs, each problem
 * with the page and line. A deprecated apiVersion is a problem everywhere
 * but on the migration page of its docs version.
 */
export function manifestProblems(m: DocManifest, ref: CrdReference, release: DocsRelease): string[] {
  const migrating = m.file === `${docsDirOf(release)}/${MIGRATION_PAGE}`;
  return validateManifest(m.doc, ref)
    .filter((p) => !(migrating && / is deprecated for /.test(p)))
    .map((p) => `${m.file}:${m.line} (${String(m.doc.kind)}): ${p}`);
}
