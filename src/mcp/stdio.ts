/**
 * The stdio transport: one JSON-RPC message per line on stdin, one per line
 * on stdout. It stands in for the SDK's StdioServerTransport, which leaves a
 * line it cannot parse unanswered, ends the session on one oversized line,
 * adds a 'drain' listener per reply while the reader is slow, lets a closed
 * stdout crash the process with EPIPE, and reads on however many requests a
 * client sends at once: 2,000 pipelined calls held their replies in memory
 * together (over 600 MB).
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CancelledNotificationSchema,
  ErrorCode,
  isJSONRPCRequest,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import { MAX_MESSAGE_BYTES, MAX_STDIO_IN_FLIGHT } from './constants';
import { checkMessage, IdScanner, type Id } from './messages';

const EMPTY: Buffer = Buffer.alloc(0);

export class LineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;

  private parts: Buffer[] = [];
  private size = 0;
  /** Set while a line over the limit is skipped: it looks for the line's id as the line goes by. */
  private oversized: IdScanner | null = null;
  /** Read and not yet split into lines, while reading waits. */
  private unread: Buffer = EMPTY;
  /** Requests handed to the server and not answered yet, by id. */
  private inFlight = new Map<Id, number>();
  private inFlightCount = 0;
  private waitingForDrain = false;
  private pumping = false;
  private closed = false;

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
    private readonly limit = MAX_MESSAGE_BYTES,
    private readonly maxInFlight = MAX_STDIO_IN_FLIGHT,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onStreamError);
    this.output.on('error', this.onStreamError);
  }

  /**
   * Reading waits while the reader of stdout is behind or the server holds
   * `maxInFlight` requests, so replies never pile up in memory: lines
   * already read wait in `unread`, and the input is paused.
   */
  private get blocked() {
    return this.waitingForDrain || this.inFlightCount >= this.maxInFlight;
  }

  private onData = (chunk: Buffer) => {
    this.unread = this.unread.length ? Buffer.concat([this.unread, chunk]) : chunk;
    this.pump();
  };

  /** Handles the lines read so far until reading must wait, then pauses or resumes the input. */
  private pump() {
    // A reply sent while a line is handled (a refusal) must not start a second pass over the same bytes.
    if (this.pumping || this.closed) return;
    this.pumping = true;
    let rest = this.unread;
    while (rest.length && !this.blocked && !this.closed) {
      const nl = rest.indexOf(0x0a);
      this.append(nl < 0 ? rest : rest.subarray(0, nl));
      rest = nl < 0 ? EMPTY : rest.subarray(nl + 1);
      if (nl >= 0) this.endLine();
    }
    this.unread = rest;
    this.pumping = false;
    if (this.closed) return;
    if (this.blocked) this.input.pause();
    else this.input.resume();
  }

  private append(part: Buffer) {
    if (!part.length) return;
    this.size += part.length;
    if (this.oversized) return this.oversized.feed(part);
    this.parts.push(part);
    if (this.size > this.limit) {
      // From here on the line is only scanned for its id, and dropped as it arrives.
      this.oversized = new IdScanner();
      for (const kept of this.parts) this.oversized.feed(kept);
      this.parts = [];
    }
  }

  private endLine() {
    const { oversized, size } = this;
    const line = oversized ? null : Buffer.concat(this.parts).toString('utf8');
    this.parts = [];
    this.size = 0;
    this.oversized = null;
    if (oversized) {
      return this.fail(
        oversized.id,
        ErrorCode.InvalidRequest,
        `Message too large: ${size} bytes; the limit is ${this.limit}.`,
      );
    }
    if (!line!.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line!);
    } catch {
      return this.fail(null, ErrorCode.ParseError, 'Parse error: the line is not valid JSON.');
    }
    const checked = checkMessage(value);
    if ('refusal' in checked) return this.fail(checked.refusal.id, checked.refusal.code, checked.refusal.message);
    const { message } = checked;
    if (isJSONRPCRequest(message)) this.count(message.id, 1);
    // The SDK sends no reply to a request the client cancels.
    const cancelled = CancelledNotificationSchema.safeParse(message);
    if (cancelled.success && cancelled.data.params.requestId !== undefined)
      this.count(cancelled.data.params.requestId, -1);
    this.onmessage?.(message);
  }

  private count(id: Id, change: 1 | -1) {
    const now = (this.inFlight.get(id) ?? 0) + change;
    if (now < 0) return;
    this.inFlightCount += change;
    if (now === 0) this.inFlight.delete(id);
    else this.inFlight.set(id, now);
  }

  private fail(id: Id, code: number, message: string) {
    this.write({ jsonrpc: '2.0', id, error: { code, message } });
  }

  /** One 'drain' listener serves every waiting reply. */
  private write(message: unknown) {
    if (this.closed) return;
    if (!this.output.write(`${JSON.stringify(message)}\n`) && !this.waitingForDrain) {
      this.waitingForDrain = true;
      this.output.once('drain', () => {
        this.waitingForDrain = false;
        this.pump();
      });
    }
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.write(message);
    if ('id' in message && message.id !== undefined && !('method' in message)) {
      this.count(message.id, -1);
      this.pump();
    }
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
    this.unread = EMPTY;
    this.onclose?.();
  }
}
