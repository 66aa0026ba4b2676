// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError, type ProductDetail, type TiendaClient } from '../../src/index';
import { attributeRows } from '../../src/presentation/compare/compare-rows';
import CompareScreen from '../../src/presentation/compare/CompareScreen';
import { CompareTable } from '../../src/presentation/compare/CompareTable';
import { compareLoader } from '../../src/presentation/compare/compare.loader';
import { formatPrice } from '../../src/presentation/shared/format';
import type { SanitizedHtml } from '../../src/presentation/shared/sanitize';
import { product } from './fake-client';
import { renderAt } from './render';
import { u3Client } from './u3-fakes';

afterEach(cleanup);

const image = (name: string) => ({
  thumbnail: null,
  urls: [
    { cdn_url: `/media/${name}-150.webp`, width: 150, height: 150 },
    { cdn_url: `/media/${name}-300.webp`, width: 300, height: 300 },
    { cdn_url: `/media/${name}-700.webp`, width: 700, height: 700 },
  ],
});
const THIS = product({ public_sku: 'SKU-1', slug: 'audifonos-sonaria', title: 'Audífonos Sonaria Pro', price: 299, main_image: image('a') as never });
const OTHER = {
  ...product({ public_sku: 'SKU-2', slug: 'audifonos-rumba', title: 'Audífonos Rumba', price: 249, regular_price: 300, average_rating: null, rating_count: 0, stock_status_text: 'Quedan 2' }),
  attributes: [
    { name: 'Color', value: 'Rojo' },
    { name: 'Batería', value: '30 horas' },
  ],
};
const THIRD = { ...product({ public_sku: 'SKU-3', slug: 'audifonos-zen', title: 'Audífonos Zen', price: 499 }), attributes: [{ name: 'Cancelación de ruido', value: 'Sí' }] };
const OWN = [
  { name: 'Color', value: 'Negro' },
  { name: 'Conexión', value: 'Bluetooth 5.3' },
];

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('attributeRows', () => {
  it('lists every attribute name once, the first product’s first, with «—» where a product does not state it', () => {
    expect(attributeRows([{ attributes: OWN }, { attributes: OTHER.attributes }, { attributes: THIRD.attributes }, {}])).toEqual([
      { name: 'Color', values: ['Negro', 'Rojo', '—', '—'] },
      { name: 'Conexión', values: ['Bluetooth 5.3', '—', '—', '—'] },
      { name: 'Batería', values: ['—', '30 horas', '—', '—'] },
      { name: 'Cancelación de ruido', values: ['—', '—', 'Sí', '—'] },
    ]);
  });
});

describe('CompareTable', () => {
  it('puts the products side by side: pictures at width 300, linked titles, prices, ratings, stock and the union of attributes', async () => {
    const { client } = u3Client({ signedIn: false });
    renderAt(client, <CompareTable product={THIS} attributes={OWN} others={[OTHER, THIRD]} />);
    const table = await screen.findByRole('table', { name: 'Comparación de Audífonos Sonaria Pro con productos similares' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    headers.forEach((header) => expect(header.getAttribute('scope')).toBe('col'));
    expect(within(headers[0]!).getByRole('link', { name: 'Audífonos Sonaria Pro' }).getAttribute('href')).toBe('/producto/audifonos-sonaria');
    expect(within(headers[1]!).getByRole('link', { name: 'Audífonos Rumba' }).getAttribute('href')).toBe('/producto/audifonos-rumba');
    expect(headers[0]!.querySelector('img')!.getAttribute('src')).toBe('/media/a-300.webp');
    expect(headers[0]!.textContent).toContain('Este producto');
    expect(headers[1]!.textContent).toContain('Sin imagen');

    expect(cells(rowOf('Precio'))[0]).toBe(formatPrice(299));
    expect(cells(rowOf('Precio'))[1]).toBe(`${formatPrice(249)} Antes ${formatPrice(300)}`);
    expect(within(rowOf('Calificación')).getAllByRole('img')[0]!.getAttribute('aria-label')).toBe('4 de 5 estrellas');
    expect(cells(rowOf('Calificación'))[1]).toBe('Sin opiniones');
    expect(cells(rowOf('Disponibilidad'))).toEqual(['En existencia', 'Quedan 2', 'En existencia']);
    expect(cells(rowOf('Color'))).toEqual(['Negro', 'Rojo', '—No indica']);
    expect(cells(rowOf('Batería'))).toEqual(['—No indica', '30 horas', '—No indica']);
    expect(cells(rowOf('Cancelación de ruido'))).toEqual(['—No indica', '—No indica', 'Sí']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Precio', 'Calificación', 'Disponibilidad', 'Color', 'Conexión', 'Batería', 'Cancelación de ruido']);
    within(table).getAllByRole('rowheader').forEach((th) => expect(th.getAttribute('scope')).toBe('row'));
    // The scrolling region is reachable by keyboard and named by the caption.
    const region = screen.getByRole('region', { name: 'Comparación de Audífonos Sonaria Pro con productos similares' });
    expect(region.tabIndex).toBe(0);
  });
});

const deps = (client: TiendaClient) => ({ client: async () => client, sanitizeHtml: (html: string) => html as SanitizedHtml });

describe('the compare page', () => {
  it('loads the comparison in one call and shows the table', async () => {
    const { client, productApi } = u3Client({ signedIn: false });
    productApi.compare.mockResolvedValue({ product: THIS as unknown as ProductDetail, compareTo: [OTHER], attributes: OWN });
    renderAt(client, <CompareScreen />, { path: '/comparar/audifonos-sonaria', pattern: '/comparar/:slug', loader: compareLoader(deps(client)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compara Audífonos Sonaria Pro' })).toBeTruthy();
    expect(cells(rowOf('Color'))).toEqual(['Negro', 'Rojo']);
    expect(productApi.compare).toHaveBeenCalledTimes(1);
    expect(productApi.compare).toHaveBeenCalledWith('audifonos-sonaria');
  });

  it('says so when there is nothing similar to compare', async () => {
    const { client, productApi } = u3Client({ signedIn: false });
    productApi.compare.mockResolvedValue({ product: THIS as unknown as ProductDetail, compareTo: [], attributes: OWN });
    renderAt(client, <CompareScreen />, { path: '/comparar/audifonos-sonaria', pattern: '/comparar/:slug', loader: compareLoader(deps(client)) });
    expect(await screen.findByText('Aún no tenemos productos similares para comparar con este.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al producto' }).getAttribute('href')).toBe('/producto/audifonos-sonaria');
  });

  it('answers 404 with its own words for an unknown product', async () => {
    const { client, productApi } = u3Client({ signedIn: false });
    productApi.compare.mockRejectedValue(new UseCaseError('notFound', { status: 404 }));
    const { router } = renderAt(client, <CompareScreen />, { path: '/comparar/nada', pattern: '/comparar/:slug', loader: compareLoader(deps(client)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos este producto' })).toBeTruthy();
    await waitFor(() => expect(router.state.loaderData).toBeTruthy());
  });

  it('redirects another name of the product to its slug', async () => {
    const { client, productApi } = u3Client({ signedIn: false });
    productApi.compare.mockResolvedValue({ product: THIS as unknown as ProductDetail, compareTo: [OTHER], attributes: OWN });
    const response = (await compareLoader(deps(client))({ params: { slug: 'SKU-1' }, request: new Request('http://t/comparar/SKU-1'), context: {} } as never).catch((thrown: unknown) => thrown)) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/comparar/audifonos-sonaria');
  });
});
