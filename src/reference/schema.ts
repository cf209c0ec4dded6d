/**
 * JSON Schema and OpenAPI schemas with their prose taken out. Keys that hold
 * text for readers go; everything that constrains data stays. Names under
 * `properties` and the like are field names, so a property called
 * `description` survives.
 */
const PROSE = new Set(['description', 'title', 'summary', 'example', 'examples', '$comment', 'x-displayName']);
const NAMED = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'schemas']);

export function stripProse(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripProse);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (PROSE.has(key)) continue;
    if (NAMED.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, v]) => [name, stripProse(v)]));
    } else if (key === 'x-kubernetes-validations' && Array.isArray(value)) {
      // A CEL rule is a fact; its message is prose.
      out[key] = value.map((v: { rule?: string }) => ({ rule: v.rule }));
    } else {
      out[key] = stripProse(value);
    }
  }
  return out;
}
