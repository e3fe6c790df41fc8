import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of src/web/features: each is a zone of its own below. */
const webFeatures = readdirSync(new URL('src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The client's layers (docs/ARCHITECTURE.md): a feature stands alone; app/ composes features;
 * components/ and lib/ serve everyone and know no feature; lib/ holds no components; the public
 * card page's script stays plain TypeScript.
 */
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: `features/${feature} must not import another feature: move what both need to components/ or lib/, or compose them in app/`,
  })),
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'features must not import app/: app/ composes features, not the other way round',
  },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'components/ and lib/ serve every feature, so they must not import features or app/',
  },
  {
    target: './src/web/lib',
    from: './src/web/components',
    message: 'lib/ holds no components: components/ may import lib/, not the other way round',
  },
  {
    target: './src/web/showcase',
    from: ['./src/web/app', './src/web/features', './src/web/components'],
    message: "the public card page's script must stay plain TypeScript: no React from the app",
  },
];

/** Every folder of src/server/modules: each is a zone of its own below. */
const serverModules = readdirSync(new URL('src/server/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A module's door: the one file of it that code outside the module may import. */
const moduleDoors = ['**/src/server/modules/*/index.ts'];

/**
 * The server's modules (docs/ARCHITECTURE.md, "Layering"): a module uses another only through
 * that one's index.ts, and so does every other part of the server, the tests and the benches.
 * What a module keeps behind its door (its repository, its helpers) is its own.
 */
const serverModuleZones = [
  ...serverModules.map((module) => ({
    target: `./src/server/modules/${module}`,
    from: `./src/server/modules/!(${module})/**`,
    except: moduleDoors,
    message: `modules/${module} may use another module only through its index.ts: export what is needed there, or pass it in`,
  })),
  {
    target: [
      './src/server/!(modules)/**',
      './src/server/*.{ts,tsx}',
      './tests/**',
      './bench/**',
      './scripts/**',
    ],
    from: './src/server/modules/*/**',
    except: moduleDoors,
    message: 'code outside a module uses it only through its index.ts, never a file behind it',
  },
];

/**
 * Files whose words all come from the message catalogue (docs/ARCHITECTURE.md, "Languages"): the
 * rule below fails on any text written in them inline. Every screen of the app is here.
 */
const TRANSLATED = [
  'src/web/**/*.tsx',
  // The card's own parts, which the server renders for the public page and the app shows.
  'src/shared/ui/**/*.tsx',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
      // One-way imports (docs/product.md#conventions-one-way-imports): web and server may use
      // shared; shared uses neither; web never reaches into the server, nor the server into the
      // client.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...serverModuleZones,
            {
              target: './src/shared',
              from: './src/server',
              message: 'shared must not import server code',
            },
            {
              target: './src/shared',
              from: './src/web',
              message: 'shared must not import web code',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'the web client must not import server code',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'the server must not import web code',
            },
            ...webZones,
            // Tests beside the code may use tests/support; the code itself never does, so nothing
            // written for tests can reach the build.
            {
              target: ['./src/**/!(*.test).ts', './src/**/!(*.test).tsx'],
              from: './tests',
              message: 'application code must not import test code (tests/)',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules },
  },
  {
    files: TRANSLATED,
    plugins: { i18next },
    rules: {
      // Text between tags, and the attributes people read or hear. The brand's name and
      // punctuation are not words to translate.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'alt',
              'title',
              'placeholder',
              'label',
              'hint',
            ],
            exclude: [],
          },
          // A call's arguments are ids, class names and keys; text reaches the page as JSX
          // text, a readable attribute or a value picked inside JSX, all checked.
          callees: { exclude: ['.*'] },
          words: { exclude: ['[a-z]+(\\.[a-zA-Z]+)+', '[0-9!-/:-@[-`{-~\\s·–—…]+', 'CardVault'] },
          message: 'Text shown to people comes from the message catalogue (src/shared/i18n)',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'deploy/**',
      'bench/**',
      'tests/support/e2e/server.ts',
      'src/server/main.ts',
      'src/server/cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
