import { describe, expect, it } from 'vitest';
import {
  createLocalSearchClient,
  engineFromIndex,
  MODAL_SEARCH_PARAMETERS,
  MORE_RESULTS,
} from '../../src/features/search/client/client';
import { byPage, listed, LIST_FLOOR, type EngineHit } from '../../src/features/search/engine/engine';
import { searchCategory } from '../../src/features/search/engine/query';
import { displayOrder } from '../search-eval/score';
import { corpus, engineForPages, samplePage } from './search-fixtures';

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
  it('lists no hit far behind the best one, though the engine matched it', async () => {
    const query = 'secret provider';
    const matched = engine.search(query);
    const best = matched[0].score;
    // A section and its entries share a URL: a URL is weak when none of its records is strong.
    const strong = new Set(matched.filter((h) => h.score >= LIST_FLOOR * best).map((h) => h.record.url));
    const weak = matched.map((h) => h.record.url).filter((url) => !strong.has(url));
    expect(weak.length, 'the fixture has no weak hit for this query').toBeGreaterThan(0);
    const { results } = await client.search([{ indexName: 'i', params: { query, hitsPerPage: 1000 } }]);
    const listedUrls = results[0].hits.map((h) => new URL(h.url).pathname + new URL(h.url).hash);
    expect(listedUrls).toContain(matched[0].record.url);
    expect(listedUrls.filter((url) => weak.includes(url))).toEqual([]);
  });

  it('answers the DocSearch {requests} form with Algolia-shaped results', async () => {
    const { results } = await client.search({ requests: [docsearchRequest] });
    expect(results).toHaveLength(1);
    const [res] = results;
    expect(res.nbHits).toBeGreaterThan(0);
    expect(res.hits.length).toBe(res.nbHits);
    const hit = res.hits[0];
    expect(hit.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/toolhive\//);
    expect(hit.hierarchy.lvl0).toBeTruthy();
    expect(hit._highlightResult.hierarchy.lvl1.value).toContain('<mark>');
    const withContent = res.hits.find(
      (h) => h.type === 'content' && h._snippetResult.content?.value.includes('<mark>'),
    )!;
    const words = withContent._snippetResult.content!.value.replace(/<\/?(mark|code)>|…/g, '').trim();
    expect(words.split(/\s+/).length).toBeLessThanOrEqual(5);
    expect(['full', 'partial']).toContain(withContent._snippetResult.content!.matchLevel);
  });

  it('shows a hit matched in its heading as that heading, and one matched in its body as its words', async () => {
    const { results } = await client.search([{ indexName: 'i', params: { query: 'egress proxy' } }]);
    const body = results[0].hits.find((h) => h.url.endsWith('#turn-it-on'))!;
    expect(body.type).toBe('content');
    expect(body._snippetResult.content?.value).toContain('<em>egress</em>');
    const { results: byHeading } = await client.search([{ indexName: 'i', params: { query: 'turn it on' } }]);
    expect(byHeading[0].hits[0]).toMatchObject({ type: 'lvl2', hierarchy: { lvl2: 'Turn it on' } });
  });

  it('renders inline code in snippets as code, escaped, and never as literal backticks', async () => {
    const { results } = await client.search([{ indexName: 'i', params: { query: 'encrypted provider' } }]);
    const value = results[0].hits.map((h) => h._snippetResult.content?.value ?? '').join(' ');
    expect(value).toContain('<code><em>encrypted</em></code>');
    expect(value).not.toContain('`');
  });

  it('shows a command line when only the code of a section matched', async () => {
    const { results } = await client.search([{ indexName: 'i', params: { query: 'GITHUB_PERSONAL_ACCESS_TOKEN' } }]);
    const hit = results[0].hits[0];
    expect(hit.type).toBe('content');
    expect(hit._snippetResult.content?.value).toMatch(
      /^<code>thv run --secret.*<em>GITHUB_PERSONAL_ACCESS_TOKEN<\/em>/,
    );
  });

  it('keeps one hit per section, and with `distinct` at most that many per page', async () => {
    const { results } = await client.search([
      { indexName: 'i', params: { query: 'secret' } },
      { indexName: 'i', params: { query: 'secret', ...MODAL_SEARCH_PARAMETERS } },
    ]);
    const urls = results[0].hits.map((h) => h.url);
    expect(new Set(urls).size).toBe(urls.length);
    const perPage = new Map<string, number>();
    for (const h of results[1].hits) perPage.set(h.url_without_anchor, (perPage.get(h.url_without_anchor) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBe(MODAL_SEARCH_PARAMETERS.distinct);
    expect(results[0].nbHits).toBeGreaterThan(results[1].nbHits);
  });

  it('ranks pages, not sections, when the modal asks for one hit per page', async () => {
    const query = 'network isolation';
    // One page has the best section; the other has two good ones, and so more to say.
    const pages = engineForPages([
      [
        samplePage({
          title: 'Permissions',
          sections: [['isolate', 'Network isolation', 'Turn it on for a server.']],
        }),
        '/toolhive/guides-cli/custom-permissions',
      ],
      [
        samplePage({
          title: 'Egress',
          sections: [
            ['modes', 'Network isolation modes', 'Pick one of three.'],
            ['hosts', 'Hosts under network isolation', 'List the hosts a server may reach.'],
          ],
        }),
        '/toolhive/guides-cli/network-isolation',
      ],
    ]);
    const pagesOf = (hits: EngineHit[]) => [...new Set(hits.map((h) => h.record.url_without_anchor))];
    const bySection = pagesOf(listed(pages.search(query)));
    const expected = pagesOf(byPage(listed(pages.search(query))));
    expect(expected, 'the best section and the best page differ for this query').not.toEqual(bySection);
    const local = createLocalSearchClient({ getEngine: async () => pages, origin: () => 'http://127.0.0.1:3000' });
    const { results } = await local.search([{ indexName: 'i', params: { ...MODAL_SEARCH_PARAMETERS, query } }]);
    expect(results[0].hits.map((h) => new URL(h.url).pathname)).toEqual(expected);
  });

  it('lists a page last, under More results, when a page of a later category outweighs it four times', async () => {
    const pages = engineForPages([
      [
        samplePage({
          crumbs: ['Concepts'],
          title: 'Authorization',
          sections: [['ri', 'Resource indicators', 'A resource indicator names the server a token is for.']],
        }),
        '/toolhive/concepts/auth',
      ],
      [
        samplePage({
          crumbs: ['Concepts'],
          title: 'Observability',
          sections: [['kpi', 'Key indicators', 'Each indicator counts requests to a resource.']],
        }),
        '/toolhive/concepts/observability',
      ],
      [
        samplePage({
          crumbs: ['ToolHive CLI'],
          title: 'Remote servers',
          sections: [['res', 'Send a resource indicator', 'Pass the resource indicator the token is for with a flag.']],
        }),
        '/toolhive/guides-cli/remote-servers',
      ],
    ]);
    const query = 'resource indicator';
    const weight = (path: string) => pages.search(query).find((h) => h.record.url_without_anchor === path)!.score;
    // Listed by the search box's categories alone, the weak concept page would stand above the CLI guide.
    expect(weight('/toolhive/concepts/observability')).toBeLessThan(weight('/toolhive/guides-cli/remote-servers') / 4);
    const local = createLocalSearchClient({ getEngine: async () => pages, origin: () => 'http://127.0.0.1:3000' });
    const { results } = await local.search([{ indexName: 'i', params: { ...MODAL_SEARCH_PARAMETERS, query } }]);
    expect(displayOrder(results[0].hits).map((h) => [h.hierarchy.lvl0, new URL(h.url).pathname])).toEqual([
      ['Concepts', '/toolhive/concepts/auth'],
      ['ToolHive CLI and UI', '/toolhive/guides-cli/remote-servers'],
      [MORE_RESULTS, '/toolhive/concepts/observability'],
    ]);
  });

  it('lists a CLI guide and its UI twin in one category, so the search box shows them in score order', async () => {
    const query = 'secret network';
    const { results } = await client.search([
      { indexName: 'i', params: { ...MODAL_SEARCH_PARAMETERS, query, hitsPerPage: 20 } },
    ]);
    const page = (h: { url: string }) => new URL(h.url).pathname;
    const scored = results[0].hits.map(page);
    // The fixture's two CLI guides score between its UI twins: under categories of their own, the
    // second UI guide came second, ahead of both CLI guides.
    expect(scored.slice(0, 4)).toEqual([
      '/toolhive/guides-ui/network-isolation',
      '/toolhive/guides-cli/network-isolation',
      '/toolhive/guides-cli/secrets-management',
      '/toolhive/guides-ui/secrets-management',
    ]);
    expect(displayOrder(results[0].hits).map(page).slice(0, 4)).toEqual(scored.slice(0, 4));
    const category = (path: string) => results[0].hits.find((h) => page(h) === path)?.hierarchy.lvl0;
    expect(category('/toolhive/guides-ui/network-isolation')).toBe('ToolHive CLI and UI');
    // Pages outside the twin folders keep their breadcrumb's category.
    expect(category('/toolhive/reference/cli/thv_run')).toBe('Reference');
  });

  it("lists the operator's CRD reference under the Kubernetes guides' category, in every docs version", () => {
    // Under "Reference", five CRD rows came before the guide that explains the field a reader names.
    for (const prefix of ['', '/v0.3.5']) {
      expect(searchCategory(`${prefix}/toolhive/reference/crds/mcpserverentry`, 'Reference')).toBe(
        'Kubernetes Operator',
      );
      expect(searchCategory(`${prefix}/toolhive/reference/crd-spec`, 'Reference')).toBe('Kubernetes Operator');
      expect(searchCategory(`${prefix}/toolhive/guides-k8s/mcpserverentry`, 'Kubernetes Operator')).toBe(
        'Kubernetes Operator',
      );
      expect(searchCategory(`${prefix}/toolhive/reference/cli/thv_run`, 'Reference')).toBe('Reference');
      expect(searchCategory(`${prefix}/toolhive/reference/api/create-secret`, 'Secrets')).toBe('Secrets');
    }
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
    for (const h of hits[0].hits) {
      expect(JSON.stringify(h._highlightResult)).not.toMatch(/<(?!\/?(mark|code)>)/);
      expect(JSON.stringify(h._snippetResult)).not.toMatch(/<(?!\/?(mark|code)>)/);
    }
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
