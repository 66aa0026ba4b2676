// ESLint (flat config, `npm run lint`, part of `npm test`): typescript-eslint's recommended rules, React's hooks
// rules (with the React Compiler's), and the project's own. The layers, feature boundaries and import cycles are
// dependency-cruiser's (.dependency-cruiser.cjs). Known findings still to fix are listed, by file and rule, in
// eslint-suppressions.json (ESLint's bulk suppressions): a new one fails; `npm run lint -- --prune-suppressions`
// drops those fixed. See docs/testing.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'artifacts/**', 'coverage/**', 'node_modules/**', 'docs/api/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // A leading underscore says "deliberately unused" (a rest sibling left out, a callback's position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Input sanitising matches control characters on purpose (they are stripped or refused).
      'no-control-regex': 'off',
      // A namespace named as an interface over its factory's calls (`interface CartOptionsNamespace extends Calls<…> {}`).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['src/presentation/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Components get data and actions from view-model hooks (issue 24): only a hook (`use-*.ts`) or the app's
    // wiring (app/, main.tsx) takes the client.
    files: ['src/presentation/**/*.tsx'],
    ignores: ['src/presentation/app/**', 'src/presentation/main.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^useClient(Source)?$/]",
          message: 'A component takes its data and actions from its feature\'s view-model hook (use-*.ts), which calls the client.',
        },
      ],
    },
  },
  {
    // Tests and benchmarks read answers of any shape to assert on them.
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The local API's data-access rule (issue 24): SQL runs in stores (every area is split).
    files: ['local-api/**/*.ts'],
    ignores: ['local-api/**/*-store.ts', 'local-api/**/store.ts', 'local-api/**/stores/**', 'local-api/db/**', 'local-api/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='prepare']", message: 'SQL runs in a store (an area\'s *-store.ts): call the store from here.' },
      ],
    },
  },
);
