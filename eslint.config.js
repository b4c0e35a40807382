// The lint part of `npm run validate` (ESLint 10, flat config).
// typescript-eslint's recommended set without type information: the type-aware set took four times
// as long (about 40 s of CPU against 9 s on the whole tree), and `tsc` already runs in validate.
// The import boundaries between the layers are the `boundaries/dependencies` policies at the end;
// tests/unit/lint-boundaries.test.ts proves each of them reports a bad import.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'];

/**
 * The server domains (src/server/domains/*) floor by floor, from the ground up (issue 31,
 * decision 042): a domain imports only domains on lower floors, so no two domains import each
 * other and no circle of domains can form. A new domain takes a floor here (a domain on no floor
 * may import none and be imported by none); when a domain needs one of its floor or above, that
 * one moves down or the need goes through a declaration (a cache's `builtFrom`, a follower, a
 * use), never an import back up. The kits (DOMAIN_KITS) are below them all: they import no domain.
 * `node scripts/domain-graph.mjs` prints the floors the imports make today.
 */
export const DOMAIN_FLOORS = [
  ['outbox', 'pages', 'staff'],
  ['geography', 'products'],
  ['ads', 'partners', 'producers', 'tenders'],
  ['news', 'site'],
  ['subscriptions'],
  ['accounts', 'jobs', 'prices'],
  ['bulletins', 'deals', 'home', 'open-data'],
  ['contact', 'seo'],
  ['dashboard'],
];

/**
 * The building blocks several domains configure (they own no table, the domains hand them theirs):
 * domains/directory (producers, partners) and domains/marketplace (deals, jobs; decision 046).
 */
export const DOMAIN_KITS = ['directory', 'marketplace'];

/** One policy per domain: it may not import a domain of its floor or above. */
const domainFloorPolicies = DOMAIN_FLOORS.flatMap((floor, index) =>
  floor.map((domain) => {
    const below = DOMAIN_FLOORS.slice(0, index).flat();
    const notBelow = DOMAIN_FLOORS.slice(index)
      .flat()
      .filter((d) => d !== domain);
    return {
      from: { element: { types: 'domain', captured: { domain } } },
      disallow: { to: { element: { types: 'domain', captured: { domain: notBelow } } } },
      message: `The ${domain} domain (floor ${index + 1} of DOMAIN_FLOORS, eslint.config.js) imports only domains below it${below.length ? ` (${below.join(', ')})` : ' (none)'}: a reader declares what it follows, a writer never names its readers (decision 042).`,
    };
  }),
);
const placedDomains = `{${DOMAIN_FLOORS.flat().join(',')}}`;
// A domain's data access: its repository.ts, or a repository/ folder once that file grows.
const NOT_REPOSITORY = '!{repository.ts,repository/**}';

export default defineConfig(
  globalIgnores([
    'build/',
    'node_modules/',
    'data/',
    '.data/',
    '.react-router/',
    'public/',
    'test-results/',
    'playwright-report/',
    'bench/out/',
    'src/server/db/migrations/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      // Only the .js/.mjs files (Node scripts) use these: TypeScript checks the names in .ts files.
      globals: globals.node,
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { id: _, ...rest } = row` is how the code base drops a field; `_x` marks an unused parameter.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // Every control-character class in the tree is deliberate (URL and XML cleaning, their tests).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      // TypeScript reports undefined names itself, and knows the DOM and Node types `no-undef` does not.
      'no-undef': 'off',
    },
  },

  // React: the rules of hooks everywhere React runs. The plugin's other recommended rules
  // (static-components, refs, set-state-in-effect, purity...) are advice for the React Compiler,
  // which the project does not use; they double the web lint time and flag the SSR-safe
  // "read the browser's state after mount" effects on purpose.
  {
    files: ['src/web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Imports.
  {
    files: ['**/*.{js,mjs,ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: EXTENSIONS })],
      'import-x/extensions': EXTENSIONS,
    },
    rules: {
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      // Every import resolves, so the boundary rules below see every one (an import they cannot
      // resolve they cannot judge); it also checks the .mjs files TypeScript does not read.
      // Vite's virtual modules and the build output do not exist on disk.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '^\\.\\./build/'] }],
    },
  },
  {
    // A cycle between modules (e.g. news/service ↔ home/service) makes the load order matter.
    // Type-only imports do not count. About half a second over the tree.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // Supported ground only (STYLE.md 16): no library's private modules or `__unsafe_` exports.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@emotion/serialize', '@emotion/utils', '@mui/system/styleFunctionSx'].map((name) => ({
            name,
            message: 'A private module of Emotion/MUI: use a CSS Module (decision 015).',
          })),
          patterns: [{ regex: '^@mui/[^/]+/(internal|esm|node)/', message: "MUI's internal paths change in minor releases." }],
        },
      ],
      'no-restricted-syntax': ['error', { selector: 'ImportSpecifier[imported.name=/^__unsafe_/]', message: 'An __unsafe_ export is not public API.' }],
    },
  },

  // The public site without MUI and Emotion (issue 29, decision 036): they stay in the back office
  // (its routes, ui/admin, the features' admin/ folders) and theme/ (the back office's MUI theme;
  // the CSS variables made from it at build time). Everything else draws with ui/kit.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/routes/admin/**', 'src/web/ui/admin/**', 'src/web/features/*/admin/**', 'src/web/theme/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@emotion/serialize', '@emotion/utils', '@mui/system/styleFunctionSx'].map((name) => ({
            name,
            message: 'A private module of Emotion/MUI: use a CSS Module (decision 015).',
          })),
          patterns: [
            { regex: '^@mui/[^/]+/(internal|esm|node)/', message: "MUI's internal paths change in minor releases." },
            { regex: '^@(mui|emotion)/', message: 'MUI and Emotion are for the back office only: use src/web/ui/kit (issue 29, decision 036).' },
          ],
        },
      ],
    },
  },

  // The layers.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: EXTENSIONS } },
      // The patterns below are relative to the project, whatever folder ESLint is started from.
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['src/**/*'],
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'shared', pattern: 'src/shared', partialMatch: false },
        { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web', pattern: 'src/web', partialMatch: false },
        // A building block several domains configure (it owns no table): they may import any of its files.
        ...DOMAIN_KITS.map((kit) => ({ type: 'domain-kit', pattern: `src/server/domains/${kit}`, partialMatch: false })),
        { type: 'domain', pattern: 'src/server/domains/*', capture: ['domain'], partialMatch: false },
        { type: 'platform', pattern: 'src/server/platform', partialMatch: false },
        { type: 'tables', pattern: 'src/server/db/schema', partialMatch: false },
        { type: 'server', pattern: 'src/server', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Also look at packages (drizzle-orm), not only at files of the project.
          checkAllOrigins: true,
          policies: [
            {
              from: { element: { types: 'shared' } },
              disallow: { to: { element: { types: ['web', 'web-feature', 'server', 'domain', 'domain-kit', 'platform', 'tables'] } } },
              message: 'src/shared is imported by server and web; it imports neither.',
            },
            {
              from: { element: { types: ['web', 'web-feature'] } },
              disallow: { to: { element: { types: ['server', 'domain', 'domain-kit', 'platform', 'tables'] } } },
              message: 'src/web never imports src/server: what both need lives in src/shared.',
            },
            {
              from: { element: { types: ['server', 'domain', 'domain-kit', 'platform', 'tables'] } },
              disallow: { to: { element: { types: ['web', 'web-feature'] } } },
              message: 'src/server never imports src/web: what both need lives in src/shared.',
            },
            {
              from: { element: { types: 'web-feature' } },
              disallow: { to: { element: { types: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
              message: 'A web feature never imports another feature: move what both need to src/web/ui (or src/shared).',
            },
            {
              from: { element: { types: 'platform' } },
              disallow: { to: { element: { types: ['domain', 'domain-kit'] } } },
              message: 'platform/ imports no domain: a domain hands platform what it needs (registration, callbacks).',
            },
            // A domain's door is its index.ts (decision 044): what the others may use, and nothing else.
            {
              from: { element: { types: 'domain' } },
              disallow: { to: { element: { types: 'domain', captured: { domain: '!{{ from.element.captured.domain }}' }, fileInternalPath: '!index.ts' } } },
              message: 'A domain imports another only through its door, the index.ts (`../prices`, never `../prices/service`): decision 044.',
            },
            {
              from: { element: { types: 'server' } },
              disallow: { to: { element: { types: 'domain', fileInternalPath: '!index.ts' } } },
              message:
                "The app's wiring imports a domain only through its door, the index.ts (`./domains/staff`, never `./domains/staff/service`): decision 044.",
            },
            // The one-way domain graph (decision 042).
            {
              from: { element: { types: 'domain-kit' } },
              disallow: { to: { element: { types: 'domain' } } },
              message: 'A kit (DOMAIN_KITS: directory, marketplace) imports no domain: the domain that configures it hands over what it needs (decision 042).',
            },
            ...domainFloorPolicies,
            {
              from: { element: { types: 'domain', captured: { domain: `!${placedDomains}` } } },
              disallow: { to: { element: { types: 'domain', captured: { domain: '!{{ from.element.captured.domain }}' } } } },
              message: 'A domain on no floor imports no other domain: give it its floor in DOMAIN_FLOORS (eslint.config.js, decision 042).',
            },
            {
              from: { element: { types: 'domain' } },
              disallow: { to: { element: { types: 'domain', captured: { domain: `!${placedDomains}` } } } },
              message: 'That domain stands on no floor: give it its floor in DOMAIN_FLOORS (eslint.config.js, decision 042) before another domain imports it.',
            },
            {
              from: { element: { types: ['domain', 'domain-kit'], fileInternalPath: NOT_REPOSITORY } },
              disallow: { to: { element: { types: 'tables' } } },
              message: "Only a domain's repository.ts imports the Drizzle tables (src/server/db/schema).",
            },
            {
              from: { element: { types: ['domain', 'domain-kit'], fileInternalPath: NOT_REPOSITORY } },
              disallow: { to: { module: { origin: 'external', source: 'drizzle-orm' } }, dependency: { kind: 'value' } },
              message: "Only a domain's repository.ts queries the database (drizzle-orm).",
            },
          ],
        },
      ],
    },
  },
);
