import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { lucideCss } from './src/presentation/shell/lucide-css';

const REACT_ROUTER_DIST = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${REACT_ROUTER_DIST}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_DIST}/dom-export.mjs` },
];

/**
 * The web UI, built twice by scripts/web-build.ts:
 * - the browser build (dist/web): assets plus Vite's manifest, which the
 *   server reads to preload each page's chunks and inline its CSS;
 * - the server build (`--ssr`, dist/server): the renderer of `npm start`.
 * `vite` (dev) serves the same app without server rendering, proxying /api to the local API.
 *
 * Source maps: the browser build has none (they would publish the full sources next to the bundle), except
 * in a debug build (`vite build --mode debug`), whose maps are `hidden` (written, never referenced from the
 * bundle; `npm start` refuses to serve .map files anyway). The server build keeps its maps: dist/server is
 * never served, and they make the renderer's stack traces readable.
 */
export default defineConfig(({ command, isSsrBuild, mode }) => ({
  // lucideCss: the interface icons named in the stylesheets (`lucide(truck)`), drawn from Lucide at build time.
  plugins: [react(), lucideCss()],
  // react-router's package exports name its development build only (no `production` condition): its dev warnings
  // (a `warning()` per Link, route and navigation) would run in every server render and ship to the browser. Builds
  // take its production build, both entries from it (one copy of its contexts); `vite` (dev) keeps the warnings.
  resolve: command === 'build' ? { alias: REACT_ROUTER_PRODUCTION } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/presentation/server/entry-server.tsx' },
      }
    : {
        outDir: 'dist/web',
        emptyOutDir: true,
        sourcemap: mode === 'debug' ? 'hidden' : false,
        manifest: true,
        // Every browser the store supports has modulepreload.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // React and the router in one long-lived chunk. The rest splits by use: the library
            // (axios, inversify, RxJS, schemas) is only reachable through a dynamic import, so it
            // lands in its own chunk, off the first screen's critical path.
            codeSplitting: {
              groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ }],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': {
        target: process.env.TIENDA_API_URL ?? 'http://localhost:9004',
        changeOrigin: true,
      },
    },
  },
}));
