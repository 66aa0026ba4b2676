import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerWhenIdle } from './pwa/service-worker';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { lazySource } from './app/client-source';
import { readUiConfig } from './app/config';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { DEPLOYMENT_DATA_ID, DeploymentProvider, readDeployment, type Deployment } from './app/deployment';
import { HYDRATION_DATA_ID } from './app/hydration';
import { createRoutes } from './app/routes';
import { TiendaProvider } from './app/tienda-context';
import { hasPendingViews } from './recently-viewed/pending-key';
import { hasStoredSession } from './session/stored-session';
import { sanitizerFrom } from './shared/sanitize';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/screens.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

const container = document.getElementById('root')!;
// Where this page runs: what the server was started with (TIENDA_ENV, docs/deployment.md), written into the page outside
// the default; else the build's variables (`npm run dev`, a build made with VITE_TIENDA_ENV), local by default.
const served = readDeployment(document.getElementById(DEPLOYMENT_DATA_ID)?.textContent);
const config = served
  ? ({ ok: true, environment: served.environment, apiRoot: served.apiRoot ?? `${window.location.origin}/api/public` } as const)
  : readUiConfig(
      { VITE_TIENDA_ENV: import.meta.env.VITE_TIENDA_ENV, VITE_TIENDA_API_ROOT: import.meta.env.VITE_TIENDA_API_ROOT },
      window.location.origin,
    );

/**
 * Ends the current task and resumes in a new one, so that the browser may paint or answer the shopper in between:
 * the boot's steps (evaluating the modules, loading the screen's chunks, starting the router, hydrating) are then
 * several short tasks instead of one long one, which is what Total Blocking Time counts.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(): Promise<void> {
  await yieldToBrowser();
  if (!config.ok) {
    createRoot(container).render(<ConfigErrorScreen title={config.title} message={config.message} variable={config.variable} />);
    return;
  }
  const { environment, apiRoot } = config;
  const deployment: Deployment = served ?? { environment, apiRoot, social: {} };
  // The library (axios, inversify, RxJS, the schemas) is its own chunk, fetched on first need.
  const loadLibrary = () => import('./app/browser-client');
  const source = lazySource(
    () =>
      loadLibrary().then(async ({ createBrowserClient }) => {
        const client = createBrowserClient({ environment, apiRoot });
        // Views made before the visitor had a session are recorded first, in their order (recently-viewed/pending-views.ts).
        if (hasPendingViews()) {
          const { replayPendingViews } = await import('./recently-viewed/pending-views');
          await replayPendingViews((sku) => client.catalog.loadProductPage({ id: sku, include: ['PRODUCT'] }));
        }
        return client;
      }),
    loadLibrary,
  );
  const routes = createRoutes({
    client: () => source.get(),
    sanitizeHtml: async (html) => sanitizerFrom((await import('dompurify')).default)(html),
  });

  // Server-rendered: the router starts from the server's state, and the matched screens' chunks
  // (preloaded by the HTML) are in place before hydrating, so the first render matches the server's.
  const state = document.getElementById(HYDRATION_DATA_ID);
  if (state?.textContent) window.__staticRouterHydrationData = JSON.parse(state.textContent);
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  await yieldToBrowser();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <DeploymentProvider value={deployment}>
        <TiendaProvider source={source}>
          <RouterProvider router={router} />
        </TiendaProvider>
      </DeploymentProvider>
    </StrictMode>
  );
  // As a transition, hydration is time-sliced: React yields to the browser every few ms instead of
  // hydrating a long page in one long task (which is what Total Blocking Time counts).
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app); // `npm run dev`: no server rendering

  // Installable and useful offline (pwa/sw.ts): registered once the page has loaded and the browser is idle.
  if (import.meta.env.PROD) registerWhenIdle();

  // A returning shopper's session, cart and account load now; a new visitor's wait until needed.
  if (hasStoredSession()) void source.get().catch(() => undefined);
  // The shopper's first gesture (a pointer moving over the page, a tap, a key) is a good moment to fetch the
  // library a navigation will need: by the time of the click it is usually there, and the page's data
  // request does not wait for it.
  const warm = () => source.preload();
  for (const type of ['pointerover', 'pointerdown', 'keydown', 'touchstart', 'focusin'] as const) window.addEventListener(type, warm, { once: true, passive: true });
}

void boot();
