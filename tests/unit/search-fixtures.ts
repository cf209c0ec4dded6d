import { extractPage } from '../../src/search/extract';
import { pack } from '../../src/search/format';
import type { PageRecords } from '../../src/search/types';

/** A page shaped like Docusaurus 3 minified output (unquoted attributes, omitted end tags). */
export function samplePage(opts: {
  crumbs?: string[];
  title: string;
  description?: string;
  sections: Array<[string, string, string]>;
}): string {
  const crumbs = (opts.crumbs ?? [])
    .map((c) => `<li class=breadcrumbs__item><span class=breadcrumbs__link>${c}</span>`)
    .join('');
  const body = opts.sections
    .map(
      ([id, heading, text]) =>
        `<h2 class="anchor anchorTargetHideOnScrollNavbar_CsHQ" id=${id}>${heading}<a href=#${id} class=hash-link aria-label="Direct link to ${heading}" title="Direct link">\u200b</a></h2>\n<p>${text}</p>`,
    )
    .join('\n');
  return (
    `<!doctype html><html lang=en><head><meta data-rh=true name=docsearch:language content=en />` +
    `<meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-current />` +
    (opts.description ? `<meta data-rh=true name=description content="${opts.description}"/>` : '') +
    `</head><body><nav class=navbar>Navbar text</nav><article><nav class="theme-doc-breadcrumbs" aria-label=Breadcrumbs><ul class=breadcrumbs>` +
    `<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg viewBox="0 0 24 24"><path d="M10 19"/></svg></a>${crumbs}</ul></nav>` +
    `<div class="tocCollapsible_vCq3 theme-doc-toc-mobile"><button type=button>On this page</button></div>` +
    `<div class="theme-doc-markdown markdown"><header><h1>${opts.title}</h1></header>${body}</div>` +
    `<footer class="theme-doc-footer"><a href=/edit>Edit this page</a></footer></article></body></html>`
  );
}

export function corpus() {
  const pages: PageRecords[] = [];
  const add = (path: string, html: string) => pages.push(extractPage(html, path)!);
  add(
    '/toolhive/guides-cli/secrets',
    samplePage({
      crumbs: ['ToolHive CLI', 'Manage secrets'],
      title: 'Manage secrets',
      description: 'Store API tokens for MCP servers with the thv secret commands.',
      sections: [
        [
          'choose-a-provider',
          'Choose a provider',
          'ToolHive stores secrets in an encrypted provider protected by a password kept in the operating system keyring. The 1Password provider reads secrets from your vault.',
        ],
        [
          'pass-a-secret',
          'Pass a secret to a server',
          'Run thv run with the --secret flag to pass a stored secret to a server as an environment variable.',
        ],
      ],
    }),
  );
  add(
    '/toolhive/guides-cli/network-isolation',
    samplePage({
      crumbs: ['ToolHive CLI', 'Network isolation'],
      title: 'Network isolation',
      sections: [
        [
          'enable-isolation',
          'Enable isolation',
          'Add the --isolate-network flag to thv run. ToolHive starts an egress proxy container that only allows the hosts listed in the permission profile.',
        ],
      ],
    }),
  );
  add(
    '/toolhive/guides-k8s/deploy-operator',
    samplePage({
      crumbs: ['Kubernetes Operator', 'Deploy the operator'],
      title: 'Deploy the operator',
      sections: [
        [
          'install-with-helm',
          'Install with Helm',
          'Install the operator chart with helm upgrade --install. Secrets for servers are Kubernetes secrets mounted by the operator into each pod.',
        ],
      ],
    }),
  );
  return pack(pages);
}
