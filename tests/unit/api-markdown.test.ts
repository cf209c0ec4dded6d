import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from '../../src/features/api-reference/theme/Markdown/parse';

describe('API reference Markdown', () => {
  it('renders the qualifiers the OpenAPI theme writes', () => {
    expect(parseMarkdown('**Possible values:** [`running`, `stopped`]')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'strong', children: [{ type: 'text', text: 'Possible values:' }] },
          { type: 'text', text: ' [' },
          { type: 'code', text: 'running' },
          { type: 'text', text: ', ' },
          { type: 'code', text: 'stopped' },
          { type: 'text', text: ']' },
        ],
      },
    ]);
  });

  it('splits paragraphs, lists, fences and tables', () => {
    const blocks = parseMarkdown(
      [
        'First line\nsame paragraph.',
        '',
        '- one',
        '- two `x`',
        '',
        '1. first',
        '2. second',
        '',
        '```json',
        '{"a": 1}',
        '```',
        '| Enum Value | Description |',
        '| ---- | ----- |',
        '| a | first<br/>line |',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'list', 'code', 'table']);
    expect(blocks[1]).toMatchObject({
      ordered: false,
      items: [[{ text: 'one' }], [{ text: 'two ' }, { type: 'code' }]],
    });
    expect(blocks[2]).toMatchObject({ ordered: true });
    expect(blocks[3]).toEqual({ type: 'code', language: 'json', text: '{"a": 1}' });
    expect(blocks[4]).toMatchObject({ head: [[{ text: 'Enum Value' }], [{ text: 'Description' }]] });
    expect(blocks[4]).toMatchObject({
      rows: [[[{ text: 'a' }], [{ text: 'first' }, { type: 'break' }, { text: 'line' }]]],
    });
  });

  it('keeps snake_case names and unsafe links as text', () => {
    expect(parseInline('set proxy_mode and tool_type')).toEqual([
      { type: 'text', text: 'set proxy_mode and tool_type' },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ type: 'text', text: '[x](javascript:alert(1))' }]);
    expect(parseInline('<script>alert(1)</script>')).toEqual([{ type: 'text', text: '<script>alert(1)</script>' }]);
    expect(parseInline('see [the guide](/toolhive/guides-cli/api-server) or <https://example.com>')).toMatchObject([
      { type: 'text' },
      { type: 'link', href: '/toolhive/guides-cli/api-server' },
      { type: 'text' },
      { type: 'link', href: 'https://example.com' },
    ]);
  });
});
