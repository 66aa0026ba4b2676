import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { lucideCss } from './src/presentation/shell/lucide-css';

const REACT_ROUTER_DIST = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${REACT_ROUTER_DIST}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_DIST}/dom-export.mjs` },
];

/**
 * Installable and useful offline (issue 25; docs/web.md "Offline and installed"). The service worker is our own
 * (src/presentation/pwa/sw.ts, Workbox's modules), with the list of files to precache written into it: the shell
 * and every screen's chunks and stylesheets, the sprite, the icons, the offline page and the head's locale-data
 * worker. The page registers it itself (pwa/service-worker.ts), and a new version waits for the shopper's «Actualizar».
 */
const PWA_OPTIONS = {
  strategies: 'injectManifest',
  srcDir: 'src/presentation/pwa',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  injectManifest: {
    globPatterns: ['assets/**/*.{js,css,svg}', 'favicon.svg', 'offline.html', 'icons/*.png', 'intl-warm.js'],
    // The largest chunk (React with the router) is about 320 KB.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
  manifest: {
    id: '/',
    name: 'Tienda',
    short_name: 'Tienda',
    description: 'Compra en línea con envío a toda Guatemala y Estados Unidos. Precios en quetzales.',
    lang: 'es-GT',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f4c81',
    background_color: '#f5f6f8',
    categories: ['shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
} satisfies Partial<VitePWAOptions>;

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
  // VitePWA (browser build only): the manifest and the service worker, src/presentation/pwa (docs/web.md).
  plugins: [react(), lucideCss(), ...(isSsrBuild ? [] : [VitePWA(PWA_OPTIONS)])],
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
