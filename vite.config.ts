import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web UI. `vite build` writes dist/web, which the local API serves;
 * `vite` (dev) proxies /api to the local API (TIENDA_API_URL, default :9004).
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: React and the router, and the Tienda library with its dependencies.
        // The entry chunk is then only the shell; each screen is its own lazy chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
            {
              name: 'tienda-lib',
              test: /[\\/]src[\\/](domain|usecases|data|composition)[\\/]|[\\/]src[\\/]index\.ts$|[\\/]node_modules[\\/](zod|axios|rxjs|inversify|@inversifyjs|reflect-metadata|tslib)[\\/]/,
            },
          ],
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
});
