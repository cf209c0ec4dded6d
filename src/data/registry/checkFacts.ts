import { isDeepStrictEqual } from 'node:util';
import type { RegistryFacts } from '../../reference/registry';
import { stripProse } from '../../reference/schema';

/**
 * Our registry schema (src/data/registry/schema.json) is the release's with
 * our descriptions: with the prose taken out, the two must be equal. `$id`
 * is left out on purpose: upstream's points at its own repository, and the
 * site serves its copy under its own URL.
 */
export function registryFactProblems(
  ours: unknown,
  oursFile: string,
  facts: RegistryFacts,
  factsFile: string,
): string[] {
  if (!facts.schema) return [`${factsFile}: the release ships no registry schema, but ${oursFile} documents one`];
  const strip = (s: unknown) => {
    const rest = { ...(stripProse(s) as Record<string, unknown>) };
    delete rest.$id;
    return rest;
  };
  const problems: string[] = [];
  const walk = (a: unknown, b: unknown, at: string) => {
    if (isDeepStrictEqual(a, b)) return;
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
        walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}/${k}`);
    } else if (b === undefined) problems.push(`${at}: words in ${oursFile}, but ${factsFile} has no such fact`);
    else if (a === undefined) problems.push(`${at}: in ${factsFile}, but ${oursFile} does not have it`);
    else problems.push(`${at}: ${oursFile} states ${JSON.stringify(a)}, ${factsFile} has ${JSON.stringify(b)}`);
  };
  walk(strip(ours), strip(facts.schema), '#');
  return problems;
}
