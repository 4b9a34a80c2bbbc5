// Flat ESLint config for the whole workspace. CI runs it with --max-warnings 0, so every rule that is on
// is either an error or a warning that must be fixed before merging.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './apps/admin/lint/feature-boundaries.js';
import { decoratedNames } from './scripts/lint/server-decorators.mjs';

// What the server's plugins decorate the app with (and the database), read from their source: routes files get
// these as options.
const SERVICE_DECORATORS = decoratedNames(import.meta.dirname);

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    '**/dist/**',
    '**/build/**',
    '**/.react-router/**',
    '**/coverage/**',
    'data/**',
    '.pg-ci/**',
    'e2e/screenshots/**',
    'e2e/artifacts/**',
    'packages/db/migrations/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused bindings are bugs or dead code; a leading underscore marks an intentional one.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Type-aware: a promise nobody awaits loses its rejection, and an async function handed to something that
    // ignores its result (an onClick, a Node callback) does too. Write `void` where dropping it is meant.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // Three config files belong to no tsconfig project; they are checked with TypeScript's defaults.
        projectService: {
          allowDefaultProject: [
            'packages/db/drizzle.config.ts',
            'vitest.global-setup.ts',
            'vitest.components-setup.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Code that exists only for tests lives in testing/ folders, which the server's build leaves out of dist
    // (apps/server/tsconfig.json); production code importing it would pull it back in.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/testing/**'], message: 'testing/ holds test-only code, left out of the build.' },
          ],
        },
      ],
    },
  },
  {
    // A routes file validates, calls the service its module's plugin handed it, and answers: it builds no
    // service and reaches for no database or decorated service itself (decision 018).
    files: ['apps/server/src/modules/**/*-route.ts', 'apps/server/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^create[A-Z]/]',
          message:
            "Routes build no service or repository: the module's plugin does and passes it in (decision 018).",
        },
        {
          selector: `MemberExpression[object.name='app'][property.name=/^(${SERVICE_DECORATORS.join('|')})$/]`,
          message:
            "Routes take their services as options from the module's plugin, not from app (decision 018).",
        },
      ],
    },
  },
  {
    // The unit and component tests reuse their workers from file to file (vitest.config.ts): a module mocked with
    // vi.mock is not replaced when another file in the same worker imported it first. Spy on the export instead
    // (vi.spyOn(namespace, 'name')), which Vitest restores after each file.
    files: ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message: "Workers are reused between test files: spy on the module's export with vi.spyOn instead.",
        })),
      ],
    },
  },
  {
    // The two React apps run in the browser (the storefront also on the server) and follow the rules of hooks.
    files: ['apps/storefront/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Back-office features do not import each other; ui/, lib/ and i18n/ import no feature
    // (apps/admin/lint/feature-boundaries.js says why).
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { admin: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'admin/feature-boundaries': ['error', { srcRoot: `${import.meta.dirname}/apps/admin/src` }],
    },
  },
  {
    // The same boundaries in the storefront: features do not import each other; ui/, lib/ and i18n/ import no
    // feature. routes/, shell/ and root.tsx compose (decision 017).
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    plugins: { storefront: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'storefront/feature-boundaries': ['error', { srcRoot: `${import.meta.dirname}/apps/storefront/app` }],
    },
  },
);
