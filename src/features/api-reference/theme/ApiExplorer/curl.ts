/** The parts of an operation (as the OpenAPI theme passes it) a curl command needs. */
export interface ApiOperation {
  method: string;
  path: string;
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  parameters?: { in: string; name: string; required?: boolean; example?: unknown; schema?: { example?: unknown } }[];
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> };
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A copy-paste curl call of the operation against the spec's default server, with its documented example body. */
export function curlCommand(operation: ApiOperation): string {
  const server = operation.servers?.[0];
  const base = (server?.url ?? 'http://localhost:8080').replace(
    /\{(\w+)\}/g,
    (whole, name: string) => server?.variables?.[name]?.default ?? whole,
  );
  const parameters = operation.parameters ?? [];
  const exampleOf = (name: string) => {
    const parameter = parameters.find((p) => p.name === name);
    const example = parameter?.example ?? parameter?.schema?.example;
    return example === undefined ? `<${name}>` : encodeURIComponent(String(example));
  };
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => exampleOf(name));
  const query = parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${exampleOf(p.name)}`)
    .join('&');
  const method = operation.method.toUpperCase();
  const lines = [
    `curl${method === 'GET' ? '' : ` -X ${method}`} ${shellQuote(`${base}${path}${query ? `?${query}` : ''}`)}`,
  ];
  const json = operation.requestBody?.content?.['application/json'];
  const body = json?.example ?? Object.values(json?.examples ?? {})[0]?.value;
  if (body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(body))}`);
  }
  return lines.join(' \\\n  ');
}
