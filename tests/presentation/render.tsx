import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import type { TiendaClient } from '../../src/index';
import { staticSource } from '../../src/presentation/app/client-source';
import { TiendaProvider } from '../../src/presentation/app/tienda-context';
import { DeploymentProvider, LOCAL_DEPLOYMENT, type Deployment } from '../../src/presentation/app/deployment';

/**
 * Renders `element` at `path` (matching `pattern`) inside a memory router and
 * the Tienda context, with the client already loaded; `loader` gives the
 * route its data, as the real route's loader would; `deployment` says where the page runs (default local).
 */
export function renderAt(
  client: TiendaClient,
  element: ReactElement,
  {
    path = '/',
    pattern = '*',
    loader,
    errorElement,
    deployment = LOCAL_DEPLOYMENT,
  }: { path?: string; pattern?: string; loader?: LoaderFunction; errorElement?: ReactElement; deployment?: Deployment } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element, ...(loader ? { loader } : {}), ...(errorElement ? { errorElement } : {}) },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <DeploymentProvider value={deployment}>
      <TiendaProvider source={staticSource(client)}>
        <RouterProvider router={router} />
      </TiendaProvider>
    </DeploymentProvider>,
  );
  return { ...result, router };
}
