import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TiendaClient } from '../../src/index';
import { TiendaProvider } from '../../src/presentation/app/tienda-context';

/** Renders `element` at `path` (matching `pattern`) inside a memory router and the Tienda context. */
export function renderAt(client: TiendaClient, element: ReactElement, { path = '/', pattern = '*' } = {}) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <TiendaProvider client={client}>
      <RouterProvider router={router} />
    </TiendaProvider>,
  );
  return { ...result, router };
}
