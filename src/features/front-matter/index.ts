import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';

type FrontMatter = Record<string, unknown>;

/** Fields every doc page must set: the title heads the page and the description feeds search, SEO, and llms.txt. */
const REQUIRED = ['title', 'description'] as const;

/** Why a doc's front matter is unusable, or nothing when it is fine. */
export function frontMatterProblems(frontMatter: FrontMatter): string[] {
  const problems: string[] = [];
  for (const field of REQUIRED) {
    const value = frontMatter[field];
    if (value === undefined) problems.push(`\`${field}\` is missing`);
    else if (typeof value !== 'string' || value.trim() === '') problems.push(`\`${field}\` must be non-empty text`);
  }
  return problems;
}

/**
 * Docusaurus' front matter parser with our rules on top, for
 * `markdown.parseFrontMatter`. Invalid YAML already fails in the default
 * parser; this adds the fields the site relies on, and names the file.
 */
export function createFrontMatterParser(docsDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const relative = path.relative(docsDir, params.filePath);
    const isDoc = !relative.startsWith('..') && !path.isAbsolute(relative);
    const isPartial = relative.split(path.sep).some((part) => part.startsWith('_'));
    if (isDoc && !isPartial) {
      const problems = frontMatterProblems(result.frontMatter);
      if (problems.length > 0) throw new Error(`Bad front matter in ${params.filePath}: ${problems.join('; ')}`);
    }
    return result;
  };
}
