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
  const problems = await lintFromString({ source, absoluteRef: file, config }).catch((error: unknown) => {
    throw yamlError(error, source, file);
  });
  return problems.map((p) => `${file}${p.location?.[0]?.pointer ?? ''}: ${p.message} (${p.ruleId}, ${p.severity})`);
}

/** Throws with every problem when the spec is not clean. */
export async function assertValidSpec(source: string, file: string): Promise<void> {
  const problems = await specProblems(source, file);
  if (problems.length) throw new Error(`The API spec is invalid:\n  - ${problems.join('\n  - ')}`);
}

/**
 * Redocly's YAML parse error carries the whole spec in its `source` field,
 * and Docusaurus prints every field of an error it stops on: a 30 KB dump.
 * This keeps the file, the line, the column, the reason and the line itself.
 */
function yamlError(error: unknown, source: string, file: string): unknown {
  const { line, col, originalError } = (error ?? {}) as {
    line?: number;
    col?: number;
    originalError?: { reason?: string };
  };
  if (typeof line !== 'number') return error;
  const reason = originalError?.reason ?? (error as Error).message;
  const text = source.split('\n')[line - 1] ?? '';
  return new Error(`The API spec is not valid YAML: ${file}:${line}:${col}: ${reason}\n  ${line} | ${text}`);
}
