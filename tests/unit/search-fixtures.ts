import { extractPage } from '../../src/features/search/indexer/extract';
import path from 'node:path';
import { tagOfDocsVersion, thvCommandNames } from '../../src/contract';
import { pack } from '../../src/features/search/engine/format';
import { engineFromIndex } from '../../src/features/search/client/client';
import type { CliFacts } from '../../src/reference/cli';
import { readFacts } from '../../src/reference/releases';
import type { PageRecords } from '../../src/features/search/engine/types';

/** The command names a build puts in the index: those of the documented release's CLI facts. */
export const THV_COMMANDS = thvCommandNames(
  readFacts<CliFacts>(path.resolve(__dirname, '../..'), tagOfDocsVersion('current'), 'cli').facts,
);

/** An engine over sample pages, each `[html, route]`, as the browser builds it from their index. */
export function engineForPages(pages: Array<[string, string]>) {
  return engineFromIndex(
    pack(
      pages.map(([html, route]) => extractPage(html, route)!),
      THV_COMMANDS,
    ),
  );
}

/** An engine over one sample page, as the browser builds it from a one-page index. */
export function engineForPage(html: string, route: string) {
  return engineForPages([[html, route]]);
}

/** A code block as Docusaurus 3 renders it: one `token-line` div per line. */
export function codeBlock(language: string, text: string): string {
  const lines = text
    .split('\n')
    .map((l) => `<div class=token-line><span class="token plain">${l.replace(/</g, '&lt;')}</span><br/></div>`)
    .join('');
  return `<div class="language-${language} codeBlockContainer"><div class=codeBlockContent><pre tabindex=0 class="prism-code language-${language} codeBlock_x thin-scrollbar"><code class=codeBlockLines_x>${lines}</code></pre><div class=buttonGroup><button type=button aria-label="Copy code">Copy</button></div></div></div>`;
}

/** A page shaped like Docusaurus 3 minified output (unquoted attributes, omitted end tags). */
export function samplePage(opts: {
  crumbs?: string[];
  title: string;
  description?: string;
  intro?: string;
  /** [id, heading, body HTML, level (default 2)] */
  sections: Array<[string, string, string, number?]>;
}): string {
  const crumbs = (opts.crumbs ?? [])
    .map((c) => `<li class=breadcrumbs__item><span class=breadcrumbs__link>${c}</span>`)
    .join('');
  const body = opts.sections
    .map(
      ([id, heading, text, level = 2]) =>
        `<h${level} class="anchor anchorTargetHideOnScrollNavbar_CsHQ" id=${id}>${heading}<a href=#${id} class=hash-link aria-label="Direct link to ${heading}" title="Direct link">\u200b</a></h${level}>\n${/^\s*</.test(text) ? text : `<p>${text}</p>`}`,
    )
    .join('\n');
  return (
    `<!doctype html><html lang=en><head><meta data-rh=true name=docsearch:language content=en />` +
    `<meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-current />` +
    (opts.description ? `<meta data-rh=true name=description content="${opts.description}"/>` : '') +
    `</head><body><nav class=navbar>Navbar text</nav><article><nav class="theme-doc-breadcrumbs" aria-label=Breadcrumbs><ul class=breadcrumbs>` +
    `<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg viewBox="0 0 24 24"><path d="M10 19"/></svg></a>${crumbs}</ul></nav>` +
    `<div class="tocCollapsible_vCq3 theme-doc-toc-mobile"><button type=button>On this page</button></div>` +
    `<div class="theme-doc-markdown markdown"><header><h1>${opts.title}</h1></header>${opts.intro ?? ''}${body}</div>` +
    `<footer class="theme-doc-footer"><a href=/edit>Edit this page</a></footer></article></body></html>`
  );
}

const related = (...links: string[]) => `<ul>${links.map((l) => `<li><a href=/x>${l}</a>`).join('')}</ul>`;

/** A small site: CLI, UI, and Kubernetes guides on the same topics, a CLI reference page, an API page, and the FAQ. */
export function corpus() {
  return pack(corpusPages(), THV_COMMANDS);
}

/** The small site's pages as the extractor reads them. */
export function corpusPages(): PageRecords[] {
  const pages: PageRecords[] = [];
  const add = (path: string, html: string) => pages.push(extractPage(html, path)!);
  add(
    '/toolhive/guides-cli/secrets-management',
    samplePage({
      crumbs: ['ToolHive CLI', 'Manage secrets'],
      title: 'Manage secrets',
      description: 'Store API tokens for MCP servers with the thv secret commands.',
      sections: [
        [
          'choose-a-provider',
          'Choose a provider',
          '<p>ToolHive stores secrets in an <code>encrypted</code> provider protected by a password kept in the operating system keyring. The <code>1password</code> provider reads secrets from your vault.',
        ],
        [
          'pass-a-secret',
          'Pass a secret to a server',
          `<p>Store the token, then run the server with the <code>--secret</code> flag to pass it as an environment variable:${codeBlock('bash', 'thv secret set GITHUB_TOKEN\nthv run --secret GITHUB_TOKEN,target=GITHUB_PERSONAL_ACCESS_TOKEN github')}`,
        ],
        [
          'troubleshooting',
          'Troubleshooting',
          `<details><summary>Secret not found</summary><p>Names are case sensitive. List them with <code>thv secret list</code>.${codeBlock('bash', 'thv secret list')}</details>`,
        ],
        ['related', 'Related', related('Secrets in the UI', 'Run MCP servers', 'thv secret reference')],
      ],
    }),
  );
  add(
    '/toolhive/guides-ui/secrets-management',
    samplePage({
      crumbs: ['ToolHive UI', 'Manage secrets'],
      title: 'Manage secrets in the UI',
      description: 'Add, update, and delete secrets in the desktop app.',
      sections: [['add-a-secret', 'Add a secret', 'Open the Secrets page of the app and click Add secret.']],
    }),
  );
  add(
    '/toolhive/guides-cli/network-isolation',
    samplePage({
      crumbs: ['ToolHive CLI', 'Network isolation'],
      title: "Isolate an MCP server's network",
      sections: [
        [
          'turn-it-on',
          'Turn it on',
          `<p>Add <code>--isolate-network</code> to <code>thv run</code>. ToolHive starts an egress proxy container that only allows the hosts listed in the permission profile.${codeBlock('bash', 'thv run --isolate-network <SERVER>')}`,
        ],
        [
          'related',
          'Related',
          related('Network isolation in the UI', 'Custom permissions', '--isolate-network reference'),
        ],
      ],
    }),
  );
  add(
    '/toolhive/guides-ui/network-isolation',
    samplePage({
      crumbs: ['ToolHive UI', 'Network isolation'],
      title: 'Network isolation in the UI',
      sections: [
        [
          'turn-on-network-isolation',
          'Turn on network isolation',
          'In the app, open the Network isolation tab of the server form and list the allowed hosts.',
        ],
        [
          'related-information',
          'Related information',
          related('Network isolation with the CLI', 'Custom permission profiles', 'Network isolation FAQ'),
        ],
      ],
    }),
  );
  add(
    '/toolhive/guides-k8s/deploy-operator-helm',
    samplePage({
      crumbs: ['Kubernetes Operator', 'Deploy the operator'],
      title: 'Deploy the operator with Helm',
      sections: [
        [
          'install-with-helm',
          'Install with Helm',
          `<p>Install the CRDs, then the operator chart. Secrets for servers are Kubernetes secrets mounted by the operator into each pod.${codeBlock('bash', 'helm upgrade --install toolhive-operator-crds oci://ghcr.io/stacklok/toolhive/toolhive-operator-crds\nhelm upgrade --install toolhive-operator oci://ghcr.io/stacklok/toolhive/toolhive-operator -n toolhive-system --create-namespace')}`,
        ],
      ],
    }),
  );
  add(
    '/toolhive/reference/cli/thv_run',
    samplePage({
      crumbs: ['Reference', 'CLI'],
      title: 'thv run',
      description: 'Reference for the thv run command.',
      sections: [
        ['synopsis', 'Synopsis', codeBlock('bash', 'thv run [flags] SERVER_OR_IMAGE_OR_PROTOCOL [-- ARGS...]')],
        [
          'options',
          'Options',
          '<table><thead><tr><th>Flag<th>Type<th>Default<th>Description<tbody>' +
            '<tr><td><code>--isolate-network</code><td>bool<td><td>Run the server on an internal network whose only way out is an egress proxy.' +
            '<tr><td><code>--proxy-mode</code><td>string<td><code>streamable-http</code><td>How stdio servers are proxied: <code>sse</code> or <code>streamable-http</code>.' +
            '<tr><td><code>--secret</code><td>stringArray<td><td>A secret to pass, as <code>NAME,target=VARIABLE</code>.</table>',
        ],
      ],
    }),
  );
  add(
    '/toolhive/reference/api/create-secret',
    samplePage({
      crumbs: ['Reference', 'API'],
      title: 'Create a secret',
      intro: codeBlock('', 'POST /api/v1beta/secrets/default/keys'),
      sections: [['request', 'Request', 'A JSON body with the secret name and value.']],
    }),
  );
  add(
    '/toolhive/faq',
    samplePage({
      crumbs: ['FAQ'],
      title: 'Frequently asked questions',
      sections: [
        ['security', 'Security', ''],
        [
          'what-is-toolhive',
          'What is ToolHive?',
          'ToolHive runs MCP servers in containers and connects them to your AI clients.',
          3,
        ],
        [
          'thv-says-no-container-runtime-is-available',
          'thv says no container runtime is available. What now?',
          'Start Docker or Podman, or point <code>TOOLHIVE_DOCKER_SOCKET</code> at its socket.',
          3,
        ],
      ],
    }),
  );
  return pages;
}
