import { describe, expect, it } from 'vitest';
import { escapeHtml, sitePath, storedHits } from '../../src/features/search/ui/SearchBar/storedHits';

const ORIGIN = 'https://docs.example.test';
const hierarchy = { lvl0: 'Guides', lvl1: 'Run a server', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
const hit = (fields: Record<string, unknown> = {}) => ({
  objectID: 'a',
  type: 'lvl1',
  url: '/toolhive/guides-cli/run-mcp-servers',
  hierarchy,
  content: null,
  ...fields,
});

describe('stored DocSearch hits', () => {
  it('keeps a hit the modal saved, with its texts escaped for the snippet it shows', () => {
    const [kept] = storedHits([hit({ hierarchy: { ...hierarchy, lvl1: 'Use <SERVER> & "more"' } })], ORIGIN);
    expect(kept.url).toBe('/toolhive/guides-cli/run-mcp-servers');
    expect(kept.hierarchy.lvl1).toBe('Use <SERVER> & "more"');
    expect(kept._snippetResult.hierarchy.lvl1).toEqual({ value: 'Use &lt;SERVER&gt; &amp; &quot;more&quot;' });
    expect(kept._snippetResult.hierarchy.lvl2).toBeUndefined();
  });

  it('replaces planted highlight and snippet HTML with the escaped plain text', () => {
    const payload = '<img src=x onerror="alert(1)">';
    const [kept] = storedHits(
      [
        hit({
          type: 'content',
          content: payload,
          _highlightResult: { hierarchy: { lvl1: { value: payload } } },
          _snippetResult: { hierarchy: { lvl1: { value: payload } }, content: { value: payload } },
        }),
      ],
      ORIGIN,
    );
    expect(kept).not.toHaveProperty('_highlightResult');
    expect(kept._snippetResult).toEqual({
      hierarchy: { lvl0: { value: 'Guides' }, lvl1: { value: 'Run a server' } },
      content: { value: escapeHtml(payload) },
    });
    expect(JSON.stringify(kept._snippetResult)).not.toContain('<img');
  });

  it('keeps same-site paths and URLs as paths, and drops every other link', () => {
    expect(sitePath('/toolhive/faq#x', ORIGIN)).toBe('/toolhive/faq#x');
    expect(sitePath(`${ORIGIN}/toolhive/faq?q=1#x`, ORIGIN)).toBe('/toolhive/faq?q=1#x');
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/toolhive/faq',
      '/\\evil.example/toolhive/faq',
      'https://evil.example/toolhive/faq',
      `${ORIGIN}.evil.example/`,
      42,
      null,
    ])
      expect(sitePath(url, ORIGIN), String(url)).toBeNull();
    expect(
      storedHits([hit({ url: 'javascript:alert(1)' }), hit({ objectID: 'b' })], ORIGIN).map((h) => h.objectID),
    ).toEqual(['b']);
  });

  it('drops what is not a hit and answers anything that is not a list with none', () => {
    const bad = [
      null,
      'x',
      7,
      hit({ objectID: 5 }),
      hit({ type: 'askAI' }),
      hit({ hierarchy: 'x' }),
      hit({ hierarchy: null }),
    ];
    expect(storedHits(bad, ORIGIN)).toEqual([]);
    expect(storedHits({ 0: hit() }, ORIGIN)).toEqual([]);
    expect(storedHits(null, ORIGIN)).toEqual([]);
  });

  it('rebuilds the parent of a content hit once, and no deeper', () => {
    const parent = hit({ objectID: 'p', __docsearch_parent: hit({ objectID: 'grand' }) });
    const [kept] = storedHits([hit({ type: 'content', content: 'x', __docsearch_parent: parent })], ORIGIN);
    expect(kept.__docsearch_parent?.objectID).toBe('p');
    expect(kept.__docsearch_parent?.__docsearch_parent).toBeNull();
    expect(
      storedHits([hit({ __docsearch_parent: hit({ url: 'javascript:x' }) })], ORIGIN)[0].__docsearch_parent,
    ).toBeNull();
  });

  it('cuts long texts', () => {
    const [kept] = storedHits([hit({ content: 'x'.repeat(5000), type: 'content' })], ORIGIN);
    expect(kept.content).toHaveLength(300);
  });
});
