/**
 * The languages prism-light.ts highlights, names and aliases as fences spell
 * them. Kept apart so CodeBlock can choose a runtime without loading one.
 */
export const LIGHT_LANGUAGES: ReadonlySet<string> = new Set(['json', 'bash', 'sh', 'shell']);
