import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { ownResourceOnly } from './eslint/ownResourceOnly.js';

export default tseslint.config(
  { ignores: ['.tmp-*', 'dist', 'node_modules', 'data', 'server/db/migrations', 'bench/results', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The hooks rules run the React Compiler's analysis on every file they see (three quarters of lint's
    // time), so they see only where components and hooks can be: the screens and their unit tests. The
    // server, the server and end-to-end tests and src/domain (which may not import React) hold none.
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    ignores: ['src/domain/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A read from before a change may land after it: src/ui/queryCache.ts drops such reads before writing.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/queryCache.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'setQueryData', message: 'Use replaceQueryData (src/ui/queryCache.ts).' },
        { property: 'invalidateQueries', message: 'Use refreshQueries (src/ui/queryCache.ts).' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    // Tests read JSON replies whose shape is what they assert.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The API loads the domain of src/ (its rules and the texts it sends), never the screens' code.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+src/(?!domain(/|$))', message: 'The server imports only src/domain.' }] },
      ],
    },
  },
  {
    // Each resource folder stands alone: what two of them share lives in src/ui, src/domain or src/registry.
    // The walls that need the whole import graph (no cycle, src/domain's allow-list of packages, src never
    // importing server, no resource importing src/custom) are in .dependency-cruiser.cjs (`npm run walls`).
    files: ['src/resources/**/*.{ts,tsx}'],
    plugins: { resources: { rules: { 'own-resource-only': ownResourceOnly } } },
    rules: { 'resources/own-resource-only': ['error', { root: 'src/resources' }] },
  },
);
