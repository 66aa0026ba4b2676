// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError, type Review } from '../../src/index';
import { ReviewsSection, type ReviewsSectionProps } from '../../src/presentation/reviews/ReviewsSection';
import { histogram } from '../../src/presentation/reviews/review-rules';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    rating: 4,
    reviewer_name: 'Luis',
    comment: 'Muy buenos',
    verified: true,
    date_created: '2026-01-02T10:00:00-06:00',
    images: [],
    is_my_review: false,
    avatar: null,
    variant_name: null,
    variant_value: null,
    upvote_count: 2,
    is_upvoted_by_me: false,
    ...overrides,
  };
}

const STATS = [
  { rating: 5, count: 12 },
  { rating: 4, count: 3 },
  { rating: 1, count: 1 },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A client whose session is known: signed in as ana, or anonymous. */
function client({ signedIn }: { signedIn: boolean }) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: signedIn }, signedIn ? { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' } : null);
  if (signedIn) made.stores.user.setUser(signedInUser());
  return made;
}

function renderSection(made: ReturnType<typeof fakeClient>, props: Partial<ReviewsSectionProps> = {}) {
  const all: ReviewsSectionProps = {
    productId: 'SKU-1',
    productTitle: 'Audífonos Sonaria Pro',
    reviews: [review()],
    stats: STATS,
    averageRating: 4.4,
    ratingCount: 16,
    potentialReviewPoints: 0,
    ...props,
  };
  return renderAt(made.client, <ReviewsSection {...all} />, { path: '/producto/audifonos-sonaria', pattern: '/producto/:slug' });
}

const page = (reviews: Review[], hasMore = false, pageNumber = 1) => ({ reviews, stats: STATS, page: pageNumber, hasMore });

describe('the stars histogram', () => {
  it('always lists 5 to 1, with each share and its text, ignoring ratings outside 1..5', () => {
    const { rows, total } = histogram([...STATS, { rating: 7, count: 4 }]);
    expect(total).toBe(16);
    expect(rows.map((row) => [row.text, row.percent])).toEqual([
      ['5 estrellas: 12', 75],
      ['4 estrellas: 3', 19],
      ['3 estrellas: 0', 0],
      ['2 estrellas: 0', 0],
      ['1 estrella: 1', 6],
    ]);
  });

  it('reads each bar as text and draws it to its share, beside the average and the count', () => {
    renderSection(client({ signedIn: false }));
    const bars = within(screen.getByTestId('reviews-histogram')).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['5 estrellas: 12', '4 estrellas: 3', '3 estrellas: 0', '2 estrellas: 0', '1 estrella: 1']);
    expect((bars[0]!.querySelector('.histogram__fill') as HTMLElement).style.width).toBe('75%');
    expect((bars[2]!.querySelector('.histogram__fill') as HTMLElement).style.width).toBe('0%');
    // The average agrees with the histogram: (5×12 + 4×3 + 1×1) / 16.
    expect(screen.getByText('4.6')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4.6 de 5 estrellas' })).toBeTruthy();
    expect(screen.getByText('16 opiniones')).toBeTruthy();
  });

  it('says when there are no reviews yet, without a histogram', () => {
    renderSection(client({ signedIn: false }), { reviews: [], stats: [], averageRating: null, ratingCount: 0 });
    expect(screen.getByText('Este producto todavía no tiene opiniones.')).toBeTruthy();
    expect(screen.queryByTestId('reviews-histogram')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ver más opiniones' })).toBeNull();
  });
});

describe('a review in the list', () => {
  it('shows reviewer, stars, date, verified badge, variant, comment and its photos, large on demand', async () => {
    const photo = { id: 9, name: null, alt_text: null, urls: [{ image_id: 9, cdn_url: '/media/r9-160.png', width: 160, height: 160, file_size_kb: 3 }, { image_id: 9, cdn_url: '/media/r9-1200.png', width: 1200, height: 1200, file_size_kb: 80 }], sort_order: 0, thumbnail: null, video_url: null };
    renderSection(client({ signedIn: false }), { reviews: [review({ variant_name: 'Color', variant_value: 'Negro', images: [photo] as Review['images'] })] });
    const item = screen.getByTestId('review');
    expect(within(item).getByRole('img', { name: '4 de 5 estrellas' })).toBeTruthy();
    expect(item.textContent).toContain('Luis');
    expect(item.textContent).toContain('Compra verificada');
    expect(item.textContent).toContain('Color: Negro');
    expect(item.textContent).toContain(new Intl.DateTimeFormat('es-GT', { dateStyle: 'long' }).format(new Date('2026-01-02T10:00:00-06:00')));
    const thumb = within(item).getByRole('button', { name: 'Ver en grande: Foto 1 de la opinión de Luis' });
    expect(thumb.querySelector('img')!.getAttribute('src')).toBe('/media/r9-160.png');
    fireEvent.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Foto 1 de la opinión de Luis' });
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/media/r9-1200.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(thumb);
  });
});

describe('«Útil»', () => {
  it('counts the vote at once, sends it, and keeps the answer; removing it sends the removal', async () => {
    const made = client({ signedIn: true });
    made.fakes.reviews.list.mockResolvedValue(page([review()]));
    const sent = deferred<{ upvote_count: number; is_upvoted_by_me: boolean }>();
    made.fakes.reviews.upvote.mockReturnValue(sent.promise);
    made.fakes.reviews.removeUpvote.mockResolvedValue({ upvote_count: 2, is_upvoted_by_me: false });
    renderSection(made);
    const button = await screen.findByRole('button', { name: 'Útil (2)' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe('Útil (3)');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(made.fakes.reviews.upvote).toHaveBeenCalledWith(1));
    await act(async () => sent.resolve({ upvote_count: 5, is_upvoted_by_me: true }));
    expect(button.textContent).toBe('Útil (5)');
    await act(async () => fireEvent.click(button));
    expect(made.fakes.reviews.removeUpvote).toHaveBeenCalledWith(1);
    expect(made.fakes.reviews.upvote).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Útil (2)');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('rolls the count back and says why when the server refuses', async () => {
    const made = client({ signedIn: true });
    made.fakes.reviews.list.mockResolvedValue(page([review()]));
    made.fakes.reviews.upvote.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: 'No puedes votar por esta opinión.', status: 403 }));
    renderSection(made);
    const button = await screen.findByRole('button', { name: 'Útil (2)' });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(screen.getByTestId('review').querySelector('[role=alert]')!.textContent).toBe('No puedes votar por esta opinión.'));
    expect(button.textContent).toBe('Útil (2)');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(made.fakes.reviews.upvote).toHaveBeenCalledTimes(1);
  });

  it('asks an anonymous shopper to sign in, without a call', async () => {
    const made = client({ signedIn: false });
    renderSection(made);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Útil (2)' })));
    const alert = screen.getByTestId('review').querySelector('[role=alert]')!;
    expect(alert.textContent).toBe('Inicia sesión para marcar opiniones como útiles.');
    expect(within(alert as HTMLElement).getByRole('link').getAttribute('href')).toBe(`/ingresar?volver=${encodeURIComponent('/producto/audifonos-sonaria#opiniones')}`);
    expect(made.fakes.reviews.upvote).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Útil (2)' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('«Ver más opiniones»', () => {
  it('adds the next page, focuses its first review, and goes away on the last page', async () => {
    const made = client({ signedIn: false });
    made.fakes.reviews.list.mockResolvedValue(page([review({ id: 2, reviewer_name: 'Marta' }), review({ id: 3, reviewer_name: 'Pedro' })], false, 2));
    renderSection(made);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver más opiniones' })));
    expect(made.fakes.reviews.list).toHaveBeenCalledWith('SKU-1', { page: 2 });
    expect(screen.getAllByTestId('review').map((item) => item.querySelector('.review__author')!.textContent)).toEqual(['Luis', 'Marta', 'Pedro']);
    await waitFor(() => expect(document.activeElement?.id).toBe('opinion-2'));
    expect(screen.queryByRole('button', { name: 'Ver más opiniones' })).toBeNull();
  });

  it('keeps the button with the Spanish failure when the page does not load', async () => {
    const made = client({ signedIn: false });
    made.fakes.reviews.list.mockRejectedValue(new UseCaseError('networkConnection'));
    renderSection(made);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver más opiniones' })));
    expect(document.querySelector('.reviews-more [role=alert]')!.textContent).toBe('No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.');
    expect(screen.getAllByTestId('review')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Ver más opiniones' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('writing a review', () => {
  it('offers the login to an anonymous shopper, coming back to the reviews', () => {
    renderSection(client({ signedIn: false }));
    expect(screen.queryByRole('button', { name: 'Escribir una opinión' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Inicia sesión para opinar' }).getAttribute('href')).toBe(`/ingresar?volver=${encodeURIComponent('/producto/audifonos-sonaria#opiniones')}`);
  });

  it('says what to fix before sending: the rating, a comment too long, a bad email', async () => {
    const made = client({ signedIn: true });
    made.fakes.reviews.list.mockResolvedValue(page([review()]));
    renderSection(made, { potentialReviewPoints: 10 });
    expect(screen.getByText('Gana 10 puntos con tu opinión.')).toBeTruthy();
    const opener = await screen.findByRole('button', { name: 'Escribir una opinión' });
    await act(async () => fireEvent.click(opener));
    const form = await screen.findByTestId('review-form');
    // The form takes the focus on its heading when it opens (an effect that may run just after it shows): wait for
    // it, so that focus move cannot land after the submit's own.
    await waitFor(() => expect(document.activeElement).toBe(form.querySelector('h3')));
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar opinión' }));
    expect(form.querySelector('#review-rating-problem')!.textContent).toBe('Elige una calificación de 1 a 5 estrellas.');
    expect(document.activeElement).toBe(within(form).getByRole('radio', { name: '1 estrella' }));

    fireEvent.click(within(form).getByRole('radio', { name: '4 estrellas' }));
    fireEvent.change(within(form).getByLabelText('Comentario (opcional)'), { target: { value: 'a'.repeat(2001) } });
    expect(within(form).getByText('2001 de 2000 caracteres')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar opinión' }));
    expect(form.querySelector('#review-comment-problem')!.textContent).toBe('Tu opinión es muy larga: escribe como máximo 2000 caracteres.');

    fireEvent.change(within(form).getByLabelText('Comentario (opcional)'), { target: { value: 'Suenan bien' } });
    fireEvent.change(within(form).getByLabelText('Correo electrónico (opcional)'), { target: { value: 'ana@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar opinión' }));
    expect(form.querySelector('#review-email-problem')!.textContent).toBe('El correo electrónico no es válido.');
    expect(made.fakes.reviews.write).not.toHaveBeenCalled();
  });

  it('publishes the review, marks it as the shopper\'s in the list, then uploads, retries and removes photos', async () => {
    const made = client({ signedIn: true });
    made.fakes.reviews.list.mockResolvedValue(page([review()]));
    const mine = review({ id: 50, rating: 5, comment: 'Suenan muy bien', reviewer_name: 'Ana', is_my_review: true, upvote_count: 0, verified: false });
    made.fakes.reviews.write.mockResolvedValue(mine);
    const photo = { id: 77, name: null, alt_text: null, urls: [{ image_id: 77, cdn_url: '/media/77.png', width: 160, height: 160, file_size_kb: 1 }], sort_order: 0, thumbnail: null, video_url: null };
    made.fakes.reviews.addImage.mockRejectedValueOnce(new UseCaseError('networkConnection')).mockResolvedValueOnce({ ...mine, images: [photo] });
    made.fakes.reviews.removeImage.mockResolvedValue(mine);
    renderSection(made);
    const opener = await screen.findByRole('button', { name: 'Escribir una opinión' });
    await act(async () => fireEvent.click(opener));
    const form = await screen.findByTestId('review-form');
    fireEvent.click(within(form).getByRole('radio', { name: '5 estrellas' }));
    fireEvent.change(within(form).getByLabelText('Comentario (opcional)'), { target: { value: '  Suenan muy bien ' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Publicar opinión' })));
    expect(made.fakes.reviews.write).toHaveBeenCalledWith('SKU-1', { rating: 5, comment: 'Suenan muy bien' });
    expect(within(form).getByText('¡Gracias! Tu opinión ya está publicada.')).toBeTruthy();
    const items = screen.getAllByTestId('review');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Tu opinión');
    expect(within(items[0]!).queryByRole('button', { name: /Útil/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Editar mi opinión' })).toBeTruthy();

    // A text file named .png: the browser cannot decode it, so it is refused here, with no thumbnail, no upload and no retry.
    vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'))));
    const fake = new File(['esto no es una imagen'], 'texto.png', { type: 'image/png' });
    await act(async () => fireEvent.change(within(form).getByLabelText('Agregar fotos'), { target: { files: [fake] } }));
    await within(form).findByText('«texto.png»: El archivo no es una imagen válida. Elige una foto PNG, JPEG o WebP.');
    expect(within(form).queryByTestId('review-photo')).toBeNull();
    expect(within(form).queryByRole('button', { name: /Reintentar/ })).toBeNull();
    expect(made.fakes.reviews.addImage).not.toHaveBeenCalled();
    vi.unstubAllGlobals();

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });
    const text = new File(['hola'], 'nota.txt', { type: 'text/plain' });
    await act(async () => fireEvent.change(within(form).getByLabelText('Agregar fotos'), { target: { files: [file, text] } }));
    expect(within(form).getByText('«nota.txt» no es una foto PNG, JPEG o WebP.')).toBeTruthy();
    expect(made.fakes.reviews.addImage).toHaveBeenCalledWith('SKU-1', file);
    const row = within(form).getByTestId('review-photo');
    await waitFor(() => expect(row.textContent).toContain('No se pudo subir'));
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Reintentar foto.png' })));
    expect(made.fakes.reviews.addImage).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(row.textContent).toContain('Publicada'));
    // The list's copy of the review gains the photo.
    expect(within(screen.getAllByTestId('review')[0]!).getAllByRole('button', { name: /Ver en grande/ })).toHaveLength(1);
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Quitar foto.png' })));
    expect(made.fakes.reviews.removeImage).toHaveBeenCalledWith('SKU-1', 77);
    await waitFor(() => expect(within(form).queryByTestId('review-photo')).toBeNull());

    // The fields fold away once published; «Cambiar mi opinión» brings them back, and a second send edits.
    expect(form.querySelector('form')!.hidden).toBe(true);
    made.fakes.reviews.edit.mockResolvedValue({ ...mine, rating: 3 });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Cambiar mi opinión' })));
    expect(form.querySelector('form')!.hidden).toBe(false);
    fireEvent.click(within(form).getByRole('radio', { name: '3 estrellas' }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' })));
    expect(made.fakes.reviews.edit).toHaveBeenCalledWith('SKU-1', { rating: 3, comment: 'Suenan muy bien' });
    expect(made.fakes.reviews.write).toHaveBeenCalledTimes(1);
    expect(within(form).getByText('Listo: guardamos los cambios de tu opinión.')).toBeTruthy();
  });

  it('edits the shopper\'s own review, found by the signed-in refresh, with its rating filled in', async () => {
    const made = client({ signedIn: true });
    const mine = review({ id: 50, rating: 3, comment: 'Regular', reviewer_name: 'Ana', is_my_review: true });
    made.fakes.reviews.list.mockResolvedValue(page([mine, review()]));
    made.fakes.reviews.edit.mockResolvedValue({ ...mine, rating: 4, comment: 'Mejor de lo que pensé' });
    renderSection(made);
    const opener = await screen.findByRole('button', { name: 'Editar mi opinión' });
    await act(async () => fireEvent.click(opener));
    const form = await screen.findByTestId('review-form');
    expect((within(form).getByRole('radio', { name: '3 estrellas' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Comentario (opcional)') as HTMLTextAreaElement).value).toBe('Regular');
    fireEvent.click(within(form).getByRole('radio', { name: '4 estrellas' }));
    fireEvent.change(within(form).getByLabelText('Comentario (opcional)'), { target: { value: 'Mejor de lo que pensé' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' })));
    expect(made.fakes.reviews.edit).toHaveBeenCalledWith('SKU-1', { rating: 4, comment: 'Mejor de lo que pensé' });
    expect(made.fakes.reviews.write).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('review')[0]!.textContent).toContain('Mejor de lo que pensé');
  });

  it('opens the form to edit when «Mis opiniones» links here, finding the review among the shopper\'s own', async () => {
    const made = client({ signedIn: true });
    made.fakes.reviews.list.mockResolvedValue(page([review()], true));
    const mine = { ...review({ id: 60, rating: 2, comment: 'No me gustó', is_my_review: true }), product: { public_sku: 'SKU-1', slug: 'audifonos-sonaria' } };
    made.fakes.reviews.store.setMine([mine as never]);
    const { router } = renderSection(made);
    await act(async () => router.navigate('/producto/audifonos-sonaria#opiniones', { state: { review: 'edit' } }));
    const form = await screen.findByTestId('review-form');
    expect(within(form).getByRole('heading', { name: 'Edita tu opinión' })).toBeTruthy();
    expect((within(form).getByRole('radio', { name: '2 estrellas' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the server\'s refusal in the form\'s alert', async () => {
    const made = client({ signedIn: true });
    made.fakes.reviews.list.mockResolvedValue(page([review()]));
    made.fakes.reviews.write.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: 'Ya escribiste una opinión de este producto.', status: 409 }));
    renderSection(made);
    const opener = await screen.findByRole('button', { name: 'Escribir una opinión' });
    await act(async () => fireEvent.click(opener));
    const form = await screen.findByTestId('review-form');
    fireEvent.click(within(form).getByRole('radio', { name: '2 estrellas' }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Publicar opinión' })));
    expect(form.querySelector('#review-alert')!.textContent).toBe('Ya escribiste una opinión de este producto.');
    expect(screen.getAllByTestId('review')).toHaveLength(1);
  });
});
