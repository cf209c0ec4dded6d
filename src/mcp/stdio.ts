/**
 * The stdio transport: one JSON-RPC message per line on stdin, one per line
 * on stdout. It stands in for the SDK's StdioServerTransport, which leaves a
 * line it cannot parse unanswered, ends the session on one oversized line,
 * adds a 'drain' listener per reply while the reader is slow, and lets a
 * closed stdout crash the process with EPIPE.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { MAX_MESSAGE_BYTES } from './constants';

type Id = string | number | null;

/** How much of an oversized line's start and end is kept to find its id. */
const EDGE = 1024;

/** The id of a message that is not valid JSON-RPC, when it has a usable one. */
function idOf(value: unknown): Id {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

const ID_VALUE = String.raw`(-?\d{1,15}|"(?:[^"\\]|\\.){0,200}")`;
/** `{"jsonrpc":"2.0","id":7,...` (SDK clients) or `...,"id":7}` (ours and many others): the top-level id. */
const ID_AT_START = new RegExp(
  String.raw`^\s*\{\s*(?:"(?:jsonrpc|method)"\s*:\s*"[^"\\]{0,100}"\s*,\s*){0,2}"id"\s*:\s*${ID_VALUE}`,
);
const ID_AT_END = new RegExp(String.raw`[,{]\s*"id"\s*:\s*${ID_VALUE}\s*\}\s*$`);

/** The id of a line too large to parse, read from its first and last bytes. */
function idOfOversized(head: string, tail: string): Id {
  const raw = ID_AT_START.exec(head)?.[1] ?? ID_AT_END.exec(tail)?.[1];
  return raw === undefined ? null : (JSON.parse(raw) as string | number);
}

/** Why a parsed line is not a JSON-RPC message, in one line. */
function invalidReason(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'a message must be one JSON object (batches are not supported)';
  }
  const message = value as Record<string, unknown>;
  if (message.jsonrpc !== '2.0') return '"jsonrpc" must be "2.0"';
  if ('method' in message && typeof message.method !== 'string') return '"method" must be a string';
  if ('id' in message && idOf(message) === null) return '"id" must be a string or a number';
  return 'not a JSON-RPC request, notification, or response';
}

export class LineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;

  private parts: Buffer[] = [];
  private size = 0;
  /** Set while a line over the limit is skipped: its first bytes. */
  private head: Buffer | null = null;
  private tail = Buffer.alloc(0);
  private waitingForDrain = false;
  private closed = false;

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
    private readonly limit = MAX_MESSAGE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onStreamError);
    this.output.on('error', this.onStreamError);
  }

  private onData = (chunk: Buffer) => {
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl !== -1 && !this.closed; nl = chunk.indexOf(0x0a, start)) {
      this.append(chunk.subarray(start, nl));
      this.endLine();
      start = nl + 1;
    }
    if (!this.closed) this.append(chunk.subarray(start));
  };

  private append(part: Buffer) {
    if (!part.length) return;
    this.size += part.length;
    if (this.head) {
      this.tail = Buffer.concat([this.tail, part]).subarray(-EDGE);
      return;
    }
    this.parts.push(part);
    if (this.size > this.limit) {
      // Keep only what can name the id; the rest of the line is dropped as it arrives.
      const all = Buffer.concat(this.parts);
      this.head = all.subarray(0, EDGE);
      this.tail = all.subarray(-EDGE);
      this.parts = [];
    }
  }

  private endLine() {
    const { head, tail, size } = this;
    const line = head ? null : Buffer.concat(this.parts).toString('utf8');
    this.parts = [];
    this.size = 0;
    this.head = null;
    this.tail = Buffer.alloc(0);
    if (head) {
      const id = idOfOversized(head.toString('utf8'), tail.toString('utf8'));
      return this.fail(id, ErrorCode.InvalidRequest, `Message too large: ${size} bytes; the limit is ${this.limit}.`);
    }
    if (!line!.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line!);
    } catch {
      return this.fail(null, ErrorCode.ParseError, 'Parse error: the line is not valid JSON.');
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success)
      return this.fail(idOf(value), ErrorCode.InvalidRequest, `Invalid request: ${invalidReason(value)}.`);
    this.onmessage?.(parsed.data);
  }

  private fail(id: Id, code: number, message: string) {
    this.write({ jsonrpc: '2.0', id, error: { code, message } });
  }

  /**
   * A slow reader pauses the input until the output drains, so replies do
   * not pile up in memory; one 'drain' listener serves every waiting reply.
   */
  private write(message: unknown) {
    if (this.closed) return;
    if (!this.output.write(`${JSON.stringify(message)}\n`) && !this.waitingForDrain) {
      this.waitingForDrain = true;
      this.input.pause();
      this.output.once('drain', () => {
        this.waitingForDrain = false;
        if (!this.closed) this.input.resume();
      });
    }
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.write(message);
  }

  /** A closed pipe (EPIPE) or a failed read ends the session; nothing more can be said. */
  private onStreamError = () => {
    void this.close();
  };

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.pause();
    this.parts = [];
    this.onclose?.();
  }
}
