// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src/index';
import ImportScreen, { IMPORT_PROBLEMS } from '../../src/presentation/import/ImportScreen';
import { renderAt } from './render';
import { u3Client } from './u3-fakes';

afterEach(cleanup);

function setUp(signedIn = true) {
  const made = u3Client({ signedIn });
  const rendered = renderAt(made.client, <ImportScreen />, { path: '/importar', pattern: '/importar' });
  return { ...made, ...rendered };
}

async function submit(url: string) {
  const field = (await screen.findByLabelText('Enlace del producto en amazon.com')) as HTMLInputElement;
  fireEvent.change(field, { target: { value: url } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Importar producto' })));
  return field;
}

/** Each refusal the API gives, with its Spanish message. */
const REFUSALS = [
  ['INVALID_URL', 400, 'https://www.ebay.com/itm/123', 'El enlace no es de un producto de amazon.com.'],
  ['USED_PRODUCTS_NOT_ALLOWED', 400, 'https://www.amazon.com/dp/B08N5WRWNW?condition=used', 'No se permiten productos usados.'],
  ['GLOBAL_SELLER_NOT_ALLOWED', 400, 'https://www.amazon.com/dp/B08N5WRWNW?seller=global', 'No se permiten productos de vendedores globales.'],
  ['PRODUCT_NOT_FOUND', 404, 'https://www.amazon.com/dp/B000000000', 'No encontramos ese producto en Amazon.'],
  ['PRODUCT_NOT_CREATED', 400, 'https://www.amazon.com/dp/B0NOTMADE0', 'No pudimos crear el producto. Inténtalo más tarde.'],
] as const;

describe('ImportScreen', () => {
  it('explains the service, imports a product by its link and opens its page', async () => {
    const { productApi, router } = setUp();
    productApi.importFromAmazon.mockResolvedValue({ slug: 'importado-b08n5wrwnw' });
    expect(await screen.findByText(/lo traemos a Tienda con su precio en quetzales/)).toBeTruthy();
    await submit('  https://www.amazon.com/dp/B08N5WRWNW  ');
    expect(productApi.importFromAmazon).toHaveBeenCalledWith('https://www.amazon.com/dp/B08N5WRWNW');
    await waitFor(() => expect(router.state.location.pathname).toBe('/producto/importado-b08n5wrwnw'));
  });

  it.each(REFUSALS)('shows %s’s Spanish message under the field and keeps the text', async (cause, status, url, message) => {
    const { productApi, router } = setUp();
    productApi.importFromAmazon.mockRejectedValue(new UseCaseError(cause, { apiMessage: message, status }));
    const field = await submit(url);
    const problem = screen.getByRole('alert');
    expect(problem.textContent).toBe(message);
    expect(problem.id).toBe('amazon-url-problem');
    expect(field.value).toBe(url);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('amazon-url-problem');
    expect(document.activeElement).toBe(field);
    expect(router.state.location.pathname).toBe('/importar');
  });

  it('has Spanish words of its own for each cause when the refusal carries no message', async () => {
    const { productApi } = setUp();
    for (const [cause, status] of REFUSALS) {
      productApi.importFromAmazon.mockRejectedValueOnce(new UseCaseError(cause, { status }));
      await submit('https://www.amazon.com/dp/B08N5WRWNW');
      expect(screen.getByRole('alert').textContent).toBe(IMPORT_PROBLEMS[cause]);
    }
  });

  it('sends an anonymous shopper to the login page first', async () => {
    const { router, productApi } = setUp(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingresar'));
    expect(router.state.location.search).toBe('?volver=%2Fimportar');
    expect(productApi.importFromAmazon).not.toHaveBeenCalled();
  });
});
