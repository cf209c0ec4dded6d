/**
 * What both transports do with a parsed message before the SDK sees it: one
 * JSON-RPC object or an -32600 answer saying why not, with the message's id
 * when it has a usable one. Batches (arrays) are refused: the 2025-06-18 MCP
 * revision dropped them, and one array of a hundred calls ran as a single
 * stretch of work that every other client waited behind.
 */
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export type Id = string | number | null;

export interface Refusal {
  id: Id;
  code: number;
  message: string;
}

/** The id of a message that is not valid JSON-RPC, when it has a usable one. */
export function idOf(value: unknown): Id {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

/** Why a parsed value is not a JSON-RPC message, in one line. */
function invalidReason(value: unknown): string {
  if (Array.isArray(value)) return 'batches (JSON arrays) are not supported; send one message at a time';
  if (typeof value !== 'object' || value === null) return 'a message must be one JSON object';
  const message = value as Record<string, unknown>;
  if (message.jsonrpc !== '2.0') return '"jsonrpc" must be "2.0"';
  if ('method' in message && typeof message.method !== 'string') return '"method" must be a string';
  if ('id' in message && idOf(message) === null) return '"id" must be a string or a number';
  return 'not a JSON-RPC request, notification, or response';
}

/** The message in a parsed value, or what to answer instead. */
export function checkMessage(value: unknown): { message: JSONRPCMessage } | { refusal: Refusal } {
  const parsed = Array.isArray(value) ? undefined : JSONRPCMessageSchema.safeParse(value);
  if (parsed?.success) return { message: parsed.data };
  return {
    refusal: { id: idOf(value), code: ErrorCode.InvalidRequest, message: `Invalid request: ${invalidReason(value)}.` },
  };
}

const ID_VALUE = /^\s*(-?\d{1,15}|"(?:[^"\\]|\\.){0,200}")\s*$/;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Finds the top-level `"id"` of a JSON object that arrives in parts too
 * large to keep, wherever it sits: it follows strings and nesting, and jumps
 * over the contents of strings it does not need with indexOf, so a line of
 * many megabytes costs milliseconds. The first top-level id wins.
 */
export class IdScanner {
  id: Id = null;
  private found = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private expectingKey = false;
  /** The top-level key being read, while it is short enough to be "id". */
  private key: string | null = null;
  private lastKey: string | null = null;
  /** The raw bytes of the id's value while they are read. */
  private value: number[] | null = null;

  feed(part: Buffer): void {
    for (let i = 0; i < part.length && !this.found; i++) {
      const c = part[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.key !== null) this.lastKey = this.key;
          this.key = null;
        } else if (this.key === null && this.value === null) {
          // A string nobody needs: on to its next quote or backslash.
          const quote = part.indexOf(QUOTE, i);
          const end = quote < 0 ? part.length : quote;
          const slash = part.subarray(i, end).indexOf(BACKSLASH);
          i = (slash < 0 ? end : i + slash) - 1;
          continue;
        }
        this.keep(c);
        continue;
      }
      if (c === QUOTE) {
        this.inString = true;
        if (this.depth === 1 && this.expectingKey) {
          this.key = '';
          this.lastKey = null;
          continue;
        }
      } else if (c === 0x7b || c === 0x5b) {
        this.value = null; // an object or an array is no id
        this.depth++;
        this.expectingKey = this.depth === 1;
        continue;
      } else if (c === 0x7d || c === 0x5d || c === 0x2c) {
        if (this.depth === 1) this.endValue();
        if (c === 0x2c) this.expectingKey = this.depth === 1;
        else this.depth--;
        continue;
      } else if (c === 0x3a && this.depth === 1) {
        this.expectingKey = false;
        if (this.lastKey === 'id') this.value = [];
        continue;
      }
      this.keep(c);
    }
  }

  private keep(c: number) {
    if (this.key !== null) this.key = this.key.length < 2 ? this.key + String.fromCharCode(c) : null;
    else if (this.value !== null) {
      if (this.value.length < 220) this.value.push(c);
      else this.value = null;
    }
  }

  private endValue() {
    const raw = this.value && Buffer.from(this.value).toString('utf8');
    this.value = null;
    this.lastKey = null;
    if (raw && ID_VALUE.test(raw)) {
      this.id = JSON.parse(raw) as string | number;
      this.found = true;
    }
  }
}
