// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError } from '../../src/index';
import type { Order } from '../../src/domain/orders/order';
import { OrderActions } from '../../src/presentation/order-actions/OrderActions';
import { deferred, order, orderItem, paid, png, signedIn } from './after-sale-fixtures';
import { renderAt } from './render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** OrderActions inside a page that keeps the order, as the order detail does. */
function show(initial: Order) {
  const made = signedIn();
  const changes: Order[] = [];
  function Host() {
    const [current, setCurrent] = useState(initial);
    return (
      <OrderActions
        order={current}
        onOrderChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  renderAt(made.client, <Host />, { path: '/cuenta/pedidos/1001', pattern: '/cuenta/pedidos/:number' });
  return { ...made, changes };
}

const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const notice = () => screen.getByRole('status', { name: '' });

/**
 * The cancel form is open and its opening focus (on its heading, an effect) has landed: acting before that lets the
 * effect move the focus after the action's own focus move (seen on a loaded machine).
 */
async function cancelFormOpen(): Promise<void> {
  const heading = await screen.findByRole('heading', { name: 'Cancelar el pedido 1001' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
}

describe('OrderActions: cancel', () => {
  it('is offered only while the order can be cancelled', async () => {
    show(order({ is_cancel_enabled: false }));
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).toBeNull();
    cleanup();
    show(order({ is_cancel_enabled: true }));
    expect(screen.getByRole('button', { name: /Cancelar pedido/ })).toBeTruthy();
  });

  it('asks for a reason without calling, then cancels once with it and passes the cancelled order on', async () => {
    const { fakes, changes } = show(order({ is_cancel_enabled: true }));
    await click(/Cancelar pedido/);
    await cancelFormOpen();
    // An unpaid order: no refund to choose.
    expect(screen.queryByText('¿Dónde quieres el reembolso?')).toBeNull();
    await click('Confirmar la cancelación');
    expect(screen.getByText('Elige por qué cancelas el pedido.')).toBeTruthy();
    expect(screen.getByLabelText('¿Por qué lo cancelas?').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('¿Por qué lo cancelas?'));
    expect(fakes.orders.cancel).not.toHaveBeenCalled();

    const cancelled = order({ step: 'PermanentFailure', title: 'Cancelado', is_cancel_enabled: false });
    fakes.orders.cancel.mockResolvedValue(cancelled);
    change('¿Por qué lo cancelas?', 'Ya no lo necesito');
    await click('Confirmar la cancelación');
    expect(fakes.orders.cancel).toHaveBeenCalledTimes(1);
    expect(fakes.orders.cancel).toHaveBeenCalledWith('1001', { reason: 'Ya no lo necesito' });
    expect(changes).toEqual([cancelled]);
    await waitFor(() => expect(screen.getByText('Cancelaste el pedido 1001.')).toBeTruthy());
    // The form is gone; the news has the focus.
    expect(screen.queryByRole('heading', { name: 'Cancelar el pedido 1001' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancelaste el pedido 1001.'));
  });

  it("asks for the shopper's own words with «Otro» and a bank account when the order is paid by deposit", async () => {
    const { fakes } = show(paid('BANK_DEPOSIT', { is_cancel_enabled: true }));
    await click(/Cancelar pedido/);
    await cancelFormOpen();
    change('¿Por qué lo cancelas?', 'Otro');
    await click('Confirmar la cancelación');
    expect(screen.getByText('Escribe por qué cancelas el pedido.')).toBeTruthy();
    change('Cuéntanos el motivo', 'Compré otro modelo');
    await click('Confirmar la cancelación');
    expect(screen.getByText('Elige el banco de tu cuenta.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Banco'));
    change('Banco', 'Banrural');
    change('Número de cuenta', '12a');
    await click('Confirmar la cancelación');
    expect(screen.getByText(/Escribe el número de tu cuenta/)).toBeTruthy();
    expect(fakes.orders.cancel).not.toHaveBeenCalled();

    change('Número de cuenta', '3-045-12345-6');
    change('Nombre del titular', 'Lucía Pérez');
    // The account types are the client's (its configuration), sent as the API spells them.
    expect(within(screen.getByLabelText('Tipo de cuenta')).getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['', 'Elige el tipo'],
      ['MONETARIA', 'Monetaria'],
      ['AHORRO', 'Ahorro'],
    ]);
    change('Tipo de cuenta', 'AHORRO');
    fakes.orders.cancel.mockResolvedValue(paid('BANK_DEPOSIT', { step: 'PermanentFailure' }));
    await click('Confirmar la cancelación');
    expect(fakes.orders.cancel).toHaveBeenCalledTimes(1);
    expect(fakes.orders.cancel).toHaveBeenCalledWith('1001', {
      reason: 'Compré otro modelo',
      refund_type: 'BANK_ACCOUNT',
      bank: 'Banrural',
      account_number: '3-045-12345-6',
      account_name: 'Lucía Pérez',
      account_type: 'AHORRO',
    });
    await screen.findByText('Cancelaste el pedido 1001. Te devolveremos el dinero a tu cuenta bancaria.');
  });

  it('refunds a card payment to the card unless the shopper picks a bank account', async () => {
    const { fakes } = show(paid('CARD', { is_cancel_enabled: true, masked_card_number: '411111******1111' }));
    await click(/Cancelar pedido/);
    await cancelFormOpen();
    expect((screen.getByLabelText('En mi tarjeta terminada en 1111') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Banco')).toBeNull();
    change('¿Por qué lo cancelas?', 'Tarda demasiado en llegar');
    change('Número de autorización del cobro', '654321');
    change('Últimos 4 dígitos de la tarjeta', '1111');
    fakes.orders.cancel.mockResolvedValue(paid('CARD', { step: 'PermanentFailure' }));
    await click('Confirmar la cancelación');
    expect(fakes.orders.cancel).toHaveBeenCalledWith('1001', {
      reason: 'Tarda demasiado en llegar',
      refund_type: 'CARD',
      authorization_number: '654321',
      card_number: '1111',
    });
  });

  it('asks an order paid by card for the authorization number and the card\'s last 4 digits, each problem beside its field', async () => {
    const { fakes } = show(paid('CARD', { is_cancel_enabled: true, masked_card_number: '411111******1111' }));
    await click(/Cancelar pedido/);
    await cancelFormOpen();
    const authorization = screen.getByLabelText('Número de autorización del cobro');
    const digits = screen.getByLabelText('Últimos 4 dígitos de la tarjeta');
    change('¿Por qué lo cancelas?', 'Ya no lo necesito');
    await click('Confirmar la cancelación');
    expect(document.getElementById('oa-cancel-authorization_number-problem')!.textContent).toBe(
      'Escribe el número de autorización del cobro: está en el comprobante o el estado de cuenta de tu tarjeta.',
    );
    expect(authorization.getAttribute('aria-invalid')).toBe('true');
    expect(authorization.getAttribute('aria-describedby')).toContain('oa-cancel-authorization_number-problem');
    expect(document.activeElement).toBe(authorization);
    change('Número de autorización del cobro', '654321');
    expect(authorization.getAttribute('aria-invalid')).toBeNull();
    await click('Confirmar la cancelación');
    expect(document.getElementById('oa-cancel-card_number-problem')!.textContent).toBe('Escribe los últimos 4 dígitos de la tarjeta con la que pagaste.');
    expect(document.activeElement).toBe(digits);
    change('Últimos 4 dígitos de la tarjeta', '2222');
    await click('Confirmar la cancelación');
    expect(document.getElementById('oa-cancel-card_number-problem')!.textContent).toBe('Tu pedido se pagó con la tarjeta terminada en 1111: revisa los dígitos.');
    expect(digits.getAttribute('aria-invalid')).toBe('true');
    expect(fakes.orders.cancel).not.toHaveBeenCalled();
  });

  it('asks no account type when the client is configured with none', async () => {
    const made = signedIn();
    (made.client.orders as { bankAccountTypes: unknown }).bankAccountTypes = [];
    renderAt(made.client, <OrderActions order={paid('BANK_DEPOSIT', { is_cancel_enabled: true })} onOrderChange={() => undefined} />, {
      path: '/cuenta/pedidos/1001',
      pattern: '/cuenta/pedidos/:number',
    });
    await click(/Cancelar pedido/);
    await cancelFormOpen();
    expect(screen.getByLabelText('Banco')).toBeTruthy();
    expect(screen.queryByLabelText('Tipo de cuenta')).toBeNull();
  });

  it('asks no card details for a card order not paid yet', async () => {
    show(order({ is_cancel_enabled: true, payment_method: 'CARD' }));
    await click(/Cancelar pedido/);
    await cancelFormOpen();
    expect(screen.queryByLabelText('Número de autorización del cobro')).toBeNull();
    expect(screen.queryByLabelText('Últimos 4 dígitos de la tarjeta')).toBeNull();
  });

  it('keeps everything after a failure and retries with the same values', async () => {
    const { fakes, changes } = show(order({ is_cancel_enabled: true }));
    await click(/Cancelar pedido/);
    await cancelFormOpen();
    change('¿Por qué lo cancelas?', 'Lo encontré a mejor precio');
    fakes.orders.cancel.mockRejectedValueOnce(new UseCaseError('networkConnection')).mockResolvedValueOnce(order({ step: 'PermanentFailure' }));
    await click('Confirmar la cancelación');
    expect(document.getElementById('oa-cancel-alert')!.textContent).toMatch(/conexión|internet/i);
    expect((screen.getByLabelText('¿Por qué lo cancelas?') as HTMLSelectElement).value).toBe('Lo encontré a mejor precio');
    expect(changes).toEqual([]);
    await click('Reintentar la cancelación');
    expect(fakes.orders.cancel).toHaveBeenCalledTimes(2);
    expect(fakes.orders.cancel.mock.calls[1]).toEqual(['1001', { reason: 'Lo encontré a mejor precio' }]);
    expect(changes).toHaveLength(1);
  });
});

describe('OrderActions: invoice', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://test/f1'), revokeObjectURL: vi.fn() });
  });

  it('downloads the invoice once, as factura-{n}.pdf', async () => {
    const { fakes } = show(order());
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    fakes.orders.invoice.mockResolvedValue({ blob, contentType: 'application/pdf', fileName: 'factura-1001.pdf' });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await click('Descargar factura');
    expect(fakes.orders.invoice).toHaveBeenCalledTimes(1);
    expect(fakes.orders.invoice).toHaveBeenCalledWith('1001');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('factura-1001.pdf');
    expect(clicked[0]!.href).toBe('blob:http://test/f1');
  });

  it('says in Spanish when the download fails, and tries again on the next press', async () => {
    const { fakes } = show(order());
    fakes.orders.invoice.mockRejectedValueOnce(new UseCaseError('NOT_ALLOWED', { apiMessage: 'El pedido está cancelado: no tiene factura.' }));
    await click('Descargar factura');
    expect(screen.getByText('No pudimos descargar la factura. El pedido está cancelado: no tiene factura.')).toBeTruthy();
    fakes.orders.invoice.mockResolvedValueOnce({ blob: new Blob(['x']), contentType: 'application/pdf', fileName: 'factura-1001.pdf' });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await click('Descargar factura');
    expect(fakes.orders.invoice).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/No pudimos descargar/)).toBeNull();
  });

  it('opens the invoice link in a new tab', async () => {
    const { fakes } = show(order());
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fakes.orders.invoiceUrl.mockResolvedValue('http://test/api/public/order/1001/invoice/view?token=abc');
    await click('Ver factura');
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(fakes.orders.invoiceUrl).toHaveBeenCalledTimes(1);
    expect(fakes.orders.invoiceUrl).toHaveBeenCalledWith('1001');
    expect(tab.location.href).toBe('http://test/api/public/order/1001/invoice/view?token=abc');
    expect(tab.opener).toBeNull();
  });

  it('closes the new tab and says why when the link fails', async () => {
    const { fakes } = show(order());
    const tab = { opener: null, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fakes.orders.invoiceUrl.mockRejectedValue(new UseCaseError('networkConnection'));
    await click('Ver factura');
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^No pudimos abrir la factura\./)).toBeTruthy();
  });

  it('is not offered for a cancelled order', () => {
    show(order({ step: 'PermanentFailure' }));
    expect(screen.queryByRole('button', { name: 'Descargar factura' })).toBeNull();
  });
});

describe('OrderActions: card authorization number', () => {
  const needing = () => paid('CARD', { is_payment_card_authorization_number_required: true });

  it('shows only when the order needs it', async () => {
    show(order());
    expect(screen.queryByText('Confirma el cobro de tu tarjeta')).toBeNull();
    cleanup();
    show(needing());
    expect(await screen.findByLabelText('Número de autorización')).toBeTruthy();
  });

  it('refuses a blank or non-digit number without a call', async () => {
    const { fakes } = show(needing());
    await screen.findByLabelText('Número de autorización');
    await click('Verificar');
    expect(screen.getByText('Escribe el número de autorización.')).toBeTruthy();
    change('Número de autorización', '12ab');
    await click('Verificar');
    expect(screen.getByText('El número de autorización lleva solo dígitos.')).toBeTruthy();
    expect(fakes.orders.verifyAuthorizationNumber).not.toHaveBeenCalled();
  });

  it('says when the number does not match, keeps it, and confirms a right one with the order read again', async () => {
    const { fakes, changes } = show(needing());
    await screen.findByLabelText('Número de autorización');
    fakes.orders.verifyAuthorizationNumber.mockResolvedValueOnce({ verified: false });
    change('Número de autorización', '654321');
    await click('Verificar');
    expect(fakes.orders.verifyAuthorizationNumber).toHaveBeenCalledWith('1001', '654321');
    expect(screen.getByText(/El número 654321 no coincide con el de tu banco/)).toBeTruthy();
    expect((screen.getByLabelText('Número de autorización') as HTMLInputElement).value).toBe('654321');
    expect(changes).toEqual([]);

    const verified = paid('CARD', { is_payment_card_authorization_number_required: false });
    fakes.orders.verifyAuthorizationNumber.mockImplementationOnce(async () => {
      fakes.orders.store.setOrder(verified);
      return { verified: true };
    });
    change('Número de autorización', '123456');
    await click('Verificar');
    expect(fakes.orders.verifyAuthorizationNumber).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(changes).toEqual([verified]));
    expect(screen.getByText('Verificamos el número de autorización: tu pago con tarjeta está confirmado.')).toBeTruthy();
    expect(screen.queryByLabelText('Número de autorización')).toBeNull();
  });

  it('locks after the attempt limit with its Spanish message', async () => {
    const { fakes } = show(needing());
    await screen.findByLabelText('Número de autorización');
    fakes.orders.verifyAuthorizationNumber.mockRejectedValue(
      new UseCaseError('CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED', { apiMessage: 'Agotaste los intentos para el número de autorización. Comunícate con nosotros.' }),
    );
    change('Número de autorización', '111111');
    await click('Verificar');
    expect(document.getElementById('oa-auth-alert')!.textContent).toBe('Agotaste los intentos para el número de autorización. Comunícate con nosotros.');
    expect(screen.queryByRole('button', { name: 'Verificar' })).toBeNull();
    expect((screen.getByLabelText('Número de autorización') as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('OrderActions: bank slips', () => {
  const deposit = (overrides: Partial<Order> = {}) => order({ payment_method: 'BANK_DEPOSIT', is_bank_slip_required: true, ...overrides });
  const choose = (file: File) => act(async () => fireEvent.change(screen.getByLabelText('Foto de la boleta'), { target: { files: [file] } }));

  it('shows for a deposit order with its state, and not for others', async () => {
    show(order());
    expect(screen.queryByText('Boleta de depósito')).toBeNull();
    cleanup();
    show(deposit());
    expect((await screen.findByTestId('bank-slip-state')).textContent).toMatch(/sube una foto de la boleta/);
  });

  it('refuses a missing photo, a wrong type and a bad amount without a call', async () => {
    const { fakes } = show(deposit());
    await screen.findByLabelText('Foto de la boleta');
    change('Monto depositado (Q)', '');
    await click('Subir boleta');
    expect(screen.getByText('Elige la foto de tu boleta.')).toBeTruthy();
    await choose(png('boleta.gif', 64, 'image/gif'));
    await click('Subir boleta');
    expect(screen.getByText('La foto de la boleta debe ser una foto PNG, JPEG o WebP.')).toBeTruthy();
    await choose(png());
    change('Monto depositado (Q)', 'mucho');
    await click('Subir boleta');
    expect(screen.getByText('Escribe el monto depositado: un número mayor que cero.')).toBeTruthy();
    change('Monto depositado (Q)', '10.505');
    await click('Subir boleta');
    expect(screen.getByText('El monto puede tener como máximo dos decimales.')).toBeTruthy();
    expect(fakes.orders.uploadBankSlip).not.toHaveBeenCalled();
  });

  it('previews the photo, shows the progress, and on failure retries with the same photo and amount', async () => {
    const { fakes, changes } = show(deposit());
    await screen.findByLabelText('Foto de la boleta');
    // The amount starts as what is unpaid.
    expect((screen.getByLabelText('Monto depositado (Q)') as HTMLInputElement).value).toBe('623.00');
    const file = png();
    await choose(file);
    await waitFor(() => expect(screen.getByAltText('Vista previa de boleta.png').getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    change('Monto depositado (Q)', '1,250.5');

    const first = deferred<Order>();
    fakes.orders.uploadBankSlip.mockImplementationOnce(async (_n, _slip, options) => {
      options?.onProgress?.(0.4);
      return first.promise;
    });
    await click('Subir boleta');
    const bar = screen.getByRole('progressbar', { name: 'Subiendo la boleta' }) as HTMLProgressElement;
    expect(bar.value).toBe(40);
    expect(screen.getByText('40 %')).toBeTruthy();
    await act(async () => first.reject(new UseCaseError('networkConnection')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.getElementById('oa-slip-alert')!.textContent).toMatch(/conexión|internet/i);
    expect((screen.getByLabelText('Monto depositado (Q)') as HTMLInputElement).value).toBe('1,250.5');
    expect(screen.getByAltText('Vista previa de boleta.png')).toBeTruthy();

    const after = deposit({ bank_slips: [{ id: '7', is_verified: false, order_number: '1001' }] });
    fakes.orders.uploadBankSlip.mockResolvedValueOnce(after);
    await click('Reintentar');
    expect(fakes.orders.uploadBankSlip).toHaveBeenCalledTimes(2);
    for (const call of fakes.orders.uploadBankSlip.mock.calls) {
      expect(call[0]).toBe('1001');
      expect(call[1]).toEqual({ image: file, amount: 1250.5 });
      expect(typeof call[2]?.onProgress).toBe('function');
    }
    expect(changes).toEqual([after]);
    await screen.findByText(/^Recibimos tu boleta de Q\s?1,250\.50\. La revisaremos pronto\.$/);
    expect(screen.getByTestId('bank-slip-state').textContent).toMatch(/la estamos revisando/);
  });

  it('lists the slips sent with their state, and shows one on «Ver boleta»', async () => {
    const { fakes } = show(
      deposit({
        bank_slips: [
          { id: '7', is_verified: false, order_number: '1001' },
          { id: '8', is_verified: true, order_number: '1001' },
        ],
      }),
    );
    const rows = await screen.findAllByTestId('bank-slip');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('En revisión'), expect.stringContaining('Verificado')]);
    // A verified slip: nothing more to upload.
    expect(screen.getByTestId('bank-slip-state').textContent).toBe('Verificamos tu depósito: tu pago está confirmado.');
    expect(screen.queryByLabelText('Foto de la boleta')).toBeNull();
    fakes.orders.bankSlip.mockResolvedValue(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
    await act(async () => fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Ver boleta 1' })));
    const image = await within(rows[0]!).findByAltText('Boleta 1 del pedido 1001');
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(fakes.orders.bankSlip).toHaveBeenCalledTimes(1);
    expect(fakes.orders.bankSlip).toHaveBeenCalledWith('1001', '7');
  });
});

describe('OrderActions: out of stock', () => {
  const short = (overrides: Partial<Order> = {}) =>
    paid('CARD', { is_cancel_enabled: true, items: [orderItem({ quantity: 2, quantity_out_of_stock: 1 }), orderItem({ item_id: 'L-2', quantity: 1, product: { ...orderItem().product, title: 'Funda Sonaria' } })], ...overrides });
  const split = (accepted = false) => ({
    items_to_ship: [orderItem({ quantity: 1 }), orderItem({ item_id: 'L-2', quantity: 1, product: { ...orderItem().product, title: 'Funda Sonaria' } })],
    items_to_wait: [orderItem({ quantity: 1 })],
    accepted,
  });

  it('does not show without lines out of stock', () => {
    const { fakes } = show(order());
    expect(screen.queryByText('Productos agotados')).toBeNull();
    expect(fakes.orders.shipInStock).not.toHaveBeenCalled();
  });

  it('shows the split and ships what is in stock with one call', async () => {
    const { fakes, changes } = show(short());
    fakes.orders.shipInStock.mockResolvedValue(split());
    const updated = short({ title: 'Enviamos lo disponible' });
    fakes.orders.acceptShipInStock.mockImplementation(async () => {
      fakes.orders.store.setOrder(updated);
      return split(true);
    });
    const section = await screen.findByRole('region', { name: 'Productos agotados' });
    await within(section).findByText('Se pueden enviar ya');
    expect(fakes.orders.shipInStock).toHaveBeenCalledWith('1001');
    expect(section.textContent).toContain('1 × Funda Sonaria');
    expect(within(section).getByText('Esperan existencias').nextElementSibling!.textContent).toBe('1 × Audífonos Sonaria Pro');
    await click('Enviar lo disponible');
    expect(fakes.orders.acceptShipInStock).toHaveBeenCalledTimes(1);
    // The split on screen is the one sent: which lines ship now and which wait.
    expect(fakes.orders.acceptShipInStock).toHaveBeenCalledWith('1001', split());
    await waitFor(() => expect(changes).toEqual([updated]));
    // The shopper is told, line by line, what ships now and what waits.
    expect(notice().textContent).toBe(
      'Listo: Enviamos ya: 1 × Audífonos Sonaria Pro y 1 × Funda Sonaria. Esperan existencias: 1 × Audífonos Sonaria Pro. Lo demás sale cuando vuelva a haber existencias.',
    );
    expect(within(section).getByText('Se envían ya')).toBeTruthy();
    expect(screen.getByText(/Elegiste recibir primero lo disponible/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar lo disponible' })).toBeNull();
  });

  it('removes the out-of-stock lines of a card order without bank fields', async () => {
    const { fakes, changes } = show(short());
    fakes.orders.shipInStock.mockResolvedValue(split());
    const trimmed = paid('CARD', { items: [orderItem({ quantity: 1 })] });
    fakes.orders.removeOutOfStock.mockResolvedValue(trimmed);
    await screen.findByText('Se pueden enviar ya');
    await click('Quitar lo agotado');
    expect(screen.queryByLabelText('Banco')).toBeNull();
    await click('Confirmar: quitar lo agotado');
    expect(fakes.orders.removeOutOfStock).toHaveBeenCalledTimes(1);
    expect(fakes.orders.removeOutOfStock).toHaveBeenCalledWith('1001', {});
    expect(changes).toEqual([trimmed]);
    await screen.findByText('Quitamos los productos agotados de tu pedido. Te devolveremos su importe a tu tarjeta.');
  });

  it('asks for the bank account of a deposit order before removing, and retries after a failure', async () => {
    const { fakes } = show(short({ payment_method: 'BANK_DEPOSIT' }));
    fakes.orders.shipInStock.mockResolvedValue(split());
    await screen.findByText('Se pueden enviar ya');
    await click('Quitar lo agotado');
    await click('Confirmar: quitar lo agotado');
    expect(screen.getByText('Elige el banco de tu cuenta.')).toBeTruthy();
    expect(fakes.orders.removeOutOfStock).not.toHaveBeenCalled();
    change('Banco', 'BAM');
    change('Número de cuenta', '9001234');
    change('Nombre del titular', 'Lucía Pérez');
    expect(screen.queryByLabelText('Tipo de cuenta')).toBeNull();
    fakes.orders.removeOutOfStock.mockRejectedValueOnce(new UseCaseError('networkConnection')).mockResolvedValueOnce(paid('BANK_DEPOSIT'));
    await click('Confirmar: quitar lo agotado');
    expect(document.getElementById('oa-stock-alert')!.textContent).toMatch(/conexión|internet/i);
    expect((screen.getByLabelText('Número de cuenta') as HTMLInputElement).value).toBe('9001234');
    await click('Reintentar: quitar lo agotado');
    expect(fakes.orders.removeOutOfStock).toHaveBeenCalledTimes(2);
    expect(fakes.orders.removeOutOfStock.mock.calls[1]).toEqual(['1001', { bank_account_no: '9001234', bank_account_name: 'Lucía Pérez', bank: 'BAM' }]);
    await screen.findByText('Quitamos los productos agotados de tu pedido. Te devolveremos su importe a tu cuenta bancaria.');
  });
});
