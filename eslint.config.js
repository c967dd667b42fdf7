import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webSrc = 'web/src';
const features = fs
  .readdirSync(`${webSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's one-way imports (bulletproof-react's zones): shared -> features -> app. Shared code
 * imports no feature and not the app; a feature imports shared code (and gql), never the app or
 * another feature. The app may import anything.
 */
const webBoundaries = [
  {
    target: `./${webSrc}/shared`,
    from: [`./${webSrc}/features`, `./${webSrc}/app`],
    message: 'shared/ is imported by features and the app, never the other way round.',
  },
  ...features.map((name) => ({
    target: `./${webSrc}/features/${name}`,
    from: `./${webSrc}/features`,
    except: [`./${name}`],
    message: 'A feature imports only shared/ and gql/: move what two features need to shared/.',
  })),
  {
    target: `./${webSrc}/features`,
    from: `./${webSrc}/app`,
    message: 'A feature does not import the app; the app imports features.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/__generated__/**',
      'web/src/gql/**',
      'e2e/screenshots/**',
      'e2e/test-results/**',
      'data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      eqeqeq: ['error', 'always'],
      // Fastify hooks are written async to use its promise style, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
      // Formik's handlers and Chakra's callbacks take promise-returning functions.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
