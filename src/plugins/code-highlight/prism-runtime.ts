// What `prism-react-renderer` resolves to in the browser bundle (index.ts).
// It registers the site's extra grammars (themeConfig.prism.additionalLanguages)
// on Prism before anything highlights with it, the job theme-classic's client
// module did on every page. Only code that highlights in the browser imports it,
// so Prism arrives with that code.
import siteConfig from '@generated/docusaurus.config';
import { Prism } from 'prism-react-renderer/dist/index.mjs';

const { additionalLanguages } = siteConfig.themeConfig.prism as { additionalLanguages: string[] };
const globalScope = globalThis as { Prism?: unknown };
const previous = globalScope.Prism;
globalScope.Prism = Prism;
for (const language of additionalLanguages) {
  if (language === 'php') require('prismjs/components/prism-markup-templating.js');
  // theme-classic narrows this require's context to additionalLanguages.
  require(`prismjs/components/prism-${language}`);
}
if (previous === undefined) delete globalScope.Prism;
else globalScope.Prism = previous;

export * from 'prism-react-renderer/dist/index.mjs';
