// @ts-check
// As NestJS's starter sets it up (typescript-eslint's type-aware recommended rules, Prettier owning the
// layout), plus React's hooks rules for the dashboard.
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'frontend/dist/', 'frontend/e2e-output/', 'frontend/src/routeTree.gen.ts', 'coverage/'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.jest },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
      // Stores, mailers and guard hooks implement asynchronous interfaces; their in-memory versions have nothing to
      // wait for, and dropping `async` would turn their throws into synchronous exceptions callers do not expect.
      '@typescript-eslint/require-await': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Expiry, refill, windows, bans, lockouts, tokens and every timestamp a rule writes read the injected Clock, so a
    // test can move time and every instance agrees on what "now" is. Durations (performance.now, process.hrtime)
    // measure elapsed time for metrics and logs and stay allowed.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Read the time from the injected Clock (clock.nowMs()).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from the injected Clock (clock.now()).',
        },
        { selector: "CallExpression[callee.name='Date']", message: 'Read the time from the injected Clock.' },
      ],
      // class-validator's IsOptional lets null through; a DTO says whether null is accepted, as Better Auth's
      // schemas do.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['IsOptional'],
              message: 'Use IsOmittable (null refused) or IsNullable (null accepted) from common/validation/optional.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small files: one that outgrows this holds more than one responsibility. Counted as wc -l counts, blank
    // lines and comments included; the generated route tree is ignored above.
    files: ['src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The system clock itself is the one place real time enters.
    files: ['src/platform/common/time/clock.ts'],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Bounds how long a starting instance waits for another process's migrations: real elapsed time, which a test
    // clock moved by days must neither cut short nor stretch; no rule reads it.
    files: ['src/platform/database/migration-lock.ts'],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Plain JavaScript (benchmarks, scripts, tool configuration) has no types to check against.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Tests read untyped JSON answers (supertest's `body` is `any`) on purpose: they check the wire, not a type.
    files: ['test/**/*.ts', '**/*.spec.ts', 'frontend/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Bridges the 1.4 and 1.7 clients' types: comparing the two lines' inferred types exhausts the type checker
    // (tsc checks the file; typescript-eslint's type-aware rules would compare them for every assertion).
    files: ['test/support/client-line.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // The browser example's page script.
    files: ['examples/browser-subdomain/main.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      // TanStack Router's documented way to leave a route is `throw redirect(...)`.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
    },
  },
  prettier,
  {
    // Prettier keeps code within 120 columns but leaves comments and long literals as written; comments wrap too.
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
);
