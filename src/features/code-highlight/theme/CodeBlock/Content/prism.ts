// Prism for code the build did not colour, loaded on demand by ./index.tsx:
// prism-react-renderer with the site's extra grammars, registered as
// theme-classic's client module would have.
import { Prism, normalizeTokens } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type { LineToken } from '../../../lines';

prismIncludeLanguages(Prism);

export function tokenize(code: string, language: string): LineToken[][] | undefined {
  const grammar = Prism.languages[language];
  return grammar ? normalizeTokens(Prism.tokenize(code, grammar)) : undefined;
}
