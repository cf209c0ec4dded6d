import { describe, expect, it } from 'vitest';
import { engineFromIndex } from '../../src/features/search/client/client';
import {
  answerQuestion,
  askedAction,
  askedStep,
  commandWords,
  comparedSides,
  sideBySide,
  stepDoes,
  judge,
  doesAsked,
  evidenceOf,
  headingDoes,
  headingAsked,
  namedCommandPage,
  prerequisite,
  questionKind,
  quotes,
  retrieve,
  sharedSpan,
  steps,
  titled,
} from '../../src/features/search/engine/answer';
import { rawTokens, tokenTerms } from '../../src/features/search/engine/text';
import { plainWords } from '../../src/features/search/engine/query';
import { MAX_QUESTION_LENGTH } from '../../src/features/search/engine/limits';
import { codeBlock, corpus, engineForPage, engineForPages, samplePage, THV_COMMANDS } from './search-fixtures';
import { pack } from '../../src/features/search/engine/format';
import { extractPage } from '../../src/features/search/indexer/extract';

const engine = engineFromIndex(corpus());

describe('reading a question', () => {
  it('tells how-to, troubleshooting, and concept questions apart', () => {
    expect(questionKind('How do I pass a secret to a server?')).toBe('task');
    expect(questionKind('thv run fails with "secret not found". What now?')).toBe('troubleshooting');
    expect(questionKind("My server doesn't start")).toBe('troubleshooting');
    expect(questionKind('What is ToolHive?')).toBe('concept');
    expect(questionKind("Where are a server's logs?")).not.toBe('troubleshooting');
  });

  it('reads a quoted name as what a question is about, and a quoted message or command as what went wrong', () => {
    expect(questionKind('I want to define OIDC settings once in an `MCPOIDCConfig` and share them')).toBe('task');
    expect(questionKind('What does `--proxy-port` set?')).toBe('concept');
    expect(questionKind('After an upgrade it says "no such host" on every call')).toBe('troubleshooting');
    expect(questionKind('Running `thv list` shows nothing after a reboot')).toBe('troubleshooting');
  });

  it('finds the text a question quotes', () => {
    expect(quotes('It says "Secret not found" and `thv list` is empty')).toEqual(['Secret not found', 'thv list']);
    // Apostrophes in a word open no quotation; single quotes around words do.
    expect(quotes("The file doesn't exist until it's opened, and 'thv client setup' fails")).toEqual([
      'thv client setup',
    ]);
  });
});

describe('offline answers', () => {
  it('leads a how-to answer with the best section: its heading as a link, its lead paragraph, its commands verbatim', () => {
    const answer = answerQuestion(engine, 'How do I pass a secret to a server?');
    expect(answer).toMatchObject({ covered: true, kind: 'task' });
    expect(answer.sources[0]).toMatchObject({
      n: 1,
      url: '/toolhive/guides-cli/secrets-management#pass-a-secret',
      title: 'Manage secrets › Pass a secret to a server',
    });
    const blocks = answer.text.split('\n\n');
    expect(blocks[0]).toBe(
      '**[Manage secrets › Pass a secret to a server](/toolhive/guides-cli/secrets-management#pass-a-secret)** [1]',
    );
    expect(blocks[1]).toBe(
      'Store the token, then run the server with the `--secret` flag to pass it as an environment variable:',
    );
    expect(answer.text).toContain(
      '```bash\nthv secret set GITHUB_TOKEN\nthv run --secret GITHUB_TOKEN,target=GITHUB_PERSONAL_ACCESS_TOKEN github\n```',
    );
  });

  it('adds at most two more sections under "Also see", each with one line on why, and cites every source', () => {
    const answer = answerQuestion(engine, 'How do I turn on network isolation for a server?');
    const also = answer.text.split('**Also see**')[1] ?? '';
    const lines = also.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) expect(line).toMatch(/^- \[[^\]]+\]\(\/toolhive\/[^)]+\) \[\d\]: \S/);
    expect(answer.sources.length).toBe(1 + lines.length);
    for (const s of answer.sources) expect(answer.text).toContain(`[${s.n}]`);
  });

  it('answers a quoted error with the troubleshooting entry that names it', () => {
    const answer = answerQuestion(engine, 'thv says "Secret not found". What now?');
    expect(answer).toMatchObject({ covered: true, kind: 'troubleshooting' });
    expect(answer.sources[0].title).toBe('Manage secrets › Troubleshooting › Secret not found');
    expect(answer.text).toContain('```bash\nthv secret list\n```');
  });

  it('answers a concept question with the explanatory paragraphs of the best section', () => {
    const answer = answerQuestion(engine, 'What is ToolHive?');
    expect(answer).toMatchObject({ covered: true, kind: 'concept' });
    expect(answer.sources[0].url).toBe('/toolhive/faq#what-is-toolhive');
    expect(answer.text).toContain('ToolHive runs MCP servers in containers and connects them to your AI clients.');
  });

  it('never quotes a list of links', () => {
    for (const q of ['Where is the network isolation in the UI reference?', 'custom permission profiles related']) {
      const { ranked } = retrieve(engine, q);
      expect(ranked.map((h) => h.record.url)).not.toContainEqual(expect.stringMatching(/#related/));
      expect(answerQuestion(engine, q).text).not.toContain('Custom permission profiles Network isolation FAQ');
    }
  });

  it('says so when the docs do not cover a question on their subjects, and offers the closest sections', () => {
    // Each of its words the docs hold is in another section, so no section answers it.
    const answer = answerQuestion(
      engine,
      'Does ToolHive export the keyring, the desktop settings, and the socket path as JSON?',
    );
    expect(answer).toMatchObject({ covered: false, match: 'none', sources: [] });
    expect(answer.hits).toHaveLength(3);
    // A yes-or-no question about what ToolHive does weighs the FAQ above the guide.
    expect(answer.hits.slice(0, 2)).toEqual([
      {
        title: 'Frequently asked questions › Security › thv says no container runtime is available. What now?',
        url: '/toolhive/faq#thv-says-no-container-runtime-is-available',
      },
      { title: 'Manage secrets › Choose a provider', url: '/toolhive/guides-cli/secrets-management#choose-a-provider' },
    ]);
    expect(answer.text).toBe(
      [
        "The documentation doesn't cover this question, so there is no answer to quote from it.",
        'These sections come closest:',
        answer.hits.map((hit) => `- [${hit.title}](${hit.url})`).join('\n'),
      ].join('\n\n'),
    );
  });

  it('offers no sections for a question about none of the docs subjects', () => {
    for (const q of ['How do I bake a chocolate cake with a server?', 'What is the capital of France?']) {
      const answer = answerQuestion(engine, q);
      expect(answer).toMatchObject({ covered: false, match: 'off-topic', sources: [], hits: [] });
      expect(answer.text).toMatch(/^The documentation doesn't cover this question/);
    }
  });

  it(`reads only the first ${MAX_QUESTION_LENGTH} characters, and says so`, () => {
    const long = `How do I pass a secret to a server? ${'Please explain in detail. '.repeat(30)}`;
    const answer = answerQuestion(engine, long);
    expect(answer.note).toBe(`Your question was cut to its first ${MAX_QUESTION_LENGTH} characters.`);
    expect(answerQuestion(engine, 'How do I pass a secret to a server?').note).toBeUndefined();
  });
});

/** `n` sections about nothing, so that a word only a few sections hold is rare. */
const fillerSections = (n: number): Array<[string, string, string]> =>
  Array.from({ length: n }, (_, i) => [`s${i}`, `Filler ${i}`, `<p>Filler text number ${i} about nothing much.`]);

/** A page of filler sections, so that the words of the pages beside it are rare. */
const fillerPage: [string, string] = [
  samplePage({ crumbs: ['ToolHive CLI'], title: 'Other', sections: fillerSections(40) }),
  '/toolhive/guides-cli/other',
];

/** A CLI page whose one real section, among many filler ones, has `body`: a word only it holds is rare. */
const tokensPage = (body: string) =>
  engineForPage(
    samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Keep tokens',
      sections: [...fillerSections(120), ['vault', 'Read tokens from a vault', body]],
    }),
    '/toolhive/guides-cli/tokens',
  );

describe('judging and building an answer', () => {
  it('matches a pasted error by the longest span it shares with a section, whatever values differ', () => {
    const pasted = rawTokens('Error: requested proxy port 9100 is not available, exiting');
    expect(sharedSpan(pasted, 'thv run stops with: requested proxy port <PORT> is not available.')).toBe(5);
    // The same words out of order are no span.
    expect(sharedSpan(pasted, 'available: not is port, proxy requested')).toBeLessThan(2);
  });

  it("does not take a run of the docs' everyday words for pasted text", () => {
    const remote = (i: number): [string, string, string] => [
      `r${i}`,
      `Proxy ${i}`,
      `<p>Run remote MCP servers, case ${i}.`,
    ];
    const small = engineForPage(
      samplePage({
        crumbs: ['ToolHive CLI'],
        title: 'Remote servers',
        sections: [...fillerSections(120), remote(1), remote(2), remote(3)],
      }),
      '/toolhive/guides-cli/remote',
    );
    const proposal =
      'This proposal brings centralized remote MCP servers to organizations so they gain visibility and audit logs';
    const spans = retrieve(small, proposal).ranked.filter((h) => h.record.url.includes('#r'));
    expect(spans.length).toBeGreaterThan(0);
    expect(Math.max(...spans.map((h) => h.span))).toBeLessThan(3);
    expect(sharedSpan(rawTokens('remote MCP servers'), 'Run remote MCP servers', () => true)).toBe(0);
  });

  it('takes only a word in angle brackets for a placeholder, not an upper-case name or a column header', () => {
    const story = rawTokens('As a user I would like my MCP servers to stop running when I exit the application');
    // The header row of `thv list` output is eleven names, not eleven values to fill in.
    const output = 'NAME    PACKAGE    STATUS    URL    PORT    TOOL TYPE   GROUP     CREATED AT';
    expect(sharedSpan(story, output)).toBeLessThan(2);
    expect(sharedSpan(rawTokens('stop running'), 'GITHUB_TOKEN INFO')).toBe(0);
    expect(sharedSpan(rawTokens('when I exit the application'), 'when I exit the <APP_NAME>')).toBe(2);
  });

  it('keeps each command after the sentence that introduces it, in order', () => {
    const record = {
      ...engine.records[0],
      content: 'Install the CRD chart first:\nThen install the operator:\nCheck the pod.',
      code: [
        { language: 'bash', text: 'helm upgrade -i toolhive-operator-crds ...', at: 1 },
        { language: 'bash', text: 'helm upgrade -i toolhive-operator ...', at: 2 },
      ],
    };
    expect(steps(record).map((s) => [s.text, s.code.map((c) => c.text)])).toEqual([
      ['Install the CRD chart first:', ['helm upgrade -i toolhive-operator-crds ...']],
      ['Then install the operator:', ['helm upgrade -i toolhive-operator ...']],
      ['Check the pod.', []],
    ]);
  });

  it('answers a question about none of the docs subjects with what the docs are about, and no link', () => {
    for (const q of ['how to bake sourdough bread', 'what is the capital of australia']) {
      const answer = answerQuestion(engine, q);
      expect(answer).toMatchObject({ covered: false, match: 'off-topic', hits: [], sources: [] });
      expect(answer.text).toContain('it is about ToolHive');
      expect(answer.text).not.toContain('](');
    }
  });

  it('puts the step a section says must come first before its own steps', () => {
    const page = samplePage({
      crumbs: ['ToolHive in Kubernetes'],
      title: 'Deploy the operator with Helm',
      sections: [
        [
          'install-the-crds',
          'Install the CRDs',
          `<p>Install the CRD chart first, because the operator chart expects it:${codeBlock('bash', 'helm upgrade -i toolhive-operator-crds oci://ghcr.io/stacklok/toolhive/toolhive-operator-crds')}`,
        ],
        [
          'install-the-operator',
          'Install the operator',
          `<p>Install the operator into its namespace:${codeBlock('bash', 'helm upgrade -i toolhive-operator oci://ghcr.io/stacklok/toolhive/toolhive-operator -n toolhive-system --create-namespace')}`,
        ],
        ['check', 'Check the operator', `<p>List its pods:${codeBlock('bash', 'kubectl get pods -n toolhive-system')}`],
      ],
    });
    const small = engineForPage(page, '/toolhive/guides-k8s/deploy-operator-helm');
    const answer = answerQuestion(small, 'How do I install the operator with helm?');
    expect(answer.sources[0].url).toBe('/toolhive/guides-k8s/deploy-operator-helm#install-the-operator');
    const crds = answer.text.indexOf('toolhive-operator-crds');
    expect(crds).toBeGreaterThan(-1);
    expect(crds).toBeLessThan(answer.text.indexOf('--create-namespace'));
    // A section that does not say it comes first is no prerequisite.
    const check = small.records.find((r) => r.url.endsWith('#check'))!;
    expect(prerequisite(small, check)).toBeUndefined();
  });

  it('takes an identifier as a sign of the docs subjects only where the docs use it as code', () => {
    // Many sections use "configure", "proxy", and "app", so without the rule the question reads as the docs' own;
    // one section in more than a hundred names Node.js, as a rare word.
    const sections: Array<[string, string, string]> = Array.from({ length: 120 }, (_, i) => [
      `s${i}`,
      `Configure the proxy ${i}`,
      `<p>Configure the proxy of the app with a flag.${codeBlock('bash', `thv run --proxy-port 80${i} fetch`)}`,
    ]);
    sections.push(['npx', 'Node.js packages', '<p>Node.js packages run with npx inside the container.']);
    const page = samplePage({ crumbs: ['ToolHive CLI'], title: 'Run servers', sections });
    const small = engineForPage(page, '/toolhive/guides-cli/run');
    const offTopic = answerQuestion(small, 'How do I configure nginx as a reverse proxy for a Node.js app?');
    expect(offTopic).toMatchObject({ covered: false, match: 'off-topic', sources: [], hits: [] });
    // The flag is one of the docs' identifiers: a question naming it is on their subjects.
    expect(answerQuestion(small, 'Where does nginx --proxy-port point?').match).not.toBe('off-topic');
  });

  it('takes a name of letters and digits as a sign of the docs subjects where the docs use it as code', () => {
    const q = 'use 1password for secrets';
    const asCode = tokensPage(`<p>Select the vault provider:${codeBlock('bash', 'thv secret provider 1password')}`);
    expect(evidenceOf(asCode, q).topic).toBe(true);
    expect(answerQuestion(asCode, q).match).not.toBe('off-topic');
    // Said only in prose, the name is shared with the rest of computing.
    expect(evidenceOf(tokensPage('<p>Tokens can come from 1password or any other vault.'), q).topic).toBe(false);
  });

  it('takes a word the reader quotes as code as a sign of the docs subjects where the docs use it as code', () => {
    const asCode = tokensPage(`<p>Set the strategy:${codeBlock('yaml', 'type: upstreamInject')}`);
    const quoted = 'When a backend needs per-request OAuth (`upstreamInject`), the probe gets a 401';
    expect(evidenceOf(asCode, quoted).topic).toBe(true);
    expect(answerQuestion(asCode, quoted).match).not.toBe('off-topic');
    // Unquoted, a camelCase word is a word, as JavaScript is; and a quoted word the docs hold only in prose names nothing.
    expect(evidenceOf(asCode, quoted.replace(/`/g, '')).topic).toBe(false);
    expect(evidenceOf(tokensPage('<p>The upstreamInject strategy sends the token on.'), quoted).topic).toBe(false);
  });

  it("takes the vMCP's short name, said in prose, as a sign of the docs' subjects", () => {
    const engine = engineForPage(
      samplePage({
        crumbs: ['Virtual MCP servers'],
        title: 'Scale it',
        sections: [
          ...fillerSections(120),
          ['sessions', 'Share sessions', '<p>With two replicas, a vMCP keeps its sessions in Redis.'],
        ],
      }),
      '/toolhive/guides-vmcp/scale',
    );
    // A contributor's wording: the rest of its words are the code's, which no page uses.
    const q =
      'Implement RestoreSession on defaultMultiSessionFactory to rebuild a persisted vmcp session on a cache miss';
    expect(evidenceOf(engine, q).topic).toBe(true);
    expect(answerQuestion(engine, q).match).not.toBe('off-topic');
  });

  it('does not take an abbreviation the docs happen to hold as code (N/A, I/O) as a sign of their subjects', () => {
    const engine = engineForPage(
      samplePage({
        crumbs: ['Tutorials'],
        title: 'Inspect a registry',
        sections: [
          ...fillerSections(120),
          [
            'inspect',
            'List the servers',
            `<p>The output ends with:${codeBlock('text', 'Last Updated: N/A\nI/O: none')}`,
          ],
        ],
      }),
      '/toolhive/tutorials/inspect',
    );
    for (const abbreviation of ['N/A', 'I/O']) {
      const q = `Why does my spreadsheet formula return ${abbreviation} even though the value is there?`;
      expect(evidenceOf(engine, q).topic).toBe(false);
      expect(answerQuestion(engine, q)).toMatchObject({ covered: false, match: 'off-topic' });
    }
  });

  it('answers from a page whose several sections match over a page with one stronger section', () => {
    const aside = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Registry',
      sections: [
        ['groups', 'Server groups', '<p>Servers in a group share clients and secrets when the registry lists them.'],
      ],
    });
    const groups = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Organize servers',
      sections: [
        ['members', 'Members', '<p>Servers in one group share clients.'],
        ['limits', 'Limits', '<p>Servers of a group share no secrets.'],
        ['ports', 'Ports', '<p>Servers in a group share no ports.'],
      ],
    });
    const two = engineForPages([
      [aside, '/toolhive/guides-cli/registry'],
      [groups, '/toolhive/guides-cli/group-management'],
      fillerPage,
    ]);
    const q = 'What do servers in a group share?';
    const { ranked } = retrieve(two, q);
    const scoreOf = (anchor: string) => ranked.find((h) => h.record.url.endsWith(anchor))!.score;
    // Section against section, the aside is stronger...
    for (const anchor of ['#members', '#limits', '#ports']) expect(scoreOf('#groups')).toBeGreaterThan(scoreOf(anchor));
    // ...but the page about groups matches in three, so it leads, and the aside is still cited.
    const cited = answerQuestion(two, q).sources.map((s) => s.url);
    expect(cited[0]).toBe('/toolhive/guides-cli/group-management#members');
    expect(cited).toContain('/toolhive/guides-cli/registry#groups');
  });

  it('answers from a section titled for what the question names, over an aside that only mentions it', () => {
    const page = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Run servers',
      sections: [
        [
          'limits',
          'Limits in v0.3.5',
          `<p>Which values <code>--proxy-mode</code> can accept depends on the client: the default, <code>--proxy-mode sse</code>, drops streamed replies, and <code>--proxy-mode streamable-http</code> values need a new client.${codeBlock('bash', 'thv run --proxy-mode sse fetch')}`,
        ],
        [
          'choose-the-proxy-mode',
          'Choose the proxy mode',
          `<p>The <code>--proxy-mode</code> flag takes the values sse and streamable-http; the default is sse.${codeBlock('bash', 'thv run --proxy-mode streamable-http fetch')}`,
        ],
      ],
    });
    const small = engineForPage(page, '/toolhive/guides-cli/run');
    const limits = small.records.find((r) => r.url.endsWith('#limits'))!;
    const question = 'Which values does --proxy-mode accept, and what is the default?';
    expect(titled(limits, new Set(rawTokens(question).flatMap(tokenTerms)))).toBe(false);
    expect(answerQuestion(small, question).sources[0].url).toBe('/toolhive/guides-cli/run#choose-the-proxy-mode');
  });

  it('answers from the section whose heading the question says, over a longer one that holds more of its words', () => {
    const filler: Array<[string, string, string]> = Array.from({ length: 6 }, (_, i) => [
      `run-${i}`,
      `Run server ${i}`,
      `<p>Run the server number ${i} and check it.`,
    ]);
    const page = samplePage({
      crumbs: ['Kubernetes'],
      title: 'Kubernetes guide',
      sections: [
        [
          'deploy',
          'Install the Kubernetes operator with Helm',
          `<p>Deploy the Kubernetes operator with Helm when you use a cluster. Use the operator on a Kubernetes cluster instead of the CLI or the app: the operator then runs each server, and the Kubernetes operator keeps it up.${codeBlock('bash', 'helm upgrade -i toolhive-operator oci://example/operator')}`,
        ],
        [
          'when-to-use-the-operator',
          'When to use the operator',
          '<p>It pays off when several people share servers through stable URLs. For one person on one machine, the CLI or the app is simpler than Kubernetes.',
        ],
        ...filler,
      ],
    });
    const small = engineForPage(page, '/toolhive/guides-k8s/intro');
    const question = 'When should I use the Kubernetes operator instead of the CLI or the app?';
    expect(answerQuestion(small, question).sources[0].url).toBe('/toolhive/guides-k8s/intro#when-to-use-the-operator');
    const spoken = new Set(plainWords(question));
    const record = (anchor: string) => small.records.find((r) => r.url.endsWith(anchor))!;
    expect(headingAsked(small, record('#when-to-use-the-operator'), spoken)).toBe(true);
    // Words most sections hold do not single a heading out, and a page's title is not its opening's own heading.
    expect(headingAsked(small, record('#run-1'), new Set(plainWords('How do I run the server 1?')))).toBe(false);
    const helm = engine.records.find((r) => r.url === '/toolhive/guides-k8s/deploy-operator-helm')!;
    expect(headingAsked(engine, helm, new Set(plainWords('How do I deploy the operator with Helm?')))).toBe(false);
  });

  it("answers from a guide's section over a lesson's later step that holds a few more of the words", () => {
    const lesson = samplePage({
      crumbs: ['Tutorials'],
      title: 'Quickstart',
      sections: [
        ['step-1-install', 'Step 1: install the CLI', `<p>Install thv.${codeBlock('bash', 'brew install thv')}`],
        [
          'step-2-register-your-client',
          'Step 2: register your client',
          `<p>Register your AI client so ToolHive writes the server URL into its settings.${codeBlock('bash', 'thv client setup')}`,
        ],
      ],
    });
    const guide = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Connect AI clients',
      sections: [
        [
          'keep-settings-current',
          'Keep client settings current',
          `<p>Register a client once, and ToolHive keeps its settings current.${codeBlock('bash', 'thv client register cursor')}`,
        ],
      ],
    });
    const two = engineForPages([
      [lesson, '/toolhive/tutorials/quickstart'],
      [guide, '/toolhive/guides-cli/client-configuration'],
    ]);
    expect(answerQuestion(two, 'How do I register my client?').sources[0].url).toBe(
      '/toolhive/guides-cli/client-configuration#keep-settings-current',
    );
  });

  it('quotes a command that a section without code names inline, whichever program the docs run', () => {
    const page = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Manage secrets',
      sections: [
        [
          'onepassword-token',
          'The 1Password provider cannot read the token',
          '<p>The token is missing from this shell. Test it with the 1Password CLI (<code>op vault list</code>) using the same token.',
        ],
      ],
    });
    const answer = answerQuestion(
      engineForPage(page, '/toolhive/guides-cli/secrets'),
      'The 1Password provider cannot read the token. What now?',
    );
    expect(answer.text).toContain('```bash\nop vault list\n```');
  });

  it('reads a hyphenated word the docs lack as one word of the reader, not two', () => {
    // "re-enter" is one word the docs lack: "store" and "secrets" are most of what this question says.
    expect(evidenceOf(engine, 'Store my secrets once so I never re-enter them').topic).toBe(true);
    expect(evidenceOf(engine, 'How do I set up a self-hosted GitLab runner?').topic).toBe(false);
  });

  it("takes the docs' own two-word term, side by side as a heading has it, as a sign of the docs' subjects", () => {
    const sections = fillerSections(40);
    sections.push([
      'profile',
      'Choose a permission profile',
      '<p>A profile says which hosts and ports a server may reach.',
    ]);
    const small = engineForPage(
      samplePage({ crumbs: ['ToolHive CLI'], title: 'Limits', sections }),
      '/toolhive/guides-cli/limits',
    );
    // A reader's report names the concept, in the plural, without naming the product.
    const report =
      'The intention of the allow_transport property in the network permissions profile is to limit connections to TCP, UDP, or both, but it does not.';
    expect(evidenceOf(small, report).topic).toBe(true);
    expect(answerQuestion(small, report).match).not.toBe('off-topic');
    // The same words apart, or in another order, are not the term.
    expect(evidenceOf(small, 'How do I change the profile picture and permissions of my account?').topic).toBe(false);
    expect(evidenceOf(small, 'Which profile permission does my phone need for the camera?').topic).toBe(false);
  });

  // In every docs version: the twin is found below the version's path, and stays in that version.
  it.each(['', '/v0.3.5'])(
    'offers the same task in the other surface guide first under Also see, unless the question names a surface (%s)',
    (v) => {
      const guide = (surface: string, title: string, body: string) =>
        extractPage(
          samplePage({ crumbs: [surface], title, sections: [['store', 'Store a secret', body]] }),
          `${v}/toolhive/guides-${surface === 'ToolHive CLI' ? 'cli' : 'ui'}/secrets-management`,
        )!;
      const other = extractPage(
        samplePage({
          crumbs: ['Kubernetes'],
          title: 'Secrets in a cluster',
          sections: [
            ['reuse', 'Reuse a secret', '<p>Store a secret once in the cluster and reuse it for your servers.'],
          ],
        }),
        `${v}/toolhive/guides-k8s/secrets`,
      )!;
      const engine = engineFromIndex(
        pack(
          [
            guide(
              'ToolHive CLI',
              'Manage secrets with the CLI',
              '<p>Store a secret once and reuse it for every server.',
            ),
            other,
            guide('ToolHive UI', 'Manage secrets in the UI', '<p>Open the Secrets page to store a secret.'),
          ],
          THV_COMMANDS,
        ),
      );
      const cited = (q: string) => answerQuestion(engine, q).sources.map((s) => s.url);
      expect(cited('How do I store a secret once and reuse it for my servers?').slice(0, 2)).toEqual([
        `${v}/toolhive/guides-cli/secrets-management#store`,
        `${v}/toolhive/guides-ui/secrets-management#store`,
      ]);
      // By rank alone the Kubernetes section comes second, as it does when the question names the CLI.
      expect(cited('How do I store a secret once with the CLI and reuse it for my servers?').slice(0, 2)).toEqual([
        `${v}/toolhive/guides-cli/secrets-management#store`,
        `${v}/toolhive/guides-k8s/secrets#reuse`,
      ]);
    },
  );

  it('takes two rare words that one section holds together as a sign of the docs subjects', () => {
    // More than a hundred sections, so a word only one of them holds is rare; none names a topic word.
    const sections = fillerSections(120);
    sections.push([
      'keep-memory',
      'Keep memory between runs',
      '<p>Mount a folder so the knowledge graph of the memory server outlives its workload.',
    ]);
    const page = samplePage({ crumbs: ['ToolHive CLI'], title: 'Files', sections });
    const small = engineForPage(page, '/toolhive/guides-cli/files');
    const answer = answerQuestion(small, "How do I keep the memory server's knowledge graph when I recreate it?");
    expect(answer).toMatchObject({ covered: true });
    expect(answer.sources[0].url).toBe('/toolhive/guides-cli/files#keep-memory');
    // One rare word shared by chance ("graph") does not make a question about something else one of the docs'.
    expect(answerQuestion(small, 'How do I plot a bar graph of rainfall in a spreadsheet?').match).toBe('off-topic');
  });
});

describe('what a how-to question asks to do', () => {
  const logSections: Array<[string, string, string]> = [
    [
      'log-mcp-activity',
      'Keep the logs of a server for audit',
      `<p>Audit logs record every MCP request a server gets; the logs of a server go to a file.${codeBlock('bash', 'thv run --enable-audit fetch')}<p>Logs of a server are JSON lines, one per request, and logs of a server can be shipped anywhere.`,
    ],
    ['read-logs', 'Read logs', `<p>Print the output of a server:${codeBlock('bash', 'thv logs fetch')}`],
  ];
  const logsPage = (sections: Array<[string, string, string]>) =>
    engineForPage(
      samplePage({ crumbs: ['ToolHive CLI'], title: 'Servers and their logs', sections }),
      '/toolhive/guides-cli/logs',
    );
  const small = logsPage(logSections);

  it('reads the verb after "how do I", "how to", or "can I"', () => {
    expect(askedAction('How do I see the logs of a server?')).toBe('see');
    expect(askedAction('how to add a custom registry')).toBe('add');
    expect(askedAction('Can I restrict hosts?')).toBe('restrict');
    expect(askedAction('Where are the logs?')).toBeUndefined();
  });

  it('reads the verb an instruction starts with, when it is a verb the headings use', () => {
    expect(askedAction('restrict which hosts a server can reach in Kubernetes')).toBe('restrict');
    expect(askedAction('Please install the operator with helm')).toBe('install');
    // "Proxy" and "logs" lead a phrase, not an instruction.
    expect(askedAction('proxy port already in use')).toBeUndefined();
    expect(askedAction('logs of a server')).toBeUndefined();
  });

  it('takes a section whose heading does the asked thing, in another word of its group, to hold the verb', () => {
    // "restrict" is the question's one rare word; the section says "limit". Without the rule the
    // section misses it, and a section that says "restrict" in passing is the confident one.
    const sections: Array<[string, string, string]> = [
      [
        'limit-which-hosts-a-server-can-reach',
        'Limit which hosts a server can reach',
        `<p>A NetworkPolicy decides which hosts the server pod can reach.${codeBlock('yaml', 'kind: NetworkPolicy')}`,
      ],
      [
        'metrics',
        'Expose metrics',
        '<p>Anyone who can reach the port can read them; restrict access with a NetworkPolicy.',
      ],
      ...Array.from({ length: 30 }, (_, i): [string, string, string] => [
        `s${i}`,
        `Run server ${i}`,
        `<p>Run a server ${i} in the cluster.`,
      ]),
    ];
    const k8s = engineForPage(
      samplePage({ crumbs: ['Kubernetes'], title: 'Run servers in Kubernetes', sections }),
      '/toolhive/guides-k8s/run',
    );
    const q = 'restrict which hosts a server can reach in Kubernetes';
    const limit = k8s.records.find((r) => r.url.endsWith('#limit-which-hosts-a-server-can-reach'))!;
    const ranked = retrieve(k8s, q).ranked.find((h) => h.record === limit)!;
    expect(judge(k8s, q, ranked).held).toContain('restrict');
    expect(answerQuestion(k8s, q).sources[0].url).toBe(limit.url);
  });

  it('knows a heading that does the asked thing, by its verb or one that asks for the same', () => {
    const read = small.records.find((r) => r.url.endsWith('#read-logs'))!;
    const audit = small.records.find((r) => r.url.endsWith('#log-mcp-activity'))!;
    expect(headingDoes('see', read)).toBe(true);
    expect(headingDoes('read', read)).toBe(true);
    expect(headingDoes('see', audit)).toBe(false);
    // Storing a secret is adding it, not seeing what is stored.
    const heading = (h: string) => ({ ...read, hierarchy: { ...read.hierarchy, lvl2: h } });
    expect(headingDoes('store', heading('Add or change a secret'))).toBe(true);
    expect(headingDoes('store', heading('See what is stored'))).toBe(false);
  });

  it('takes a heading that does the asked thing to something the question never names as another answer', () => {
    const other = samplePage({
      crumbs: ['MCP servers'],
      title: 'Run the OSV server',
      sections: [['run-it-with-the-cli', 'Run it with the CLI', `<p>Start it:${codeBlock('bash', 'thv run osv')}`]],
    });
    const osv = engineForPage(other, '/toolhive/guides-mcp/osv').records.find((r) =>
      r.url.endsWith('#run-it-with-the-cli'),
    )!;
    const asked = (q: string) => new Set(rawTokens(q).flatMap(tokenTerms));
    expect(headingDoes('run', osv)).toBe(true);
    expect(doesAsked('run', asked('How do I run an MCP server with network isolation?'), osv)).toBe(false);
    expect(doesAsked('run', asked('How do I run a server from the CLI?'), osv)).toBe(true);
    const read = small.records.find((r) => r.url.endsWith('#read-logs'))!;
    expect(doesAsked('see', asked('How do I see the logs of a server?'), read)).toBe(true);
  });

  it('answers with the section whose heading does what the question asks, over one that shares more of its nouns', () => {
    const answer = answerQuestion(small, 'How do I see the logs of a server?');
    expect(answer.sources[0].url).toBe('/toolhive/guides-cli/logs#read-logs');
  });

  it('reads a span of pasted text only in a question long in words that say something', () => {
    // Among many sections, so that the page's words are rare ones, not the docs' everyday vocabulary.
    const large = logsPage([...fillerSections(120), ...logSections]);
    // Eight words, but "how do I ... the ... of a" say nothing: not a pasted message.
    expect(retrieve(large, 'how do I see the logs of a server').ranked.every((h) => h.span === 0)).toBe(true);
    expect(
      retrieve(large, 'audit logs record every MCP request a server gets written to file').ranked.some(
        (h) => h.span >= 3,
      ),
    ).toBe(true);
  });
});

describe('the step that does the asked action', () => {
  const asked = (small: ReturnType<typeof engineForPage>, q: string) => askedStep(small, q);
  const registry = engineForPage(
    samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Choose where servers come from',
      sections: [
        [
          'use-a-custom-registry',
          'Use a custom registry',
          '<p>A custom registry replaces the built-in one, so <code>thv registry list</code> and <code>thv search</code> show only your servers.',
        ],
        ['from-a-file', 'From a file', codeBlock('bash', 'thv config set-registry ~/registries/team.json'), 3],
        [
          'reset',
          'Go back to the built-in registry',
          `<p>Drop the custom registry:${codeBlock('bash', 'thv config unset-registry')}`,
        ],
        ...fillerSections(20),
      ],
    }),
    '/toolhive/guides-cli/registry',
  );

  it('reads a command by its program, subcommands, and flags, not its values or comments', () => {
    expect([...commandWords({ language: 'bash', text: 'thv config set-registry ~/team.json # or a URL' })]).toEqual([
      'thv',
      'config',
      'set',
      'registri',
    ]);
    expect(
      commandWords({ language: 'bash', text: 'export TOOLHIVE_PODMAN_SOCKET=/run/podman.sock' }).has('podman'),
    ).toBe(true);
    // Output is not a command.
    expect(commandWords({ language: 'text', text: 'NAME  STATUS  PORT' }).size).toBe(0);
  });

  it('matches the asked verb, or one asking the same, and its object against a step command and heading', () => {
    const add = asked(registry, 'How do I add a custom registry?');
    const set = { language: 'bash', text: 'thv config set-registry ~/team.json' };
    const list = { language: 'bash', text: 'thv registry list' };
    // "add" asks what "set" does; listing names the registry but does not add one.
    expect(stepDoes(add, [set], 'From a file')).toBeGreaterThan(stepDoes(add, [list], 'From a file'));
    // Stopping something is done only by a command that undoes it.
    const stop = asked(registry, 'How do I stop using the custom registry?');
    expect(stepDoes(stop, [set], 'Use a custom registry')).toBe(0);
    expect(stepDoes(stop, [{ language: 'bash', text: 'thv config unset-registry' }], '')).toBeGreaterThan(0);
    // ... and one that undoes does not do anything else: a flag set to false turns its thing off.
    expect(stepDoes(add, [{ language: 'bash', text: 'thv config unset-registry' }], 'Use a custom registry')).toBe(0);
    const isolate = asked(registry, 'How do I run a custom server with network isolation?');
    expect(stepDoes(isolate, [{ language: 'bash', text: 'thv run --isolate-network=false custom' }], '')).toBe(0);
    expect(stepDoes(isolate, [{ language: 'bash', text: 'thv run --isolate-network custom' }], '')).toBeGreaterThan(0);
  });

  it("quotes the step that does the asked thing from the section's subsection when the section only talks about it", () => {
    const answer = answerQuestion(registry, 'How do I add a custom registry?');
    expect(answer.sources[0].url).toBe('/toolhive/guides-cli/registry#use-a-custom-registry');
    expect(answer.text).toContain('```bash\nthv config set-registry ~/registries/team.json\n```');
    expect(answer.text).toContain(
      '[Choose where servers come from › Use a custom registry › From a file](/toolhive/guides-cli/registry#from-a-file):',
    );
  });

  it("takes the leading page's own step over other pages' steps that do the asked thing as well", () => {
    const guide = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Network isolation',
      intro:
        '<p>Network isolation keeps an MCP server from hosts you did not allow. Run each MCP server with network isolation when it needs no other hosts.',
      sections: [
        [
          'turn-it-on',
          'Turn it on',
          `<p>Add the flag when you run the server.${codeBlock('bash', 'thv run --isolate-network <SERVER>')}`,
        ],
        [
          'rules',
          'Network isolation rules',
          '<p>With network isolation, an MCP server reaches only the hosts its profile allows.',
        ],
        ['check', 'Check network isolation', '<p>An MCP server under network isolation fails to reach other hosts.'],
      ],
    });
    const servers = ['osv', 'fetch', 'time', 'git', 'sqlite'].map((name): [string, string] => [
      samplePage({
        crumbs: ['MCP server guides'],
        title: name,
        sections: [
          [
            'run-it',
            'Run it with the CLI',
            `<p>Run the ${name} MCP server with network isolation.${codeBlock('bash', `thv run --isolate-network ${name}`)}`,
          ],
        ],
      }),
      `/toolhive/guides-mcp/${name}`,
    ]);
    const site = engineForPages([[guide, '/toolhive/guides-cli/network-isolation'], ...servers, fillerPage]);
    const q = 'How do I run an MCP server with network isolation?';
    // The guide leads the ranking, and its step ranks behind the other pages' steps...
    const { ranked } = retrieve(site, q);
    expect(ranked[0].record.url).toBe('/toolhive/guides-cli/network-isolation');
    const step = ranked.findIndex((h) => h.record.url.endsWith('#turn-it-on'));
    expect(ranked.slice(1, step).filter((h) => h.record.url.includes('/guides-mcp/')).length).toBeGreaterThanOrEqual(4);
    // ...yet the answer quotes the guide's own step.
    const answer = answerQuestion(site, q);
    expect(answer.sources[0].url).toBe('/toolhive/guides-cli/network-isolation#turn-it-on');
    expect(answer.text).toContain('thv run --isolate-network <SERVER>');
  });

  it('leads a troubleshooting answer with a close section that has a command, not a far one that comes first', () => {
    const run = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Run servers',
      sections: [
        [
          'trouble',
          'Troubleshooting: the proxy port is in use',
          '<p>The proxy port is not available: another program listens on it.',
        ],
        ['ports', 'Ports', `<p>Ports are set with flags.${codeBlock('bash', 'thv run --proxy-port 8080 fetch')}`],
      ],
    });
    const manage = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Manage proxy ports',
      sections: [
        [
          'trouble',
          'Troubleshooting: after a restart',
          `<p>When a proxy port is not available, the server stops; read its logs.${codeBlock('bash', 'thv logs <NAME>')}`,
        ],
      ],
    });
    const site = engineForPages([
      [run, '/toolhive/guides-cli/run'],
      [manage, '/toolhive/guides-cli/manage'],
      fillerPage,
    ]);
    const q = 'thv run fails with "proxy port is not available". What now?';
    // The entry that names the error has no command; its page's far weaker step with one is judged next to it.
    const { ranked } = retrieve(site, q);
    expect(ranked.map((h) => h.record.url).slice(0, 3)).toEqual([
      '/toolhive/guides-cli/run#trouble',
      '/toolhive/guides-cli/manage#trouble',
      '/toolhive/guides-cli/run#ports',
    ]);
    expect(answerQuestion(site, q).sources[0].url).toBe('/toolhive/guides-cli/manage#trouble');
  });

  it('leads with a close section whose command does the asked thing over the best-ranked one that does not', () => {
    const page = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Observability',
      sections: [
        [
          'set-telemetry-defaults',
          'Set telemetry defaults',
          `<p>Telemetry defaults apply to every server; telemetry settings are saved for telemetry export.${codeBlock('bash', 'thv config otel set-endpoint localhost:4318')}`,
        ],
        [
          'stop-telemetry',
          'What ToolHive sends',
          '<p>It sends a usage count. Turn it off with <code>thv config usage-metrics disable</code>.',
        ],
        ...fillerSections(20),
      ],
    });
    const small = engineForPage(page, '/toolhive/guides-cli/telemetry');
    // By rank alone the defaults section leads: it holds "telemetry", the other only "sends".
    expect(retrieve(small, 'How do I stop sending telemetry?').ranked[0].record.url).toMatch(
      /#set-telemetry-defaults$/,
    );
    const answer = answerQuestion(small, 'How do I stop sending telemetry?');
    expect(answer.sources[0].url).toBe('/toolhive/guides-cli/telemetry#stop-telemetry');
    expect(answer.text).toContain('```bash\nthv config usage-metrics disable\n```');
  });

  it("cites a command's own page early when the question spells the command out, beside a guide with more to say", () => {
    const retired = samplePage({
      crumbs: ['Reference'],
      title: 'thv mcp serve',
      intro:
        '<p>Removed: thv no longer has the thv mcp serve command, which started an MCP server for an agent. Nothing replaced it; programs use the API.</p>',
      sections: [],
    });
    const guide = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Manage MCP servers',
      sections: [
        [
          'trouble',
          'Troubleshooting',
          '<p>If a command does not exist, update thv; your agent may use an old MCP server.',
        ],
        ['agent', 'Let an agent manage servers', '<p>Your agent can start and stop an MCP server with thv.'],
        ['serve', 'Serve the API', '<p>thv serve starts the API that manages servers.'],
      ],
    });
    const site = engineForPages([
      [retired, '/toolhive/reference/cli/thv_mcp_serve'],
      [guide, '/toolhive/guides-cli/manage'],
      fillerPage,
    ]);
    const q = 'thv mcp serve let my agent manage MCP servers, but the command does not exist now. What replaced it?';
    // Weighed as one section against the guide's three, the command's page came third.
    expect(
      retrieve(site, q)
        .ranked.map((h) => h.record.url)
        .slice(0, 2),
    ).toEqual(['/toolhive/guides-cli/manage#trouble', '/toolhive/reference/cli/thv_mcp_serve']);
    expect(answerQuestion(site, q).sources.map((s) => s.url)).toContain('/toolhive/reference/cli/thv_mcp_serve');
    // Named in part, the command is not what the question is about.
    const page = site.records.find((r) => r.url.endsWith('thv_mcp_serve'))!;
    expect(namedCommandPage(page, q)).toBe(true);
    expect(namedCommandPage(page, 'thv mcp list fails')).toBe(false);
  });

  it('takes a command that names what the question uses over one that only runs with it', () => {
    const page = samplePage({
      crumbs: ['ToolHive CLI'],
      title: 'Manage secrets',
      sections: [
        ['set-up-a-provider', 'Set up a provider', '<p>Pick where secrets live.'],
        [
          'onepassword',
          '1Password',
          `<p>Export the token, then select the provider:${codeBlock('bash', 'export OP_SERVICE_ACCOUNT_TOKEN=<TOKEN>\nthv secret provider 1password')}`,
          3,
        ],
        [
          'example-a-1password-field',
          'Example: a 1Password secret for a server',
          `<p>With the 1password provider, a 1Password secret is a reference to a secret field:${codeBlock('bash', 'thv run --secret op://Engineering/GitHub/token,target=GITHUB_TOKEN github')}`,
        ],
        ...fillerSections(20),
      ],
    });
    const small = engineForPage(page, '/toolhive/guides-cli/secrets');
    const q = 'How do I use 1password for secrets?';
    expect(retrieve(small, q).ranked[0].record.url).toMatch(/#example-a-1password-field$/);
    const answer = answerQuestion(small, q);
    expect(answer.sources[0].url).toBe('/toolhive/guides-cli/secrets#onepassword');
    expect(answer.text).toContain('thv secret provider 1password');
  });
});

describe('a comparison question', () => {
  it('reads the sides of "X vs Y", "the difference between X and Y", "X instead of Y", and a choice "X or Y"', () => {
    expect(comparedSides('SSE vs streamable HTTP')).toEqual([['sse'], ['streamabl', 'http']]);
    expect(comparedSides('What is the difference between SSE and streamable HTTP?')).toEqual([
      ['sse'],
      ['streamabl', 'http'],
    ]);
    expect(comparedSides('How do I use podman instead of docker?')).toEqual([['podman'], ['docker']]);
    expect(comparedSides('Should I use stdio or SSE?')).toEqual([['stdio'], ['sse']]);
    // "or" in a how-to is no choice between the two, and a pronoun is no side.
    expect(comparedSides('How do I run a server with docker or podman?')).toEqual([]);
    expect(comparedSides('What is an MCPServerEntry and when would I use it instead of an MCPRemoteProxy?')).toEqual(
      [],
    );
  });

  const page = (route: string, crumbs: string[], title: string, sections: Array<[string, string, string, number?]>) =>
    extractPage(samplePage({ crumbs, title, sections }), route)!;
  const small = engineFromIndex(
    pack(
      [
        page('/toolhive/guides-k8s/run', ['Kubernetes'], 'Run servers in Kubernetes', [
          [
            'run-an-sse-or-streamable-http-server',
            'Run an SSE or streamable HTTP server',
            `<p>Set the transport to sse or streamable-http for an SSE or streamable HTTP server; the difference in the manifest is that one field.${codeBlock('bash', 'kubectl apply -f fetch.yaml')}`,
          ],
          ...fillerSections(10),
        ]),
        page('/toolhive/concepts/primer', ['Concepts'], 'MCP primer', [
          [
            'transports',
            'Transports',
            '<p>A server speaks SSE or streamable HTTP to its clients; they differ in how replies come back.',
          ],
          ['sse', 'SSE', '<p>The client keeps an event stream open and posts requests to a second endpoint.', 3],
          [
            'streamable-http',
            'Streamable HTTP',
            '<p>One endpoint takes each request and answers it, streaming when it needs to.',
            3,
          ],
        ]),
      ],
      THV_COMMANDS,
    ),
  );

  it('answers from the section that sets the sides side by side, and quotes what it says of each', () => {
    const answer = answerQuestion(small, 'SSE vs streamable HTTP');
    expect(answer.sources[0].url).toBe('/toolhive/concepts/primer#transports');
    expect(answer.text).toContain('- **SSE**: The client keeps an event stream open');
    expect(answer.text).toContain('- **Streamable HTTP**: One endpoint takes each request');
    // "Difference" frames the question; it is not a word the answer must hold.
    const difference = answerQuestion(small, 'What is the difference between SSE and streamable HTTP?');
    expect(difference).toMatchObject({ match: 'confident' });
    expect(
      evidenceOf(small, 'What is the difference between SSE and streamable HTTP?').evidence.map((e) => e.text),
    ).toEqual(['SSE', 'streamable', 'HTTP']);
    expect(difference.sources[0].url).toBe('/toolhive/concepts/primer#transports');
    const transports = small.records.find((r) => r.url.endsWith('#transports'))!;
    expect(sideBySide(small, transports, comparedSides('SSE vs streamable HTTP'))).toHaveLength(2);
    // The same words asked as no comparison find the how-to first.
    expect(answerQuestion(small, 'How do I run an SSE or streamable HTTP server?').sources[0].url).toBe(
      '/toolhive/guides-k8s/run#run-an-sse-or-streamable-http-server',
    );
  });
});
