import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import stylistic from '@stylistic/eslint-plugin';

const NO_FOCUSED_TESTS = {
  selector: 'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]',
  message: 'No focused or skipped tests.',
};

/**
 * A Tailwind class with a physical side (with any variants before it), in a string or a template's text;
 * 'right-to-left' in a sentence is not one.
 */
const PHYSICAL_CLASS =
  '/(^|\\s)([\\w-]+:)*-?((pl|pr|ml|mr|left|right|scroll-m[lr]|scroll-p[lr])-(?!to-)[^\\s]+|(border|rounded)-(l|r|tl|tr|bl|br)(-[^\\s]+)?|(text|float|clear)-(left|right))(\\s|$)/';
const PHYSICAL_MESSAGE =
  'Use logical classes (ps/pe, ms/me, start/end, border-s/e, rounded-s/e, text-start/end): Arabic pages run right to left.';

/** Forms take lib/zodResolver.ts, which words the schemas' messages in the page's language. */
const ZOD_RESOLVER = {
  name: '@hookform/resolvers/zod',
  message: "Import zodResolver from lib/zodResolver.ts: it words the messages in the page's language.",
};
// The shared package's formatAed writes English ('AED 1,250'); the web's writes the page's language ('1,250 د.إ').
const SHARED_FORMAT_AED = {
  name: '@weekends/shared/money',
  importNames: ['formatAed'],
  message: "Import formatAed from lib/format: it writes the amount in the page's language.",
};
// A lazy part may register words whose Arabic comes separately: lib/lazy.ts shows it once they have.
const REACT_LAZY = {
  name: 'react',
  importNames: ['lazy'],
  message: "Import lazy from lib/lazy.ts: it shows the part once its words are here in the page's language.",
};
// The messages' wording is loaded only once a message may be said: a module that words one as it renders asks for it
// through lib/messages.ts, so the page that loads the module waits for it; a handler that can wait words it through
// lib/messageLater.ts (the API client, the forms' resolver and lib/messageLater.ts wait for it themselves).
const MESSAGE_WORDING = {
  group: ['**/messageWording.ts'],
  message: "Import wordMessage from lib/messages.ts: it loads an Arabic page's messages before the page shows.",
};
const LIB_NO_FEATURES = {
  group: ['**/features/**'],
  message: 'components/ and lib/ must not import a feature; move shared code to components/ or lib/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'screenshots/**',
      // Playwright Test's report and failed tests' traces (the report carries the trace viewer's scripts).
      'e2e/playwright-report/**',
      'e2e/test-results/**',
      'apps/api/src/db/migrations/**',
      // Generated from the API's OpenAPI document by `npm run openapi`.
      'apps/web/src/lib/api/schema.d.ts',
      '**/scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { '@stylistic': stylistic },
    rules: {
      // Prettier (npm run format) lays code out at 120 columns but wraps no comment (scripts/wrap-comments.mjs does)
      // and breaks no string: a line over 120 fails unless a URL, a string, a template literal or a regex makes it so.
      '@stylistic/max-len': [
        'error',
        {
          code: 120,
          tabWidth: 2,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Arabic pages mirror the layout: a class that says left or right (pl-4, right-0, text-left, border-l) stays put
      // when the page turns right to left, where its logical twin (ps-4, end-0, text-start, border-s) follows it.
      'no-restricted-syntax': [
        'error',
        NO_FOCUSED_TESTS,
        { selector: `Literal[value=${PHYSICAL_CLASS}]`, message: PHYSICAL_MESSAGE },
        { selector: `TemplateElement[value.raw=${PHYSICAL_CLASS}]`, message: PHYSICAL_MESSAGE },
      ],
      // A feature may place another feature's piece (the home page shows the newsletter form) but never its pages:
      // what two features share moves down to components/ or lib/ (next block), or into a feature of its own.
      'no-restricted-imports': [
        'error',
        {
          paths: [ZOD_RESOLVER, SHARED_FORMAT_AED, REACT_LAZY],
          patterns: [
            {
              group: ['../../*/routes/*', '../../../*/routes/*'],
              message: "A feature must not import another feature's pages.",
            },
            MESSAGE_WORDING,
          ],
        },
      ],
    },
  },
  {
    // components/ and lib/ never reach up into a feature, at any depth (app/ places features; it is above them all).
    // Their tests may render a feature's piece, as the app does (the login pop-up of the favourite heart).
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ZOD_RESOLVER, SHARED_FORMAT_AED, REACT_LAZY],
          patterns: [LIB_NO_FEATURES, MESSAGE_WORDING],
        },
      ],
    },
  },
  {
    // lib/messages.ts, and the API client and lib/messageLater.ts, which wait for the wording before they answer.
    files: ['apps/web/src/lib/api.ts', 'apps/web/src/lib/messages.ts', 'apps/web/src/lib/messageLater.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ZOD_RESOLVER, SHARED_FORMAT_AED, REACT_LAZY], patterns: [LIB_NO_FEATURES] },
      ],
    },
  },
  {
    // The one place the library's resolver is wrapped (it waits for the wording before it answers).
    files: ['apps/web/src/lib/zodResolver.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [SHARED_FORMAT_AED, REACT_LAZY], patterns: [LIB_NO_FEATURES] }],
    },
  },
  {
    // The one place the shared English formatter is wrapped.
    files: ['apps/web/src/lib/format/money.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_RESOLVER, REACT_LAZY], patterns: [LIB_NO_FEATURES] }] },
  },
  {
    // An import cycle makes load order decide which module sees the other half-initialised, and ties features together.
    // Type-only imports are erased by the build, so they cannot form one and are not counted.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // API modules: app.ts alone registers route plugins; a module uses another through its service.ts or index.ts,
    // never through its routes (docs/ARCHITECTURE.md, 'One module shape').
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/routes.ts', '../*/*-routes.ts', '../../*/routes.ts', '../../*/*-routes.ts'],
              message:
                "Another module's routes are not imported: call its service.ts or index.ts, and register routes in app.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'fastify', 'drizzle-orm*'] }] },
  },
);
