/**
 * JSON Schema and OpenAPI schemas with their prose taken out. Keys that hold
 * text for readers go; everything that constrains data stays. Names under
 * `properties` and the like are field names, so a property called
 * `description` survives.
 */
export const PROSE: ReadonlySet<string> = new Set([
  'description',
  'title',
  'summary',
  'example',
  'examples',
  '$comment',
  'x-displayName',
]);
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

/*
 * Laying our words back over a release's facts: the prose keys that
 * `stripProse` takes out are ours; everything else is the release's.
 */
type Tree = Record<string, unknown>;
const isTree = (x: unknown): x is Tree => !!x && typeof x === 'object' && !Array.isArray(x);

/**
 * Copies the prose keys of `words` onto `fact` (a fresh copy of the facts),
 * descending into objects the fact has. Anything else in `words` is not a
 * word: it either states a fact or names a place the fact does not have, and
 * is reported under `key`. Keys listed in `keyedApart` hold children with
 * keys of their own (a schema's properties), so words may not reach them here.
 */
export function overlayWords(
  fact: Tree,
  words: unknown,
  key: string,
  problems: string[],
  keyedApart: ReadonlySet<string> = new Set(),
  at = '',
): void {
  if (!isTree(words)) {
    problems.push(`${key}: words must be a mapping of ${[...PROSE].join(', ')}`);
    return;
  }
  for (const [k, v] of Object.entries(words)) {
    const where = at ? `${at}.${k}` : k;
    if (PROSE.has(k)) fact[k] = v;
    else if (!keyedApart.has(k) && isTree(fact[k]) && isTree(v))
      overlayWords(fact[k] as Tree, v, key, problems, new Set(), where);
    else problems.push(`${key}: "${where}" is not a word: facts come from the release, not from our words`);
  }
}
