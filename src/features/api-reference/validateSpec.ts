import { createConfig, lintFromString } from '@redocly/openapi-core';

/**
 * Lints the API spec with Redocly's recommended rules (schema validity,
 * examples that match their schemas, unique operationIds, ...). Every
 * problem, warning or error, is returned with its JSON pointer.
 */
export async function specProblems(source: string, file: string): Promise<string[]> {
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      // List endpoints of the product have no 4XX answers, and POST /registry only answers 501.
      'operation-4xx-response': 'off',
      'operation-2xx-response': 'off',
    },
  });
  const problems = await lintFromString({ source, absoluteRef: file, config });
  return problems.map((p) => `${file}${p.location?.[0]?.pointer ?? ''}: ${p.message} (${p.ruleId}, ${p.severity})`);
}

/** Throws with every problem when the spec is not clean. */
export async function assertValidSpec(source: string, file: string): Promise<void> {
  const problems = await specProblems(source, file);
  if (problems.length) throw new Error(`The API spec is invalid:\n  - ${problems.join('\n  - ')}`);
}
