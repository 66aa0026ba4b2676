import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { BrowserStorage, browserRequestInfo, createTiendaClient, MemoryStorage, type KeyValueStorage, type TiendaClient } from '../index';
import { readUiConfig } from './app/config';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { routes } from './app/routes';
import { TiendaProvider } from './app/tienda-context';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/screens.css';

/** localStorage, or memory where the browser refuses it (some private modes throw on access). */
function browserStorage(): KeyValueStorage {
  try {
    return new BrowserStorage();
  } catch {
    return new MemoryStorage();
  }
}

const root = createRoot(document.getElementById('root')!);
const config = readUiConfig(
  { VITE_TIENDA_ENV: import.meta.env.VITE_TIENDA_ENV, VITE_TIENDA_API_ROOT: import.meta.env.VITE_TIENDA_API_ROOT },
  window.location.origin,
);

if (!config.ok) {
  root.render(<ConfigErrorScreen title={config.title} message={config.message} variable={config.variable} />);
} else {
  let client: TiendaClient | null = null;
  try {
    client = createTiendaClient({
      environment: config.environment,
      apiRoot: config.apiRoot,
      storage: browserStorage(),
      requestInfo: browserRequestInfo,
    });
  } catch (error) {
    console.error(error);
    root.render(
      <ConfigErrorScreen
        title="La tienda no está bien configurada"
        message="No pudimos preparar la conexión con la API. Revisa VITE_TIENDA_ENV y VITE_TIENDA_API_ROOT y vuelve a compilar."
        variable="VITE_TIENDA_API_ROOT"
      />,
    );
  }
  if (client) {
    const router = createBrowserRouter(routes);
    root.render(
      <StrictMode>
        <TiendaProvider client={client}>
          <RouterProvider router={router} />
        </TiendaProvider>
      </StrictMode>,
    );
  }
}
