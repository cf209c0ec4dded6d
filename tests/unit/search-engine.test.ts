import { describe, expect, it } from 'vitest';
import { DOCS_RELEASES } from '../../src/contract';
import { engineFromIndex } from '../../src/features/search/client/client';
import { byPage, type EngineHit } from '../../src/features/search/engine/engine';
import { pageKind, pageSurfaces, parseQuery } from '../../src/features/search/engine/query';
import { compoundTerms, rawTokens, terms, tokenTerms } from '../../src/features/search/engine/text';
import type { CrdFacts } from '../../src/reference/crds';
import { readFacts } from '../../src/reference/releases';
import { corpus, engineForPage, engineForPages, samplePage } from './search-fixtures';

const engine = engineFromIndex(corpus());
const top = (q: string) => engine.search(q)[0]?.record;
const pages = (q: string) => [...new Set(engine.search(q).map((h) => h.record.url_without_anchor))];

describe('terms', () => {
  it('keeps an identifier whole as well as split into its words', () => {
    expect(tokenTerms('--isolate-network')).toEqual(['--isolate-network', 'isolate-network', 'isol', 'network']);
    expect(tokenTerms('spec.permissionProfile')).toEqual(
      expect.arrayContaining(['spec.permissionprofile', 'permissionprofil', 'spec', 'permiss', 'profil']),
    );
    expect(tokenTerms('TOOLHIVE_SECRETS_PROVIDER')).toEqual(
      expect.arrayContaining(['toolhive_secrets_provider', 'toolhiv', 'secret', 'provid']),
    );
    // Plain words are stemmed, so "secrets" finds "secret".
    expect(tokenTerms('Secrets')).toEqual(tokenTerms('secret'));
  });

  it('keeps apart the domain words Porter would merge with unrelated ones', () => {
    // Porter gives "embed" for both, so the embedded authorization server would answer for the optimizer's embeddings.
    expect(tokenTerms('embedding')).not.toEqual(tokenTerms('embedded'));
    expect(tokenTerms('Embeddings')).toEqual(tokenTerms('embedding'));
    expect(tokenTerms('containers')).not.toEqual(tokenTerms('contains'));
    expect(tokenTerms('containers')).toEqual(tokenTerms('container'));
    expect(tokenTerms('Insiders')).not.toEqual(tokenTerms('inside'));
    // A word that is also a property of every object is still just a word.
    expect(tokenTerms('constructor')).toEqual(['constructor']);
  });

  it('writes API path parameters one way, and joins an HTTP method to its path', () => {
    expect(tokenTerms('/api/v1beta/workloads/{name}/export')[0]).toBe(
      tokenTerms('/api/v1beta/workloads/:name/export')[0],
    );
    expect(compoundTerms(rawTokens('PUT /api/v1beta/registry/:name'), new Set())).toEqual([
      'put /api/v1beta/registry/{}',
      'put /api/v1beta/registry',
    ]);
  });

  it('joins a known command name spelled over several words', () => {
    const commands = new Set(['thv_run', 'thv_config', 'thv_config_otel']);
    expect(compoundTerms(rawTokens('then thv config otel set-endpoint X'), commands)).toEqual(['thv_config_otel']);
    expect(terms('thv_run')).toEqual(expect.arrayContaining(['thv_run', 'thv', 'run']));
  });
});

/** The page of the first hit, over an engine of the given sample pages. */
function leadingPage(pages: Array<[string, string]>) {
  const engine = engineForPages(pages);
  return (query: string) => engine.search(query)[0]?.record.url_without_anchor;
}

describe('reading a query', () => {
  const commands = new Set(['thv_run']);
  const surfacesOf = (query: string) => [...parseQuery(query, commands).surfaces];
  it('tells a lookup from a task, and sees the surface it names', () => {
    expect(parseQuery('--proxy-mode default', commands)).toMatchObject({ lookup: true });
    expect(parseQuery('thv run', commands)).toMatchObject({ lookup: true, compounds: ['thv_run'] });
    expect(parseQuery('thv run server from registry', commands)).toMatchObject({ lookup: false, question: true });
    expect(parseQuery('how do I store a secret', commands)).toMatchObject({ lookup: false, question: true });
    expect(surfacesOf('secrets in the app')).toEqual(['ui']);
    expect(surfacesOf('helm install on my cluster')).toEqual(['k8s']);
    expect(surfacesOf('--isolate-network')).toEqual(['cli']);
  });

  it('tells a question about how the product behaves from a how-to, a report of trouble, and "what is"', () => {
    const behaviour = (q: string) => parseQuery(q, commands).behaviour;
    expect(behaviour('does toolhive forward my token')).toBe(true);
    expect(behaviour('Why proxy in front of an MCP server')).toBe(true);
    expect(behaviour('how do I forward my token')).toBe(false);
    expect(behaviour('does not have connection details, is it running')).toBe(false);
    expect(behaviour('what is the registry')).toBe(false);
  });

  it("reads the desktop app's own words (application, dialog, window, tray) as the UI", () => {
    expect(surfacesOf('stop MCP servers when the application exits')).toEqual(['ui']);
    expect(surfacesOf('pass secrets in the run dialog')).toEqual(['ui']);
    expect(surfacesOf('the window is gone but the tray icon stays')).toEqual(['ui']);
    // Words the docs use only on the UI pages: a reader who quits something, or opens a menu, is in the app.
    expect(surfacesOf('servers keep running after I quit ToolHive')).toEqual(['ui']);
    expect(surfacesOf('where is the restart option in the menu')).toEqual(['ui']);
  });

  it("reads the cluster's own objects (ConfigMap, StatefulSet, ServiceAccount, port-forward) as Kubernetes", () => {
    expect(surfacesOf('mount a ConfigMap into the server')).toEqual(['k8s']);
    expect(surfacesOf('the proxy StatefulSet never becomes ready')).toEqual(['k8s']);
    expect(surfacesOf('which ServiceAccount does the proxy use')).toEqual(['k8s']);
    expect(surfacesOf('port-forward to the proxy')).toEqual(['k8s']);
  });

  it("reads every operator kind of every documented release, and a cluster's distribution, as Kubernetes", () => {
    // A kind exists only in the cluster: "VirtualMCPServer" or "MCPOIDCConfig" asks about the operator.
    for (const { tag: release } of DOCS_RELEASES) {
      const { kinds } = readFacts<CrdFacts>('.', release, 'crds').facts;
      for (const { kind, plural } of kinds) {
        expect(surfacesOf(`${kind} not ready`), `${release} ${kind}`).toEqual(['k8s']);
        expect(surfacesOf(`list ${plural}`), `${release} ${plural}`).toEqual(['k8s']);
      }
    }
    expect(surfacesOf('toolhive operator on EKS')).toEqual(['k8s']);
    expect(surfacesOf('testing with minikube')).toEqual(['k8s']);
  });

  it("reads a surface word inside another thing's name as no surface", () => {
    expect(surfacesOf('Docker Desktop socket')).toEqual([]);
    expect(surfacesOf('an API key in the UI')).toEqual(['ui']);
    expect(parseQuery('logs in the desktop app', commands).units.map((u) => u.surface)).toEqual([
      undefined,
      'ui',
      'ui',
    ]);
  });

  it("reads a pasted title without its report kind ('[Bug]', 'fix(registry):'), keeping a commit's scope", () => {
    const words = (q: string) => parseQuery(q, commands).units.map((u) => u.word);
    expect(words('[Task] Change UI installer')).toEqual(['change', 'ui', 'installer']);
    expect(words('[Bug]: secrets lost')).toEqual(['secrets', 'lost']);
    expect(words('Feature request: group logs')).toEqual(['group', 'logs']);
    expect(words('fix(registry): show env vars')).toEqual(['registry', 'show', 'env', 'vars']);
    // A title that opens with its task reads as one.
    expect(parseQuery('[Task] Change UI installer', commands).question).toBe(true);
    // An area ("Linux:") says what the report is about, and a kind word in the sentence is a word.
    expect(words('Linux: thv fails')).toEqual(['linux', 'thv', 'fails']);
    expect(words('fix the port')).toEqual(['fix', 'port']);
  });

  it('reads the product name in camelCase as a plain word, not an identifier to look up', () => {
    expect(parseQuery('ToolHive secrets', commands)).toMatchObject({ identifiers: [], lookup: false });
    expect(parseQuery('ToolHive secrets', commands).units[0].word).toBe('toolhive');
  });

  it('reads synonyms from the domain table, phrases included', () => {
    const k8s = parseQuery('k8s', commands).units[0].alts.map((a) => a.terms.join(' '));
    expect(k8s).toEqual(['k8s', 'kubernet']);
    const vscode = parseQuery('vs code settings', commands).units[0].alts.map((a) => a.terms.join(' '));
    expect(vscode).toEqual(['vscode', 'vs code']);
    // The docs write both "runconfig" and "run configuration", and so do readers.
    const runconfig = parseQuery('runconfig', commands).units[0].alts.map((a) => a.terms.join(' '));
    expect(runconfig).toEqual(['runconfig', 'run configur']);
    // Readers name a feature by what it does where the docs use its name.
    const alts = (q: string) => parseQuery(q, commands).units[0].alts.map((a) => a.terms.join(' '));
    expect(alts('chain')).toEqual(['chain', 'composit']);
    expect(alts('analytics')).toEqual(['analyt', 'usag metric']);
    expect(alts('catalog')).toEqual(['catalog', 'registri']);
  });
});

describe('ranking', () => {
  it('weighs the page title and the section heading above the body', () => {
    expect(top('secrets')?.url_without_anchor).toBe('/toolhive/guides-cli/secrets-management');
    expect(top('manage secrets in the ui')?.url).toBe('/toolhive/guides-ui/secrets-management');
  });

  it('lands a query naming a flag, an endpoint, or a command on the place that defines it', () => {
    expect(top('--isolate-network')).toMatchObject({ url: '/toolhive/reference/cli/thv_run#options', part: 'row' });
    expect(top('--proxy-mode default')?.hierarchy.lvl3).toBe('--proxy-mode');
    expect(top('POST /api/v1beta/secrets/default/keys')?.url).toBe('/toolhive/reference/api/create-secret');
    expect(top('thv run')?.url).toBe('/toolhive/reference/cli/thv_run');
  });

  it('prefers a guide for a question or a task, even when it names a command', () => {
    expect(top('how do I pass a secret to a server')?.url).toBe(
      '/toolhive/guides-cli/secrets-management#pass-a-secret',
    );
    expect(top('thv run --secret github token')?.url_without_anchor).toBe('/toolhive/guides-cli/secrets-management');
  });

  it('tells the CLI, UI, and Kubernetes pages apart by the words of the query', () => {
    expect(top('isolate network app')?.url_without_anchor).toBe('/toolhive/guides-ui/network-isolation');
    expect(top('isolate network thv')?.url_without_anchor).toBe('/toolhive/guides-cli/network-isolation');
    expect(top('secrets on kubernetes')?.url_without_anchor).toBe('/toolhive/guides-k8s/deploy-operator-helm');
  });

  it('matches a word naming a surface on every page of that surface, but only with other words', () => {
    // No page says "gui"; the UI guide's section is about the GUI all the same.
    expect(engine.search('add secret gui')[0]).toMatchObject({
      record: { url: '/toolhive/guides-ui/secrets-management#add-a-secret' },
      coverage: 1,
    });
    expect(engine.search('gui ')).toEqual([]);
  });

  it('answers a query phrased like a heading with that heading', () => {
    expect(top('what is toolhive')?.url).toBe('/toolhive/faq#what-is-toolhive');
    expect(top('no container runtime available')?.url).toBe('/toolhive/faq#thv-says-no-container-runtime-is-available');
  });

  it('answers "what is X" with the page named X, and a task with its guide', () => {
    const groupGuide = samplePage({
      title: 'Organize servers in groups',
      sections: [
        ['create-a-group', 'Create a group', 'Create a group with thv group create, then run servers in the group.'],
        ['move-a-server', 'Move a server to another group', 'Groups hold servers; a server moves between groups.'],
        ['delete-a-group', 'Delete a group', 'Deleting a group removes the group and, if you ask, its servers.'],
      ],
    });
    const groupConcept = samplePage({
      title: 'Groups',
      intro: '<p>A group is a named set of MCP servers that a client sees together.</p>',
      sections: [['why', 'Why group servers', 'A group scopes what one client sees.']],
    });
    const first = leadingPage([
      [groupGuide, '/toolhive/guides-cli/group-management'],
      [groupConcept, '/toolhive/concepts/groups'],
    ]);
    expect(first('what are groups for')).toBe('/toolhive/concepts/groups');
    expect(first('what is a group')).toBe('/toolhive/concepts/groups');
    // A task is not a definition: the guide leads.
    expect(first('create a group')).toBe('/toolhive/guides-cli/group-management');
  });

  it('answers a question about how the product behaves with the concept page, and a how-to with its guide', () => {
    const tokenGuide = samplePage({
      title: 'Run remote servers',
      sections: [['forward', 'Forward the token', 'Make the proxy forward your token to the server with thv run.']],
    });
    const tokenConcept = samplePage({
      title: 'Authentication',
      sections: [
        ['forward', 'What the proxy forwards', 'Does the proxy forward your token? The server gets no token.'],
      ],
    });
    const first = leadingPage([
      [tokenGuide, '/toolhive/guides-cli/remote-servers'],
      [tokenConcept, '/toolhive/concepts/auth'],
    ]);
    expect(first('does the proxy forward my token to the server')).toBe('/toolhive/concepts/auth');
    expect(first('how do I forward my token to the server')).toBe('/toolhive/guides-cli/remote-servers');
  });

  it('reads synonyms: k8s finds Kubernetes, creds finds secrets', () => {
    expect(pages('k8s secrets')[0]).toBe('/toolhive/guides-k8s/deploy-operator-helm');
    expect(pages('creds')).toContain('/toolhive/guides-cli/secrets-management');
  });

  it('completes the word being typed and corrects one typo', () => {
    expect(top('isola')?.url_without_anchor).toMatch(/network-isolation$/);
    expect(top('isolatiom')?.url_without_anchor).toMatch(/network-isolation$/);
    expect(top('helmm')?.url_without_anchor).toBe('/toolhive/guides-k8s/deploy-operator-helm');
    // A finished word (trailing space) is not completed.
    expect(engine.search('isola ')).toEqual([]);
  });

  it('weighs a half-typed last word as the word it completes to, not as a word the docs lack', () => {
    // Weighed as absent, "provi" outweighed every other word, and a fragment the 64-character cap
    // cut off ranked pages by its completions alone.
    const lastWeight = (q: string) => engine.search(q)[0].unitWeights.at(-1);
    expect(lastWeight('secret provi')).toBeCloseTo(lastWeight('secret provider')!, 6);
  });

  it('finds a section by the words of its table, spread over several rows', () => {
    const page = samplePage({
      crumbs: ['Gateway'],
      title: 'Run a gateway',
      sections: [
        [
          'combine',
          'How the pieces are combined',
          '<p>The gateway asks every backend what it offers and merges the answers.</p>' +
            '<table><thead><tr><th>Capability<th>What happens<tbody>' +
            '<tr><td>Tools<td>Renamed by the conflict strategy you pick.' +
            '<tr><td>Prompts<td>Always get a prefix.' +
            '<tr><td>Resources<td>Kept by URI; the first backend wins.</table>',
        ],
        [
          'write-prompts',
          'Write prompts',
          '<p>Prompts are templates that a client fills in. Resources hold data a client reads.</p>',
        ],
      ],
    });
    const hits = engineForPage(page, '/toolhive/guides-vmcp/gateway').search('how are prompts and resources merged');
    // No one row holds "prompts", "resources", and "merged"; the section holding the table does.
    expect(hits[0].record.url).toBe('/toolhive/guides-vmcp/gateway#combine');
    expect(hits[0].record.part).toBe('section');
  });

  it('returns nothing for words that are not in the docs', () => {
    expect(engine.search('zzqxv')).toEqual([]);
  });
});

describe('page kinds and surfaces in every docs version', () => {
  it('read a page below its version prefix', () => {
    for (const prefix of ['', '/next', '/v0.3.5']) {
      expect(pageKind(`${prefix}/toolhive/reference/cli/thv_run`)).toBe('reference');
      expect(pageKind(`${prefix}/toolhive/faq`)).toBe('faq');
      expect(pageSurfaces(`${prefix}/toolhive/guides-k8s/intro`)).toEqual(['k8s']);
      expect(pageSurfaces(`${prefix}/toolhive/reference/crds/mcpserver`)).toEqual(['k8s']);
    }
    expect(pageKind('/search')).toBe('other');
  });

  it('put the vMCP guides on both surfaces a vMCP runs on, thv vmcp and the operator', () => {
    for (const page of ['', '/optimizer', '/quickstart-kubernetes', '/run-locally'])
      expect(pageSurfaces(`/toolhive/guides-vmcp${page}`)).toEqual(['cli', 'k8s']);
    expect(pageSurfaces('/toolhive/concepts/virtual-mcp-servers')).toEqual([]);
  });
});

describe('ranking pages in a list of pages', () => {
  // Hits as byPage reads them: a section's URL, its page, its score.
  const hit = (url: string, score: number) =>
    ({ record: { url, url_without_anchor: url.replace(/#.*$/, '') }, score }) as unknown as EngineHit;
  const order = (hits: EngineHit[]) => byPage(hits).map((h) => `${h.record.url} ${h.score}`);

  it('puts a page with two good sections before one with a single better section', () => {
    expect(order([hit('/a#x', 8), hit('/b#x', 6), hit('/b#y', 5)])).toEqual(['/b#x 6', '/b#y 5', '/a#x 8']);
  });

  it('keeps one strong section ahead of many weak ones: each further section counts half the one before', () => {
    expect(order([hit('/a#x', 10), hit('/b#x', 4), hit('/b#y', 4), hit('/b#z', 4), hit('/b#w', 4)])[0]).toBe('/a#x 10');
  });

  it('counts a section once, however many of its table rows matched', () => {
    // /c's section and two of its rows share one URL: /c weighs 6, and /d 5 + 2.4 / 2 = 6.2.
    const hits = [hit('/c#s', 6), hit('/c#s', 5.5), hit('/c#s', 5.5), hit('/d#a', 5), hit('/d#b', 2.4)];
    expect(order(hits)[0]).toBe('/d#a 5');
    expect(order([hit('/c#s', 6), hit('/d#a', 5), hit('/d#b', 1.6)])[0]).toBe('/c#s 6');
  });
});
