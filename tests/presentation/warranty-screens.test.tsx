// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src/index';
import type { WarrantyClaim } from '../../src/domain/warranty/warranty';
import { WarrantyClaimLink } from '../../src/presentation/warranty/WarrantyClaimLink';
import WarrantyClaimScreen from '../../src/presentation/warranty/WarrantyClaimScreen';
import WarrantyClaimsScreen from '../../src/presentation/warranty/WarrantyClaimsScreen';
import { claim, deferred, order, orderItem, png, signedIn } from './after-sale-fixtures';
import { renderAt } from './render';

afterEach(cleanup);

const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('WarrantyClaimLink', () => {
  const inRouter = (element: React.ReactElement) => render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);

  it('links an item under warranty without a claim to its claim form', () => {
    inRouter(<WarrantyClaimLink order={order({ order_number: '100004' })} item={orderItem({ item_id: '55', is_under_warranty: true })} />);
    const link = screen.getByRole('link', { name: 'Reclamar garantía de Audífonos Sonaria Pro' });
    expect(link.textContent).toBe('Reclamar garantía');
    expect(link.getAttribute('href')).toBe('/cuenta/pedidos/100004/garantia/55');
  });

  it("shows the claim's status instead when the item has one", () => {
    const status = { title: 'Garantía en revisión', step: 'IN_PROGRESS', instructions: null, colorHex: null, iconIndex: null };
    inRouter(<WarrantyClaimLink order={order()} item={orderItem({ is_under_warranty: true, warranty_claim_status: status })} />);
    expect(screen.getByTestId('warranty-status').textContent).toContain('Garantía: Garantía en revisión.');
    expect(screen.queryByRole('link', { name: /Reclamar/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver tus garantías' }).getAttribute('href')).toBe('/cuenta/garantias');
  });

  it('shows nothing for an item out of warranty', () => {
    const { container } = inRouter(<WarrantyClaimLink order={order()} item={orderItem({ is_under_warranty: false })} />);
    expect(container.textContent).toBe('');
  });
});

describe('WarrantyClaimScreen', () => {
  function open(item = orderItem({ item_id: 'L-1', quantity: 2, is_under_warranty: true })) {
    const made = signedIn();
    made.fakes.orders.get.mockResolvedValue(order({ items: [item] }));
    renderAt(made.client, <WarrantyClaimScreen />, { path: '/cuenta/pedidos/1001/garantia/L-1', pattern: '/cuenta/pedidos/:number/garantia/:itemId' });
    return made;
  }
  const pick = (...files: File[]) => act(async () => fireEvent.change(document.getElementById('wc-images')!, { target: { files } }));

  it('refuses a short problem and too many units without a call, focusing the field', async () => {
    const { fakes } = open();
    await screen.findByLabelText('¿Qué problema tiene?');
    expect(fakes.orders.get).toHaveBeenCalledWith('1001');
    await click('Enviar reclamo');
    expect(screen.getByText('Describe el problema del producto (al menos 3 caracteres).')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('¿Qué problema tiene?'));
    change('¿Qué problema tiene?', 'No enciende desde ayer');
    change('Unidades con el problema', '3');
    await click('Enviar reclamo');
    expect(screen.getByText('Puedes reclamar como máximo 2 unidades de este producto.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Unidades con el problema'));
    expect(fakes.warranty.claim).not.toHaveBeenCalled();
  });

  it('previews up to 5 photos, refuses the rest and wrong types, and removes one', async () => {
    open();
    await screen.findByLabelText('¿Qué problema tiene?');
    await pick(png('a.png'), png('b.png'), png('c.gif', 64, 'image/gif'));
    expect(screen.getByText('«c.gif» debe ser una foto PNG, JPEG o WebP.')).toBeTruthy();
    await pick(png('c.png'), png('d.png'), png('e.png'), png('f.png'));
    expect(screen.getAllByTestId('claim-photo')).toHaveLength(5);
    expect(screen.getByText('Puedes adjuntar hasta 5 fotos: «f.png» quedó fuera.')).toBeTruthy();
    await waitFor(() => expect(screen.getByAltText('Vista previa de a.png').getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    await click('Quitar b.png');
    expect(screen.getAllByTestId('claim-photo').map((li) => li.textContent)).toEqual([
      expect.stringContaining('a.png'),
      expect.stringContaining('c.png'),
      expect.stringContaining('d.png'),
      expect.stringContaining('e.png'),
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quitar c.png' })));
  });

  it('sends the claim once with everything, shows the progress, and retries after a failure keeping it all', async () => {
    const { fakes } = open();
    await screen.findByLabelText('¿Qué problema tiene?');
    change('¿Qué problema tiene?', 'La batería no carga');
    change('Notas (opcional)', 'Probé con otro cargador');
    change('Unidades con el problema', '2');
    const photo = png('falla.png');
    await pick(photo);
    const first = deferred<WarrantyClaim>();
    fakes.warranty.claim.mockImplementationOnce(async (_n, _item, _input, options) => {
      options?.onProgress?.(0.25);
      return first.promise;
    });
    await click('Enviar reclamo');
    expect((screen.getByRole('progressbar', { name: 'Enviando tu reclamo' }) as HTMLProgressElement).value).toBe(25);
    await act(async () => first.reject(new UseCaseError('networkConnection')));
    expect(document.getElementById('wc-alert')!.textContent).toMatch(/conexión|internet/i);
    expect((screen.getByLabelText('¿Qué problema tiene?') as HTMLTextAreaElement).value).toBe('La batería no carga');
    expect((screen.getByLabelText('Notas (opcional)') as HTMLTextAreaElement).value).toBe('Probé con otro cargador');
    expect((screen.getByLabelText('Unidades con el problema') as HTMLInputElement).value).toBe('2');
    expect(screen.getAllByTestId('claim-photo')).toHaveLength(1);

    fakes.warranty.claim.mockResolvedValueOnce(claim({ quantity: 2 }));
    await click('Reintentar');
    expect(fakes.warranty.claim).toHaveBeenCalledTimes(2);
    for (const call of fakes.warranty.claim.mock.calls) {
      expect(call.slice(0, 3)).toEqual(['1001', 'L-1', { problem: 'La batería no carga', customerNotes: 'Probé con otro cargador', quantity: 2, images: [photo] }]);
      expect(typeof call[3]?.onProgress).toBe('function');
    }
    const done = await screen.findByRole('heading', { name: 'Enviamos tu reclamo' });
    expect(done.parentElement!.textContent).toContain('Reclamo de 2 × Audífonos Sonaria Pro: Reclamo recibido.');
    expect(done.parentElement!.textContent).toContain('Guarda el producto con su caja.');
  });

  it('says so when the item already has a claim or is out of warranty', async () => {
    open(orderItem({ is_under_warranty: true, warranty_claim_status: { title: 'Reclamo recibido', step: 'NEW', instructions: null, colorHex: null, iconIndex: null } }));
    expect(await screen.findByText(/Ya tienes un reclamo de garantía de Audífonos Sonaria Pro: Reclamo recibido/)).toBeTruthy();
    cleanup();
    open(orderItem({ is_under_warranty: false }));
    expect(await screen.findByText('Audífonos Sonaria Pro ya no está en garantía.')).toBeTruthy();
  });
});

describe('WarrantyClaimsScreen', () => {
  function open(claims: WarrantyClaim[] | Error) {
    const made = signedIn();
    if (claims instanceof Error) made.fakes.warranty.list.mockRejectedValueOnce(claims).mockResolvedValue([]);
    else made.fakes.warranty.list.mockResolvedValue(claims);
    renderAt(made.client, <WarrantyClaimsScreen />, { path: '/cuenta/garantias', pattern: '/cuenta/garantias' });
    return made;
  }

  it('lists the claims with their step, instructions, notes and photos', async () => {
    open([
      claim(),
      claim({
        id: '32',
        item_id: 'L-9',
        warranty_status_step: 'IN_PROGRESS',
        status: { title: 'Garantía en revisión', step: 'IN_PROGRESS', instructions: 'Llévalo al centro de servicio.', colorHex: '#b26a00', iconIndex: 1 },
        is_cancel_enabled: false,
        notes_to_customer: 'Recibimos el producto el lunes.',
        images: [{ id: '1', image: 'http://test/media/warranty/a.png' }],
      }),
    ]);
    const cards = await screen.findAllByTestId('warranty-claim');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('warranty-step').textContent).toBe('Recibido· Reclamo recibido');
    expect(within(cards[0]!).getByRole('link', { name: 'Pedido 1001' }).getAttribute('href')).toBe('/cuenta/pedidos/1001');
    expect(cards[1]!.textContent).toContain('En revisión');
    expect(cards[1]!.textContent).toContain('Llévalo al centro de servicio.');
    expect(cards[1]!.textContent).toContain('Nota de la tienda: Recibimos el producto el lunes.');
    expect(within(cards[1]!).getByAltText('Foto 1 del reclamo').getAttribute('src')).toBe('http://test/media/warranty/a.png');
    expect(within(cards[1]!).queryByRole('button', { name: 'Cancelar reclamo' })).toBeNull();
  });

  it('cancels a new claim with one call and moves the focus to it', async () => {
    const { fakes } = open([claim()]);
    const card = await screen.findByTestId('warranty-claim');
    fakes.warranty.cancel.mockResolvedValue(claim({ is_cancelled: true, is_cancel_enabled: false, warranty_status_step: 'UNKNOWN', status: { title: 'Reclamo cancelado', step: 'CANCELLED', instructions: null, colorHex: null, iconIndex: null } }));
    await click('Cancelar reclamo');
    expect(fakes.warranty.cancel).toHaveBeenCalledTimes(1);
    expect(fakes.warranty.cancel).toHaveBeenCalledWith('1001', 'L-1');
    expect(within(card).getByTestId('warranty-step').textContent).toBe('Cancelado· Reclamo cancelado');
    expect(screen.queryByRole('button', { name: 'Cancelar reclamo' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Audífonos Sonaria Pro' })));
  });

  it('keeps the button and says why when cancelling fails', async () => {
    const { fakes } = open([claim()]);
    await screen.findByTestId('warranty-claim');
    fakes.warranty.cancel.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: 'El reclamo ya está en revisión: no se puede cancelar.' }));
    await click('Cancelar reclamo');
    expect(screen.getByText('El reclamo ya está en revisión: no se puede cancelar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar: cancelar reclamo' })).toBeTruthy();
  });

  it('has an empty state, and a failure with retry', async () => {
    open([]);
    expect(await screen.findByText(/Aún no tienes reclamos de garantía/)).toBeTruthy();
    cleanup();
    const { fakes } = open(new UseCaseError('networkConnection'));
    await click(await screen.findByRole('button', { name: 'Reintentar' }).then(() => 'Reintentar'));
    expect(fakes.warranty.list).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(/Aún no tienes reclamos de garantía/)).toBeTruthy();
  });
});
