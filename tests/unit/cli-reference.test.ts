import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCliData, type CliData } from '../../src/data/cli/schema';
import { generatePages } from '../../src/features/cli-reference/generate';
import { pageLinks } from '../../src/lib/docLinks';
import { loadCliData, loadCliPages, outputDirOf, writeCliPages } from '../../src/features/cli-reference';
import { filesBelow } from '../../src/lib/filesBelow';
import { DOCS_RELEASES } from '../../src/contract';

const siteDir = path.resolve(__dirname, '../..');
// The release's facts joined with our words, as the build renders them.
const TAG = 'v0.3.5';
const data: CliData = loadCliData(siteDir, TAG);
// The v0.3.5 CLI pages, wherever the site keeps that docs version.
const RELEASE = DOCS_RELEASES.find((r) => r.tag === TAG)!;
const OUTPUT_DIR = outputDirOf(RELEASE);

// Every command of thv v0.3.5; a command missing from the data fails here.
const EXPECTED = `thv
thv build|thv export|thv inspector|thv list|thv restart|thv rm|thv run|thv search|thv serve|thv stop|thv version
thv client|thv client list-registered|thv client register|thv client remove|thv client setup|thv client status
thv config|thv config get-ca-cert|thv config get-registry|thv config set-ca-cert|thv config set-registry|thv config unset-ca-cert|thv config unset-registry
thv config otel
thv group|thv group create|thv group list|thv group rm|thv group run
thv logs|thv logs prune
thv mcp|thv mcp list|thv mcp list prompts|thv mcp list resources|thv mcp list tools|thv mcp serve
thv proxy|thv proxy stdio|thv proxy tunnel
thv registry|thv registry info|thv registry list
thv runtime|thv runtime check
thv secret|thv secret delete|thv secret get|thv secret list|thv secret provider|thv secret reset-keyring|thv secret set|thv secret setup`
  .split(/[|\n]/)
  .concat(
    [
      'endpoint',
      'env-vars',
      'insecure',
      'metrics-enabled',
      'sampling-rate',
      'tracing-enabled',
      'enable-prometheus-metrics-path',
    ].flatMap((key) => ['get', 'set', 'unset'].map((verb) => `thv config otel ${verb}-${key}`)),
  );

const fixture = (): CliData => ({
  version: '9.9.9',
  commands: [
    {
      path: 'thv',
      usage: 'thv [flags]',
      summary: 'Root.',
      description: 'The root.',
      flags: [{ name: 'debug', type: 'bool', persistent: true, description: 'Debug output.' }],
      examples: [{ description: 'Help', command: 'thv --help' }],
      related: [],
    },
    { path: 'thv widget', summary: 'Widgets.', description: 'Groups widget commands.', related: [] },
    {
      path: 'thv widget spin',
      usage: 'thv widget spin <name> [flags]',
      aliases: ['sp'],
      summary: 'Spin a widget.',
      description: 'Spins it {fast} <now>.',
      arguments: [{ name: 'name', description: 'Widget name.' }],
      flags: [
        {
          name: 'speed',
          shorthand: 's',
          type: 'int',
          default: '3',
          required: true,
          description: 'How fast, in `rpm`.',
        },
      ],
      examples: [{ description: 'Spin one', command: 'thv widget spin w1 --speed 5' }],
      related: ['toolhive/guides-cli/index.mdx', 'toolhive/guides-cli/install.mdx#install-on-linux'],
    },
  ],
});

describe('CLI data', () => {
  it('holds exactly the 76 commands of thv v0.3.5', () => {
    expect(EXPECTED).toHaveLength(76);
    expect(data.commands.map((c) => c.path).sort()).toEqual([...EXPECTED].sort());
  });

  it('validates', () => {
    expect(() => validateCliData(data, 'commands.yaml')).not.toThrow();
  });

  it('marks the flags the product requires', () => {
    const flag = (cmd: string, name: string) =>
      data.commands.find((c) => c.path === cmd)?.flags?.find((f) => f.name === name);
    expect(flag('thv proxy', 'target-uri')?.required).toBe(true);
    expect(flag('thv proxy tunnel', 'tunnel-provider')?.required).toBe(true);
    expect(flag('thv mcp list tools', 'server')?.required).toBe(true);
    expect(flag('thv run', 'k8s-pod-patch')).toBeUndefined();
  });

  it('rejects a command without a summary, naming it', () => {
    const bad = fixture();
    bad.commands[2].summary = '';
    expect(() => validateCliData(bad, 'x.yaml')).toThrow(/thv widget spin: missing summary/);
  });

  it('rejects an unknown parent', () => {
    const bad = fixture();
    bad.commands.splice(1, 1);
    expect(() => validateCliData(bad, 'x.yaml')).toThrow(/thv widget spin: parent "thv widget" does not exist/);
  });

  it('rejects a duplicate flag and a duplicate command', () => {
    const bad = fixture();
    bad.commands[2].flags!.push({ ...bad.commands[2].flags![0] });
    bad.commands.push({ ...bad.commands[1] });
    expect(() => validateCliData(bad, 'x.yaml')).toThrow(
      /thv widget spin --speed: duplicate flag[\s\S]*thv widget: duplicate command/,
    );
  });

  it('rejects a related page given as a route, naming the command', () => {
    const bad = fixture();
    bad.commands[2].related = ['/toolhive/guides-cli/'];
    expect(() => validateCliData(bad, 'x.yaml')).toThrow(
      /x\.yaml is invalid:\n {2}- thv widget spin: related must be a list of doc files below the docs root/,
    );
  });

  it('rejects a runnable command with no example', () => {
    const bad = fixture();
    delete bad.commands[2].examples;
    expect(() => validateCliData(bad, 'x.yaml')).toThrow(
      /thv widget spin: a runnable command needs at least one example/,
    );
  });
});

describe('CLI page generator', () => {
  const linksFor = (page: string, generated: ReadonlySet<string>) => pageLinks(siteDir, 'docs', page, generated);
  const pages = generatePages(validateCliData(fixture(), 'fixture'), 'src/data/cli/v9.9.9/commands.yaml', linksFor);
  const page = (file: string) => pages.find((p) => p.file === file)?.content ?? '';

  it('nests commands with subcommands as sidebar categories', () => {
    expect(pages.map((p) => p.file).sort()).toEqual(
      [
        '_category_.json',
        'cli.mdx',
        'widget/_category_.json',
        'widget/thv_widget_spin.mdx',
        'widget/widget.mdx',
      ].sort(),
    );
    expect(JSON.parse(page('widget/_category_.json')).label).toBe('widget');
  });

  it('writes the fixed skeleton with stable flag anchors', () => {
    const spin = page('widget/thv_widget_spin.mdx');
    expect(spin).toContain('slug: /toolhive/reference/cli/thv_widget_spin');
    expect(spin).toContain('custom_edit_url: null');
    // The source note is the page's last line, not a callout above the content.
    expect(spin.trimEnd()).toMatch(
      /\n<p className="generated-source">Generated from <code>src\/data\/cli\/v9\.9\.9\/commands\.yaml<\/code> by <code>src\/features\/cli-reference<\/code>\.[^\n]*<\/p>$/,
    );
    expect(spin).not.toContain(':::');
    // Arguments are a list like the options, never a table that scrolls sideways on a phone.
    expect(spin).toContain('<dt><code>name</code></dt><dd>Widget name.</dd>');
    expect(spin).not.toMatch(/^\|/m);
    const headings = [...spin.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([
      'Synopsis',
      'Description',
      'Arguments',
      'Options',
      'Inherited options',
      'Examples',
      'See also',
    ]);
    expect(spin).toContain(
      '<CliOptionRow id="--speed"><dt><a href="#--speed"><code>-s</code>, <code>--speed</code></a> <span className="field-list__type">int</span> <strong>required</strong>',
    );
    expect(spin).toContain('How fast, in <code>rpm</code>.');
    expect(spin).toContain('<CliOptionRow id="--debug">');
    expect(spin).toContain('Aliases: `thv widget sp`');
    // Braces and angle brackets in prose must not reach MDX as JSX.
    expect(spin).toContain('Spins it \\{fast\\} \\<now\\>.');
  });

  // File links resolve to the page of the linking page's own docs version; a /toolhive/ URL would not.
  it('links to other commands and to guides by file, relative to the page', () => {
    const spin = page('widget/thv_widget_spin.mdx');
    expect(spin).toContain('- [`thv widget`](./widget.mdx): Widgets.');
    expect(page('widget/widget.mdx')).toContain('| [`thv widget spin`](./thv_widget_spin.mdx) | Spin a widget. |');
    expect(page('cli.mdx')).toContain('| [`thv widget`](./widget/widget.mdx) | Widgets. |');
    // A related page shows its route and links to its file.
    expect(spin).toContain('- [/toolhive/guides-cli/](../../../guides-cli/index.mdx)');
    expect(spin).toContain(
      '- [/toolhive/guides-cli/install#install-on-linux](../../../guides-cli/install.mdx#install-on-linux)',
    );
    expect(pages.map((p) => p.content).join('\n')).not.toMatch(/\]\(\/toolhive/);
  });

  it('turns a link in the words into a file link relative to the page', () => {
    const data = fixture();
    data.commands[2].description = 'See [network isolation](toolhive/guides-cli/network-isolation.mdx#how-it-works).';
    data.commands[2].flags![0].description = 'Like [`thv widget`](toolhive/reference/cli/widget/widget.mdx).';
    const spin = generatePages(data, 'src/data/cli/v9.9.9/commands.yaml', linksFor).find(
      (p) => p.file === 'widget/thv_widget_spin.mdx',
    )!.content;
    expect(spin).toContain('See [network isolation](../../../guides-cli/network-isolation.mdx#how-it-works).');
    expect(spin).toContain('Like [<code>thv widget</code>](./widget.mdx).');
  });

  it('fails naming the words file and the key when a words link names no page or is not a doc file', () => {
    const missing = fixture();
    missing.commands[2].related = ['toolhive/guides-cli/gone.mdx'];
    expect(() => generatePages(missing, 'src/data/cli/v9.9.9/commands.yaml', linksFor)).toThrow(
      'src/data/cli/v9.9.9/commands.yaml: thv widget spin related: the link "toolhive/guides-cli/gone.mdx" names docs/toolhive/guides-cli/gone.mdx, which does not exist',
    );
    const absolute = fixture();
    absolute.commands[1].description = 'See [the guides](/toolhive/guides-cli/).';
    expect(() => generatePages(absolute, 'src/data/cli/v9.9.9/commands.yaml', linksFor)).toThrow(
      'src/data/cli/v9.9.9/commands.yaml: thv widget description: the link "/toolhive/guides-cli/" must name a doc\'s file below the docs root',
    );
  });
});

describe('generated CLI pages', () => {
  it('are never committed, so a hand edit cannot survive a build', () => {
    const tracked = execFileSync('git', ['ls-files', OUTPUT_DIR], { cwd: siteDir, encoding: 'utf8' });
    expect(tracked).toBe('');
    // git ignores the folder, so a generated page can never be added by mistake.
    expect(
      execFileSync('git', ['check-ignore', `${OUTPUT_DIR}/thv.mdx`], { cwd: siteDir, encoding: 'utf8' }).trim(),
    ).toBe(`${OUTPUT_DIR}/thv.mdx`);
  });

  it('are written again from the data: a hand edit is undone, a stale page deleted, an unchanged page left alone', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-reference-'));
    try {
      // The site's own words and the release facts they are joined with.
      for (const dir of ['src/data/cli', 'src/data/reference'])
        fs.cpSync(path.join(siteDir, dir), path.join(site, dir), { recursive: true });
      // The pages the words link to; the generated ones are left out, so the run writes them afresh.
      for (const dir of ['docs', 'versioned_docs'].filter((d) => fs.existsSync(path.join(siteDir, d))))
        fs.cpSync(path.join(siteDir, dir), path.join(site, dir), {
          recursive: true,
          filter: (src) => !/[\\/]reference[\\/]cli([\\/]|$)/.test(src),
        });
      writeCliPages(site);
      const outDir = path.join(site, OUTPUT_DIR);
      const pages = loadCliPages(site, RELEASE);
      const [edited, untouched] = pages.map((p) => path.join(outDir, p.file));
      fs.writeFileSync(edited, 'a hand edit');
      const stale = path.join(outDir, 'thv_gone.mdx');
      fs.writeFileSync(stale, 'a command the data no longer has');
      const past = new Date('2020-01-01T00:00:00Z');
      fs.utimesSync(untouched, past, past);

      writeCliPages(site);
      expect(fs.readFileSync(edited, 'utf8')).toBe(pages[0].content);
      expect(fs.existsSync(stale)).toBe(false);
      // Rewriting an unchanged page would make the dev server reload it.
      expect(fs.statSync(untouched).mtime).toEqual(past);
      expect(filesBelow(outDir)).toEqual(pages.map((p) => path.join(outDir, p.file)).sort());
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
