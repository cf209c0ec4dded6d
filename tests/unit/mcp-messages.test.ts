import { describe, expect, it } from 'vitest';
import { checkMessage, IdScanner } from '../../src/mcp/messages';

/** The id the scanner finds in `text` fed in parts of `size` bytes. */
function scan(text: string, size: number) {
  const scanner = new IdScanner();
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) scanner.feed(bytes.subarray(i, i + size));
  return scanner.id;
}

describe('the id of a message too large to parse', () => {
  const pad = 'x'.repeat(3000);
  const cases: [string, string | number | null][] = [
    [`{"jsonrpc":"2.0","id":7,"method":"m","params":{"q":"${pad}"}}`, 7],
    [`{"method":"m","params":{"q":"${pad}"},"jsonrpc":"2.0","id":"last"}`, 'last'],
    [`{"jsonrpc":"2.0","params":{"q":"${pad}","id":99},"id":"mid \\" é","more":"${pad}"}`, 'mid " é'],
    [`{"params":{"id":1,"q":"${pad}"},"x":[{"id":2}], "id" : -5 , "z":1}`, -5],
    [`{"a":"\\\\","id":8}`, 8],
    [`{"params":"${pad}","idx":3,"i":4}`, null],
    [`{"params":"\\"id\\":5","id":{"a":1}}`, null],
    [`{"id":"${'y'.repeat(300)}"}`, null],
    [`[{"jsonrpc":"2.0","id":3}]`, null],
  ];
  it.each(cases)('%#: finds %j whatever the parts', (text, id) => {
    for (const size of [1, 3, 7, 64 * 1024]) expect(scan(text, size), `parts of ${size}`).toEqual(id);
  });

  it('finds the id after 50 MB of string', () => {
    expect(scan(`{"jsonrpc":"2.0","params":{"q":"${'y'.repeat(50e6)}"},"id":42}`, 64 * 1024)).toBe(42);
  });
});

describe('a parsed message', () => {
  it('passes a JSON-RPC message through and refuses anything else with -32600 and a reason', () => {
    expect(checkMessage({ jsonrpc: '2.0', id: 1, method: 'ping' })).toEqual({
      message: { jsonrpc: '2.0', id: 1, method: 'ping' },
    });
    const refused = (value: unknown) => ('refusal' in checkMessage(value) ? checkMessage(value) : undefined);
    expect(refused([{ jsonrpc: '2.0', id: 1, method: 'ping' }])).toEqual({
      refusal: {
        id: null,
        code: -32600,
        message: 'Invalid request: batches (JSON arrays) are not supported; send one message at a time.',
      },
    });
    expect(refused([])).toMatchObject({ refusal: { id: null, code: -32600 } });
    expect(refused({ jsonrpc: '1.0', id: 'a', method: 'ping' })).toMatchObject({
      refusal: { id: 'a', message: 'Invalid request: "jsonrpc" must be "2.0".' },
    });
    expect(refused({ jsonrpc: '2.0', id: 1, method: 7 })).toMatchObject({
      refusal: { id: 1, message: 'Invalid request: "method" must be a string.' },
    });
    expect(refused(null)).toMatchObject({
      refusal: { id: null, message: 'Invalid request: a message must be one JSON object.' },
    });
  });
});
