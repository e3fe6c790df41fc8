import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompiledMessages } from './scripts/precompiled-messages.mjs';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompiledMessages()],
  resolve: {
    // Every message reaches the browser compiled (scripts/precompiled-messages.mjs), so FormatJS
    // runs without its ICU parser there (decision 0042).
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
    // The server reads the manifest to link the public card page's own small script and styles.
    manifest: true,
    rollupOptions: {
      input: {
        app: path.resolve(import.meta.dirname, 'src/web/index.html'),
        showcase: path.resolve(import.meta.dirname, 'src/web/showcase/main.ts'),
      },
      output: {
        // zod's settings in a chunk of their own, which the app's entry imports before any other:
        // inlined in the entry, they would run after its static chunks (zod among them), and a
        // schema parsed while those load would probe `new Function` against the CSP.
        advancedChunks: {
          groups: [{ name: 'zod-config', test: /src[\\/]web[\\/]lib[\\/]zod-config\.ts/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/dev': apiTarget,
      '/public-config.json': apiTarget,
    },
  },
});
