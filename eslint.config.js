import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Server modules talk through services (docs/product.md#conventions-thin-handlers): a module's
// repository is its own; another module calls its service.
const serverModuleZones = ['billing', 'cards', 'support', 'system', 'user'].map((module) => ({
  target: `./src/server/modules/${module}`,
  from: './src/server/modules/*/*repository.ts',
  except: [`**/src/server/modules/${module}/*repository.ts`],
  message: "a module calls another module's service, never its repository",
}));

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
    files: [
      'scripts/**',
      'bench/**',
      'tests/support/e2e-server.ts',
      'src/server/main.ts',
      'src/server/cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
