import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { builtinModules } from 'node:module';
import { stayInside } from './eslint/stayInside.js';
import { ownResourceOnly } from './eslint/ownResourceOnly.js';

export default tseslint.config(
  { ignores: ['.tmp-*', 'dist', 'node_modules', 'data', 'server/db/migrations', 'bench/results', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
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
    // The domain runs unchanged in the browser and in the API, so it holds no UI and no Node code.
    files: ['src/domain/**/*.ts'],
    plugins: { boundaries: { rules: { 'stay-inside': stayInside } } },
    rules: {
      'boundaries/stay-inside': ['error', { root: 'src/domain', message: 'src/domain imports only itself.' }],
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'src/domain holds no Node code.' })),
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-admin', 'react-admin/*', 'ra-*', '@mui/*'],
              message: 'src/domain holds no UI code.',
            },
            { group: ['node:*'], message: 'src/domain holds no Node code.' },
          ],
        },
      ],
    },
  },
  {
    // Each resource folder stands alone: what two of them share lives in src/ui, src/domain or src/paths.
    files: ['src/resources/**/*.{ts,tsx}'],
    plugins: { resources: { rules: { 'own-resource-only': ownResourceOnly } } },
    rules: { 'resources/own-resource-only': ['error', { root: 'src/resources' }] },
  },
);
