// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxId } from '../../src/domain/addresses/invoice-data';
import { UseCaseError } from '../../src/index';
import { TaxIdForm } from '../../src/presentation/addresses/TaxIdForm';
import TaxIdsScreen from '../../src/presentation/addresses/TaxIdsScreen';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const taxId = (overrides: Partial<TaxId> = {}): TaxId => ({
  id: 1,
  tax_id: '12345679',
  name: 'Ana López',
  address: 'Ciudad',
  is_tax_withholder: false,
  is_tax_exempt: false,
  ...overrides,
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

function renderForm(props: Partial<Parameters<typeof TaxIdForm>[0]> = {}) {
  const made = fakeClient();
  const onSaved = vi.fn();
  renderAt(made.client, <TaxIdForm onSaved={onSaved} {...props} />);
  return { ...made, onSaved };
}
const submit = () => act(async () => fireEvent.submit(screen.getByTestId('tax-id-form')));

describe('TaxIdForm', () => {
  it('checks the NIT\'s check digit as it is typed, with the domain\'s Spanish message', async () => {
    renderForm();
    const nit = field('NIT');
    change(nit, '1234567-8');
    fireEvent.blur(nit);
    expect(screen.getByText('El NIT no es válido: revisa los dígitos, sobre todo el último (el verificador).')).toBeTruthy();
    expect(nit.getAttribute('aria-invalid')).toBe('true');
    // Live from then on: the right digit clears it at once.
    change(nit, '1234567-9');
    expect(screen.queryByText(/El NIT no es válido/)).toBeNull();
    expect(nit.getAttribute('aria-invalid')).toBeNull();
  });

  it('creates a NIT with its name and flags, exactly as typed', async () => {
    const { fakes, onSaved } = renderForm();
    const saved = taxId({ id: 5 });
    fakes.addresses.createTaxId.mockResolvedValue(saved);
    change(field('NIT'), ' 1234567-9 ');
    change(field('Nombre o razón social'), ' Ana López ');
    fireEvent.click(screen.getByLabelText('Estoy exento del IVA'));
    await submit();
    expect(fakes.addresses.createTaxId).toHaveBeenCalledWith({ tax_id: '1234567-9', name: 'Ana López', address: '', is_tax_withholder: false, is_tax_exempt: true });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('requires the name for a NIT, and focuses it', async () => {
    const { fakes } = renderForm();
    change(field('NIT'), '12345679');
    await submit();
    expect(screen.getByText('Escribe el nombre que debe llevar la factura.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Nombre o razón social'));
    expect(fakes.addresses.createTaxId).not.toHaveBeenCalled();
  });

  it('saves a final consumer (CF) without a NIT, name or address', async () => {
    const { fakes } = renderForm();
    fakes.addresses.createTaxId.mockResolvedValue(taxId({ tax_id: 'CF', name: 'Consumidor final' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Consumidor final (CF)' }));
    expect(screen.queryByLabelText('NIT')).toBeNull();
    await submit();
    expect(fakes.addresses.createTaxId).toHaveBeenCalledWith({ tax_id: 'CF', name: '', address: '', is_tax_withholder: false, is_tax_exempt: false });
  });

  it('edits a saved NIT by its id, showing it with its dash', async () => {
    const { fakes } = renderForm({ taxId: taxId() });
    expect(field('NIT').value).toBe('1234567-9');
    fakes.addresses.updateTaxId.mockResolvedValue(taxId({ name: 'Tienda S.A.' }));
    change(field('Nombre o razón social'), 'Tienda S.A.');
    await submit();
    expect(fakes.addresses.updateTaxId).toHaveBeenCalledWith({
      id: 1,
      data: { tax_id: '1234567-9', name: 'Tienda S.A.', address: 'Ciudad', is_tax_withholder: false, is_tax_exempt: false },
    });
  });

  it('disables its submit while sending, then shows a refusal and keeps the values', async () => {
    const { fakes } = renderForm();
    let fail!: (error: unknown) => void;
    fakes.addresses.createTaxId.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    change(field('NIT'), '576937K');
    change(field('Nombre o razón social'), 'Empresa');
    await submit();
    expect((screen.getByRole('button', { name: 'Guardando…' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fail(new UseCaseError('NOT_ALLOWED', { apiMessage: 'Ya guardaste 10 NIT: elimina uno para agregar otro.', status: 403 })));
    expect(within(screen.getByTestId('tax-id-form')).getByRole('alert').textContent).toBe('Ya guardaste 10 NIT: elimina uno para agregar otro.');
    expect(field('NIT').value).toBe('576937K');
    expect(field('Nombre o razón social').value).toBe('Empresa');
    expect((screen.getByRole('button', { name: 'Guardar datos' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

function signedIn() {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(signedInUser());
  return made;
}
const renderScreen = (client: ReturnType<typeof fakeClient>['client']) => renderAt(client, <TaxIdsScreen />, { path: '/cuenta/facturacion', pattern: '/cuenta/facturacion' });

describe('TaxIdsScreen', () => {
  it('explains CF when there is nothing saved', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.listTaxIds.mockResolvedValue([]);
    renderScreen(client);
    expect(await screen.findByText(/tu factura sale como consumidor final \(CF\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar NIT o CF' })).toBeTruthy();
  });

  it('shows a failed list with a retry that lists again', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.listTaxIds.mockRejectedValueOnce(new UseCaseError('network')).mockResolvedValueOnce([]);
    renderScreen(client);
    await screen.findByRole('button', { name: 'Reintentar' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(fakes.addresses.listTaxIds).toHaveBeenCalledTimes(2);
    await screen.findByText(/consumidor final \(CF\)/);
  });

  it('deletes after confirming, and moves the focus to the next one', async () => {
    const { client, fakes } = signedIn();
    const list = [taxId(), taxId({ id: 2, tax_id: 'CF', name: 'Consumidor final' })];
    fakes.addresses.listTaxIds.mockImplementation(async () => {
      fakes.addresses.store.setTaxIds(list);
      return list;
    });
    fakes.addresses.removeTaxId.mockImplementation(async (id: string | number) => fakes.addresses.store.removeTaxId(id));
    renderScreen(client);
    await screen.findByRole('heading', { name: 'NIT 1234567-9' });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar NIT 1234567-9' }));
    expect(fakes.addresses.removeTaxId).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, eliminar' })));
    expect(fakes.addresses.removeTaxId).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('heading', { name: 'NIT 1234567-9' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Consumidor final (CF)' })));
  });

  it('adds one with the form and focuses it once listed', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.listTaxIds.mockResolvedValue([]);
    fakes.addresses.createTaxId.mockImplementation(async () => {
      const saved = taxId({ id: 3, tax_id: 'CF', name: 'Consumidor final' });
      fakes.addresses.store.putTaxId(saved);
      return saved;
    });
    renderScreen(client);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar NIT o CF' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Consumidor final (CF)' }));
    await act(async () => fireEvent.submit(screen.getByTestId('tax-id-form')));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Consumidor final (CF)' })));
    expect(screen.queryByTestId('tax-id-form')).toBeNull();
  });

  it('moves the focus into a form as it opens («Agregar NIT o CF», «Editar»), and back to its button on «Cancelar»', async () => {
    const { client, fakes } = signedIn();
    const list = [taxId()];
    fakes.addresses.listTaxIds.mockImplementation(async () => {
      fakes.addresses.store.setTaxIds(list);
      return list;
    });
    renderScreen(client);
    await screen.findByRole('heading', { name: 'NIT 1234567-9' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar NIT o CF' }));
    const form = screen.getByTestId('tax-id-form');
    expect(document.activeElement).toBe(within(form).getByRole('radio', { name: 'Con NIT' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agregar NIT o CF' })));

    fireEvent.click(screen.getByRole('button', { name: 'Editar NIT 1234567-9' }));
    const edit = screen.getByTestId('tax-id-form');
    expect(document.activeElement).toBe(within(edit).getByRole('radio', { name: 'Con NIT' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Editar NIT 1234567-9' })));
  });

  it('shows a refusal naming a field (the NIT) beside it, marked and focused', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.listTaxIds.mockResolvedValue([]);
    const message = 'Ya no aceptamos ese NIT: revisa los dígitos.';
    fakes.addresses.createTaxId.mockRejectedValue(new UseCaseError('apiCallFailed', { apiMessage: message, status: 400, details: { field: 'tax_id' } }));
    renderScreen(client);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar NIT o CF' }));
    fireEvent.change(field('NIT'), { target: { value: '1234567-9' } });
    fireEvent.change(field('Nombre o razón social'), { target: { value: 'Ana López' } });
    await act(async () => fireEvent.submit(screen.getByTestId('tax-id-form')));
    expect(fakes.addresses.createTaxId).toHaveBeenCalledTimes(1);
    const nit = field('NIT');
    const problem = document.getElementById(`${nit.id}-problem`)!;
    expect(problem.textContent).toBe(message);
    expect(nit.getAttribute('aria-invalid')).toBe('true');
    expect(nit.getAttribute('aria-describedby')!.split(' ')).toContain(problem.id);
    await waitFor(() => expect(document.activeElement).toBe(nit));
    expect(within(screen.getByTestId('tax-id-form')).getByRole('alert').textContent).toBe('Revisa el campo marcado.');
  });
});
