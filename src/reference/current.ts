import { tagOfDocsVersion } from '../contract';
import { factsFile, readFacts } from './releases';
import type { PARTS } from './facts';

type Part = (typeof PARTS)[number];

/** The facts file of one reference for the release the current docs document, relative to the site root. */
export const currentFactsFile = (part: Part): string => factsFile(tagOfDocsVersion('current'), part);

/** Reads that facts file; a missing or malformed one fails naming it. */
export const readCurrentFacts = <T>(siteDir: string, part: Part): { file: string; facts: T } =>
  readFacts<T>(siteDir, tagOfDocsVersion('current'), part);
