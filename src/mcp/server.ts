/**
 * One MCP server over the loaded docs: the four tools and every page as a
 * resource. Protocol details are the SDK's; this file maps requests to the
 * tools and turns every failure into a result or error the client can read.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  isJSONRPCError,
  isJSONRPCRequest,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  PingRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';
import type { Docs } from './docs';
import { clip, InputError, resolvePage, resourceUri, URI_SCHEME } from './resolve';
import { toolsFor } from './tools';

/** MCP's code for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;

export const SERVER_NAME = 'toolhive-docs';

export function instructions(docs: Docs): string {
  return [
    `Offline documentation for ToolHive ${docs.version}, the same pages as ${docs.siteUrl}, answered on this machine without network access.`,
    `ToolHive runs Model Context Protocol (MCP) servers in isolated containers; the docs cover its CLI (thv), desktop UI, Kubernetes operator, registry, and API.`,
    'Start with search_docs for a topic, command, or error; read_page to read a page or one of its sections; ask_docs for a short cited answer; list_pages to browse.',
    `Every page is also a resource at ${URI_SCHEME}:///<path>, for example ${URI_SCHEME}://${docs.root}quickstart.`,
    `Cite the URLs the tools return. Everything here describes ToolHive ${docs.version}; other releases can differ.`,
  ].join('\n');
}

export function createDocsServer(docs: Docs, serverVersion: string): Server {
  const tools = toolsFor(docs);
  const server = new Server(
    { name: SERVER_NAME, title: `ToolHive ${docs.version} docs`, version: serverVersion, websiteUrl: docs.siteUrl },
    { capabilities: { tools: {}, resources: {} }, instructions: instructions(docs) },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map(({ name, title, description, inputSchema, outputSchema }) => ({
      name,
      title,
      description,
      inputSchema: inputSchema as { type: 'object' },
      outputSchema: outputSchema as { type: 'object' },
      annotations: { title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, (request): CallToolResult => {
    const tool = tools.find((t) => t.name === request.params.name);
    if (!tool) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown tool "${clip(request.params.name)}". Tools: ${tools.map((t) => t.name).join(', ')}.`,
      );
    }
    try {
      const { text, structured } = tool.run(request.params.arguments ?? {});
      return { content: [{ type: 'text', text }], ...(structured ? { structuredContent: structured } : {}) };
    } catch (error) {
      // A bug must not take the server down or show a stack trace; the message is enough to report it.
      const message = error instanceof InputError ? error.message : `${tool.name} failed: ${(error as Error).message}`;
      return { isError: true, content: [{ type: 'text', text: message }] };
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: docs.pages.map((page) => ({
      uri: resourceUri(page),
      name: page.path,
      title: page.title,
      description: page.description,
      mimeType: 'text/markdown',
      size: Buffer.byteLength(page.markdown),
    })),
  }));

  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));

  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const { uri } = request.params;
    if (!uri.startsWith(`${URI_SCHEME}:`)) {
      throw new McpError(
        RESOURCE_NOT_FOUND,
        `Unknown resource ${clip(uri)}: resources of this server start with ${URI_SCHEME}:///.`,
      );
    }
    try {
      const { page } = resolvePage(docs, uri);
      return { contents: [{ uri: resourceUri(page), mimeType: 'text/markdown', text: page.markdown }] };
    } catch (error) {
      if (error instanceof InputError) throw new McpError(RESOURCE_NOT_FOUND, error.message, { uri: clip(uri) });
      throw error;
    }
  });

  return server;
}

/** The SDK's schema of every request this server answers, by method. */
const REQUEST_SCHEMAS = new Map(
  [
    InitializeRequestSchema,
    PingRequestSchema,
    ListToolsRequestSchema,
    CallToolRequestSchema,
    ListResourcesRequestSchema,
    ListResourceTemplatesRequestSchema,
    ReadResourceRequestSchema,
  ].map((schema) => [schema.shape.method.value as string, schema]),
);

/** What is wrong with a request's params, in one line, or null when the SDK will accept them. */
export function paramsProblem(request: JSONRPCRequest): string | null {
  const checked = REQUEST_SCHEMAS.get(request.method)?.safeParse(request);
  if (!checked || checked.success) return null;
  const [issue] = checked.error.issues;
  const where = issue.path.length ? issue.path.join('.') : 'params';
  return `Invalid params for ${clip(request.method)}: ${clip(where)}: ${clip(issue.message, 200)}.`;
}

/**
 * Connects the server to a transport and answers requests with bad params
 * with -32602 and a one-line reason. Left to the SDK, they reach its
 * handlers, whose schema check fails with -32603 and the whole validation
 * report as the message.
 *
 * The SDK's McpError writes "MCP error <code>: " into its own message, and
 * SDK clients prefix an error reply's message the same way, so a client
 * showed "MCP error -32602: MCP error -32602: ...". Replies leave here with
 * the plain message.
 */
export async function connectDocsServer(server: Server, transport: Transport): Promise<void> {
  await server.connect(transport);
  const handle = transport.onmessage!;
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if (isJSONRPCError(message)) {
      const { code, message: text } = message.error;
      const prefix = `MCP error ${code}: `;
      if (text.startsWith(prefix))
        message = { ...message, error: { ...message.error, message: text.slice(prefix.length) } };
    }
    return send(message, options);
  };
  transport.onmessage = (message, extra) => {
    const problem = isJSONRPCRequest(message) ? paramsProblem(message) : null;
    if (!problem) return handle(message, extra);
    const id = (message as JSONRPCRequest).id;
    void transport.send({ jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidParams, message: problem } });
  };
}
