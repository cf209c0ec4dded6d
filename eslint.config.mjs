import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import * as mdx from 'eslint-plugin-mdx';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.bench/',
      // Ejected from @docusaurus/theme-search-algolia; kept as upstream wrote it so re-ejecting is a clean diff.
      'src/theme/SearchPage/AlgoliaSearchPage.tsx',
      'src/theme/SearchPage/styles.module.css',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    ...mdx.flat,
    files: ['**/*.mdx'],
    // typescript-eslint cannot see JSX usage inside MDX, so imports look unused.
    rules: { ...mdx.flat.rules, 'no-unused-vars': 'off', '@typescript-eslint/no-unused-vars': 'off' },
  },
);
