import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webSrc = path.resolve(import.meta.dirname, 'web/src');

/** Where a file sits in the web client: `app`, `shared`, or a feature by name. */
function zoneOf(file) {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [top, name] = relative.split(path.sep);
  return top === 'features' ? { top, name } : { top };
}

/**
 * The web's one-way imports (bulletproof-react's zones): shared -> features -> app. Shared code
 * imports no feature and not the app; a feature imports shared code (and gql), never the app or
 * another feature. The app may import anything. The web imports its own files by relative path.
 */
const oneWayImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      shared: 'shared/ is imported by features and the app, never the other way round.',
      featureApp: 'A feature does not import the app; the app imports features.',
      otherFeature:
        'A feature imports only shared/ and gql/: move what two features need to shared/.',
    },
  },
  create(context) {
    const from = zoneOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      let messageId;
      if (from.top === 'shared' && (to.top === 'features' || to.top === 'app'))
        messageId = 'shared';
      else if (from.top === 'features' && to.top === 'app') messageId = 'featureApp';
      else if (from.top === 'features' && to.top === 'features' && to.name !== from.name)
        messageId = 'otherFeature';
      if (messageId) context.report({ node: node.source, messageId });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-graphiql/**',
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
    plugins: { 'react-hooks': reactHooks, web: { rules: { 'one-way-imports': oneWayImports } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'web/one-way-imports': 'error',
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
