import { describe, expect, it } from 'vitest';
import { createStaticHandler, type RouteObject } from 'react-router';
import { matchedBranch } from '../../../src/presentation/server/entry-server';

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'product', path: 'producto/:slug', children: [{ id: 'reviews', path: 'opiniones' }] },
      { id: 'category', path: 'categoria/:slug' },
    ],
  },
];

const contextOf = async (path: string) => {
  const context = await createStaticHandler(routes).query(new Request(`http://tienda.test${path}`));
  if (context instanceof Response) throw new Error('a redirect');
  return context;
};

/** A route tree as ids: `id(children…)`. */
const shape = (tree: { id: string; children?: unknown[] }[] | undefined): string =>
  (tree ?? []).map((route) => (route.children ? `${route.id}(${shape(route.children as never)})` : route.id)).join(',');

describe('the routes the static router is given (matchedBranch)', () => {
  it('keeps the matched routes only, each with its one matched child, under the handler ids', async () => {
    expect(shape(matchedBranch(await contextOf('/producto/taza')) ?? undefined)).toBe('root(product)');
    expect(shape(matchedBranch(await contextOf('/producto/taza/opiniones')) ?? undefined)).toBe('root(product(reviews))');
    expect(shape(matchedBranch(await contextOf('/')) ?? undefined)).toBe('root(home)');
  });

  it('gives the root alone for a path nothing matches (the 404), and null for no match at all', async () => {
    expect(shape(matchedBranch(await contextOf('/no/existe')) ?? undefined)).toBe('root');
    expect(matchedBranch({ matches: [] })).toBeNull();
  });
});
