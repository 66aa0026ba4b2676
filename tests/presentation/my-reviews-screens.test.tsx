// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src/index';
import type { MyReview, SuggestedReview } from '../../src/domain/reviews/reviews';
import MyReviewsScreen from '../../src/presentation/reviews/MyReviewsScreen';
import SuggestedReviewsScreen from '../../src/presentation/reviews/SuggestedReviewsScreen';
import { fakeClient, product, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const MINE: MyReview[] = [
  {
    id: 7,
    rating: 5,
    reviewer_name: 'Ana',
    comment: 'Excelentes, suenan muy bien.',
    verified: true,
    date_created: '2026-02-10T09:00:00-06:00',
    images: [{ id: 1, name: null, alt_text: null, urls: [], sort_order: 0, thumbnail: null, video_url: null }] as MyReview['images'],
    is_my_review: true,
    avatar: null,
    variant_name: null,
    variant_value: null,
    upvote_count: 3,
    is_upvoted_by_me: false,
    product: product(),
  },
];
const SUGGESTED: SuggestedReview[] = [{ item_id: 'L-9', potential_review_points: 10, product: product({ public_sku: 'SKU-2', slug: 'libro-cien-anos', title: 'Cien años de soledad' }) }];

function signedIn() {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(signedInUser());
  return made;
}

describe('«Mis opiniones»', () => {
  const renderScreen = (made: ReturnType<typeof fakeClient>) => renderAt(made.client, <MyReviewsScreen />, { path: '/cuenta/opiniones', pattern: '/cuenta/opiniones' });

  it('shows a loading state, then each review with its product and a link to edit it on the product page', async () => {
    const made = signedIn();
    let finish!: () => void;
    made.fakes.reviews.mine.mockImplementation(() => new Promise((resolve) => (finish = () => (made.fakes.reviews.store.setMine(MINE), resolve(MINE)))));
    renderScreen(made);
    expect(screen.getByRole('status').textContent).toBe('Cargando tus opiniones…');
    await waitFor(() => expect(made.fakes.reviews.mine).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    const row = screen.getByTestId('my-review');
    expect(within(row).getByRole('link', { name: 'Audífonos Sonaria Pro' }).getAttribute('href')).toBe('/producto/audifonos-sonaria');
    expect(within(row).getByRole('img', { name: '5 de 5 estrellas' })).toBeTruthy();
    expect(row.textContent).toContain('Excelentes, suenan muy bien.');
    expect(row.textContent).toContain('1 foto');
    expect(row.textContent).toContain('3 personas la encontraron útil');
    expect(within(row).getByRole('link', { name: 'Editar mi opinión sobre Audífonos Sonaria Pro' }).getAttribute('href')).toBe('/producto/audifonos-sonaria#opiniones');
  });

  it('says when there are none, pointing to the reviews to write', async () => {
    const made = signedIn();
    made.fakes.reviews.mine.mockImplementation(async () => (made.fakes.reviews.store.setMine([]), []));
    renderScreen(made);
    expect(await screen.findByText('Aún no has escrito opiniones. Cuéntale a otros qué te pareció lo que compraste.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opiniones por escribir' }).getAttribute('href')).toBe('/cuenta/opiniones/por-escribir');
  });

  it('shows a failure in Spanish with a retry that asks again', async () => {
    const made = signedIn();
    made.fakes.reviews.mine.mockRejectedValueOnce(new UseCaseError('networkConnection')).mockImplementationOnce(async () => (made.fakes.reviews.store.setMine(MINE), MINE));
    renderScreen(made);
    expect((await screen.findByRole('alert')).textContent).toBe('No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(made.fakes.reviews.mine).toHaveBeenCalledTimes(2);
    expect(await screen.findByTestId('my-review')).toBeTruthy();
  });

  it('sends an anonymous shopper to the login, coming back here', async () => {
    const made = fakeClient();
    made.stores.session.setSession({ token: 't'.repeat(64), isUser: false }, null);
    const { router } = renderScreen(made);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingresar'));
    expect(router.state.location.search).toBe(`?volver=${encodeURIComponent('/cuenta/opiniones')}`);
    expect(made.fakes.reviews.mine).not.toHaveBeenCalled();
  });
});

describe('«Opiniones por escribir»', () => {
  const renderScreen = (made: ReturnType<typeof fakeClient>) =>
    renderAt(made.client, <SuggestedReviewsScreen />, { path: '/cuenta/opiniones/por-escribir', pattern: '/cuenta/opiniones/por-escribir' });

  it('lists each product with the points a review earns and «Escribir opinión»', async () => {
    const made = signedIn();
    made.fakes.reviews.suggested.mockImplementation(async () => (made.fakes.reviews.store.setSuggested(SUGGESTED), SUGGESTED));
    renderScreen(made);
    const row = await screen.findByTestId('suggested-review');
    expect(row.textContent).toContain('Cien años de soledad');
    expect(row.textContent).toContain('Gana 10 puntos con tu opinión');
    const write = within(row).getByRole('link', { name: 'Escribir opinión sobre Cien años de soledad' });
    expect(write.getAttribute('href')).toBe('/producto/libro-cien-anos#opiniones');
    expect(write.textContent).toBe('Escribir opinión');
  });

  it('says when there is nothing to review', async () => {
    const made = signedIn();
    made.fakes.reviews.suggested.mockImplementation(async () => (made.fakes.reviews.store.setSuggested([]), []));
    renderScreen(made);
    expect(await screen.findByText('No tienes compras por opinar. Cuando recibas un pedido, sus productos aparecen aquí.')).toBeTruthy();
  });

  it('shows a failure with a retry, and a loading state first', async () => {
    const made = signedIn();
    made.fakes.reviews.suggested.mockRejectedValueOnce(new UseCaseError('NOT_ALLOWED', { apiMessage: 'No pudimos leer tus compras.', status: 400 })).mockImplementationOnce(async () => (made.fakes.reviews.store.setSuggested(SUGGESTED), SUGGESTED));
    renderScreen(made);
    expect(screen.getByRole('status').textContent).toBe('Cargando tus compras por opinar…');
    expect((await screen.findByRole('alert')).textContent).toBe('No pudimos leer tus compras.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(await screen.findByTestId('suggested-review')).toBeTruthy();
    expect(made.fakes.reviews.suggested).toHaveBeenCalledTimes(2);
  });
});
