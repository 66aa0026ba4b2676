// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, createStaticHandler, createStaticRouter, Link, Outlet, RouterProvider, StaticRouterProvider, useLocation } from 'react-router';
import { PathLink } from '../../src/presentation/shared/PathLink';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const routes = [
  {
    path: '/',
    element: (
      <>
        <nav>
          <PathLink to="/producto/cafe-de-altura" className="product-card__link">
            Café de altura
          </PathLink>
          <PathLink to="/categoria/cafe?pagina=2">Café, página 2</PathLink>
          <PathLink to="/" aria-label="Inicio" />
        </nav>
        <Where />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <h1>Inicio</h1> },
      { path: 'producto/:slug', element: <h1>Producto</h1> },
      { path: 'categoria/:slug', element: <h1>Categoría</h1> },
    ],
  },
];

describe('PathLink (a store path for long lists, without Link’s per-link resolution)', () => {
  it('writes the same <a> as react-router’s Link on the server', async () => {
    const handler = createStaticHandler([
      {
        path: '/',
        element: (
          <p>
            <PathLink to="/producto/cafe-de-altura" className="product-card__link">
              Café
            </PathLink>
            |
            <Link to="/producto/cafe-de-altura" className="product-card__link">
              Café
            </Link>
          </p>
        ),
      },
    ]);
    const context = await handler.query(new Request('http://tienda.test/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
    const [ours, theirs] = html.replace(/^<p>|<\/p>$/g, '').split('|');
    expect(ours).toBe('<a class="product-card__link" href="/producto/cafe-de-altura" data-discover="true">Café</a>');
    expect(ours).toBe(theirs);
  });

  it('navigates in the page on a plain click, adding one history entry; the page already shown is replaced', () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Café de altura' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Producto');
    expect(screen.getByTestId('where').textContent).toBe('/producto/cafe-de-altura');
    expect(router.state.historyAction).toBe('PUSH');

    fireEvent.click(screen.getByRole('link', { name: 'Café, página 2' }));
    expect(screen.getByTestId('where').textContent).toBe('/categoria/cafe?pagina=2');
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('link', { name: 'Café, página 2' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('where').textContent).toBe('/categoria/cafe?pagina=2');
  });

  it('leaves a click with a key held, or another button, to the browser (a new tab), and honours a handler that prevents it', () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Café de altura' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      link.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });
});
