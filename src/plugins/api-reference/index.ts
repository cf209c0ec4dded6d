import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import * as openapiPlugin from 'docusaurus-plugin-openapi-docs';
import { load as loadYaml } from 'js-yaml';
import { assertValidSpec } from './validateSpec';
import { API_DOCS_DIR } from './paths';

export const SPEC_FILE = 'api-specs/toolhive-api.yaml';
/**
 * The code generators behind themeConfig.languageTabs (curl, python, nodejs,
 * go, powershell), one variant each; the API explorer bundles only these.
 */
const OFFERED_CODEGENS = ['curl', 'python-requests', 'nodejs-axios', 'golang', 'powershell-restmethod'];
/** The page's own item component (read by src/theme/DocItem). */
export const API_ITEM_EXPORT = `export { default as itemComponent } from '@theme/ApiItem';`;
/** Files the OpenAPI plugin writes; everything else in the folder is ours (the overview). */
export const GENERATED = /\.(api|tag|info|schema)\.mdx$|^sidebar\.(ts|js)$/;

const openapiOptions = {
  id: 'toolhive-api',
  docsPluginId: 'classic',
  config: {
    'toolhive-api': {
      specPath: SPEC_FILE,
      outputDir: API_DOCS_DIR,
      hideSendButton: false,
      showSchemas: false,
      sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag' },
    },
  },
};

/**
 * Runs docusaurus-plugin-openapi-docs' own generator through the hook its
 * `gen-api-docs` CLI command uses, so `docusaurus build` and `start`
 * regenerate the pages with no manual step.
 */
async function generate(context: LoadContext): Promise<void> {
  const openapiDocs = (openapiPlugin as unknown as { default: PluginModule }).default;
  const inner = (await openapiDocs(context, openapiOptions)) as Plugin;
  let run: ((id: string, command: { opts(): object }) => Promise<void>) | undefined;
  const cli = new Proxy(
    {},
    {
      get: (_target, prop) =>
        prop === 'action'
          ? (fn: typeof run) => {
              run ??= fn;
              return cli;
            }
          : () => cli,
    },
  );
  inner.extendCli?.(cli as never);
  if (!run) throw new Error('api-reference: docusaurus-plugin-openapi-docs no longer exposes gen-api-docs');
  await run('toolhive-api', { opts: () => ({}) });
}

/**
 * The generator stores each operation in the page's `api` front matter as
 * zlib-compressed, base64-encoded JSON, which ApiItem inflates with pako in
 * the browser on every render. Written as plain data (JSON is YAML), the page
 * needs no pako (see shims/pako.cjs), and the server's own compression does
 * better on it than base64 of a deflate stream.
 */
export function inflateApiFrontMatter(text: string, file: string): string {
  const line = /^api: ([A-Za-z0-9+/=]+)$/m.exec(text);
  if (!line) throw new Error(`api-reference: ${file} has no compressed \`api\` front matter to inflate`);
  let operation: unknown;
  try {
    operation = JSON.parse(zlib.inflateSync(Buffer.from(line[1], 'base64')).toString('utf8'));
  } catch (error) {
    throw new Error(`api-reference: ${file}: its \`api\` front matter does not inflate: ${(error as Error).message}`);
  }
  return text.replace(line[0], () => `api: ${JSON.stringify(operation)}`);
}

/** Deletes every generated page, so nothing stale survives a spec change. */
function clean(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) if (GENERATED.test(name)) fs.rmSync(path.join(dir, name));
}

export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  const specPath = path.join(context.siteDir, SPEC_FILE);
  const refresh = async () => {
    await assertValidSpec(fs.readFileSync(specPath, 'utf8'), SPEC_FILE);
    clean(path.join(context.siteDir, API_DOCS_DIR));
    await generate(context);
    const dir = path.join(context.siteDir, API_DOCS_DIR);
    const tags = new Map(
      (
        (loadYaml(fs.readFileSync(specPath, 'utf8')) as { tags?: { name: string; description: string }[] }).tags ?? []
      ).map((t) => [t.name, t.description]),
    );
    for (const name of fs.readdirSync(dir)) {
      // Operation pages bring their own item component (ApiItem and its redux
      // store) through their content chunk, which loads before hydration; made
      // global, it would load on every doc page.
      if (name.endsWith('.api.mdx')) {
        const file = path.join(dir, name);
        const text = inflateApiFrontMatter(fs.readFileSync(file, 'utf8'), file);
        const frontMatterEnd = text.indexOf('\n---\n', 4) + 5;
        fs.writeFileSync(file, `${text.slice(0, frontMatterEnd)}\n${API_ITEM_EXPORT}\n${text.slice(frontMatterEnd)}`);
      }
      // Our hand-written index.mdx is the overview; the plugin's info page would duplicate it.
      if (name.endsWith('.info.mdx')) fs.rmSync(path.join(dir, name));
      // Tag pages get a real title and description instead of the bare tag name.
      if (name.endsWith('.tag.mdx')) {
        const tag = name.replace(/\.tag\.mdx$/, '');
        const label = `${tag[0].toUpperCase()}${tag.slice(1)} endpoints`;
        const text = fs
          .readFileSync(path.join(dir, name), 'utf8')
          .replace(/^title: .*$/m, `title: ${JSON.stringify(label)}`)
          .replace(
            /^description: .*$/m,
            `description: ${JSON.stringify(`${tags.get(tag) ?? ''} Operations of the ToolHive API.`)}`,
          );
        fs.writeFileSync(path.join(dir, name), text);
      }
    }
  };
  await refresh();
  return {
    name: 'api-reference',
    getPathsToWatch: () => [specPath],
    async loadContent() {
      await refresh();
    },
    configureWebpack: () =>
      ({
        module: {
          rules: [
            {
              test: /postman-code-generators[\\/]lib[\\/]assets[\\/]languages\.js$/,
              use: [{ loader: path.resolve(__dirname, 'keepCodegens.cjs'), options: { keep: OFFERED_CODEGENS } }],
            },
          ],
        },
        // Weight the API pages never need in a browser: postman-collection's Node-only
        // charset tables and fake data, ApiItem's whole crypto-js for one SHA-1, and
        // pako for front matter the plugin now writes inflated.
        resolve: {
          alias: {
            'iconv-lite$': path.resolve(__dirname, 'shims/iconv-lite.cjs'),
            '@faker-js/faker/locale/en$': path.resolve(__dirname, 'shims/faker.cjs'),
            'crypto-js$': path.resolve(__dirname, 'shims/crypto-js.cjs'),
            pako$: path.resolve(__dirname, 'shims/pako.cjs'),
          },
        },
        // One source: the spec is served as it is, at build time and by the dev server.
        devServer: {
          setupMiddlewares: (middlewares: unknown[], devServer: { app?: { get: (p: string, h: unknown) => void } }) => {
            devServer.app?.get(
              `/${SPEC_FILE}`,
              (_req: unknown, res: { type: (t: string) => { send: (b: string) => void } }) =>
                res.type('application/yaml').send(fs.readFileSync(specPath, 'utf8')),
            );
            return middlewares;
          },
        },
      }) as never,
    async postBuild({ outDir }) {
      fs.mkdirSync(path.join(outDir, path.dirname(SPEC_FILE)), { recursive: true });
      fs.copyFileSync(specPath, path.join(outDir, SPEC_FILE));
    },
  };
}
