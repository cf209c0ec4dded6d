import { describe, expect, it } from 'vitest';
import { createLocalSearchClient, engineFromIndex } from '../../src/search/client';
import { answerQuestion } from '../../src/search/answer';
import { corpus } from './search-fixtures';

const engine = engineFromIndex(corpus());
const client = createLocalSearchClient({ getEngine: async () => engine, origin: () => 'http://127.0.0.1:3000' });

const docsearchRequest = {
  query: 'secret',
  indexName: 'toolhive-docs',
  attributesToRetrieve: ['hierarchy.lvl0', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:5'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

describe('local search client', () => {
  it('answers the DocSearch {requests} form with Algolia-shaped results', async () => {
    const { results } = await client.search({ requests: [docsearchRequest] });
    expect(results).toHaveLength(1);
    const [res] = results;
    expect(res.nbHits).toBeGreaterThan(0);
    expect(res.hits.length).toBe(res.nbHits);
    const hit = res.hits[0];
    expect(hit.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/toolhive\//);
    expect(() => new URL(hit.url)).not.toThrow();
    expect(hit.hierarchy.lvl0).toBeTruthy();
    expect(hit._highlightResult.hierarchy.lvl1.value).toContain('<mark>');
    const withContent = res.hits.find(
      (h) => h.type === 'content' && h._snippetResult.content?.value.includes('<mark>'),
    )!;
    expect(
      withContent._snippetResult
        .content!.value.replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/).length,
    ).toBeLessThanOrEqual(5);
    expect(['full', 'partial']).toContain(withContent._snippetResult.content!.matchLevel);
  });

  it('answers the algoliasearch-helper array form, with paging and facets', async () => {
    const { results } = await client.search([
      { indexName: 'toolhive-docs', params: { query: 'secrets', hitsPerPage: 2, page: 0, facets: ['language'] } },
      { indexName: 'toolhive-docs', params: { query: 'secrets', hitsPerPage: 0, facets: ['docusaurus_tag'] } },
      { indexName: 'toolhive-docs', params: { query: 'secrets', hitsPerPage: 2, page: 1 } },
    ]);
    expect(results[0]).toMatchObject({ page: 0, hitsPerPage: 2, query: 'secrets' });
    expect(results[0].nbHits).toBeGreaterThan(2);
    expect(results[0].hits).toHaveLength(2);
    expect(results[0].nbPages).toBe(Math.ceil(results[0].nbHits / 2));
    expect(results[2].page).toBe(1);
    expect(results[2].hits[0].objectID).not.toBe(results[0].hits[0].objectID);
    expect(results[0].facets).toEqual({ language: { en: results[0].nbHits } });
    expect(results[1].hits).toEqual([]);
    expect(results[1].facets?.docusaurus_tag['docs-default-current']).toBe(results[0].nbHits);
  });

  it('escapes HTML in values and caps the query at 64 characters', async () => {
    const long = `<script>alert(1)</script>${'x'.repeat(100)}`;
    const { results } = await client.search([{ indexName: 'i', params: { query: long } }]);
    expect(results[0].query).toHaveLength(64);
    const { results: hits } = await client.search({ requests: [{ ...docsearchRequest, query: 'isolation' }] });
    for (const h of hits[0].hits) expect(JSON.stringify(h._highlightResult)).not.toMatch(/<(?!\/?mark>)/);
  });

  it('filters by facets and returns nothing for a foreign language', async () => {
    const { results } = await client.search({ requests: [{ ...docsearchRequest, facetFilters: ['language:de'] }] });
    expect(results[0].nbHits).toBe(0);
  });

  it('reports a failed index load as a RetryError so DocSearch shows its error screen', async () => {
    const failing = createLocalSearchClient({
      getEngine: () => Promise.reject(new Error('HTTP 500')),
      origin: () => 'http://x',
    });
    await expect(failing.search({ requests: [docsearchRequest] })).rejects.toMatchObject({ name: 'RetryError' });
  });
});

describe('ranking', () => {
  const top = (q: string) => engine.search(q)[0]?.record;

  it('puts a page whose title matches exactly above pages that mention the word in the body', () => {
    const hits = engine.search('secrets');
    expect(hits[0].record).toMatchObject({ type: 'lvl1', hierarchy: { lvl1: 'Manage secrets' } });
    const k8s = hits.findIndex((h) => h.record.url_without_anchor.includes('deploy-operator'));
    expect(k8s).toBeGreaterThan(0);
  });

  it('finds pages from a prefix and from a query with one typo', () => {
    expect(top('isola')?.url_without_anchor).toBe('/toolhive/guides-cli/network-isolation');
    expect(top('isolatiom')?.url_without_anchor).toBe('/toolhive/guides-cli/network-isolation');
    expect(top('helmm')?.url_without_anchor).toBe('/toolhive/guides-k8s/deploy-operator');
  });

  it('returns nothing for words that are not in the docs', () => {
    expect(engine.search('zzqxv')).toEqual([]);
  });
});

describe('answer engine', () => {
  it('composes an answer from the docs and cites each source as a link', () => {
    const answer = answerQuestion(engine, 'How do I pass a secret to a server?');
    expect(answer.covered).toBe(true);
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.sources[0].url).toBe('/toolhive/guides-cli/secrets#pass-a-secret');
    expect(answer.text).toContain('--secret');
    for (const s of answer.sources) expect(answer.text).toContain(`[${s.n}]`);
  });

  it('declines questions the docs do not cover', () => {
    const answer = answerQuestion(engine, 'What is the best recipe for chocolate cake?');
    expect(answer.covered).toBe(false);
    expect(answer.sources).toEqual([]);
    expect(answer.text).toMatch(/doesn't cover/);
  });
});
