// ESLint runs in `npm test` with zero warnings allowed (`--max-warnings 0`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'coverage/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are errors, except those that say so with a leading underscore.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Implementations of async interfaces (stores, handlers) often have nothing to await.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      // Node's type stripping runs the sources and does not map `./x.js` to `./x.ts`; tsc would
      // accept either (docs/architecture.md, "Running the TypeScript").
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\.?/.*\\.js$', message: 'Relative imports name the .ts file: Node runs the sources with type stripping.' }] }],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // Tests and benchmarks print their figures and tables.
    files: ['test/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read JSON bodies and assert on them: the assertion is their type check.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
