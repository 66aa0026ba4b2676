import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import type { TiendaClient } from '../../src/index';
import { staticSource } from '../../src/presentation/app/client-source';
import { TiendaProvider } from '../../src/presentation/app/tienda-context';

/**
 * Renders `element` at `path` (matching `pattern`) inside a memory router and
 * the Tienda context, with the client already loaded; `loader` gives the
 * route its data, as the real route's loader would.
 */
export function renderAt(
  client: TiendaClient,
  element: ReactElement,
  { path = '/', pattern = '*', loader, errorElement }: { path?: string; pattern?: string; loader?: LoaderFunction; errorElement?: ReactElement } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element, ...(loader ? { loader } : {}), ...(errorElement ? { errorElement } : {}) },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <TiendaProvider source={staticSource(client)}>
      <RouterProvider router={router} />
    </TiendaProvider>,
  );
  return { ...result, router };
}
