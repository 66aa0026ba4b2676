// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../src/domain/addresses/address';
import { UseCaseError } from '../../src/index';
import { AddressForm } from '../../src/presentation/addresses/AddressForm';
import { fakeClient, signedInUser, savedAddress } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const address = (overrides: Partial<Address> = {}): Address => savedAddress({ id: 7, ...overrides });

function setup(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const made = fakeClient();
  made.stores.user.setUser(signedInUser({ first_name: 'Ana', last_name: 'López', phone: '+50255501234' }));
  const onSaved = vi.fn();
  renderAt(made.client, <AddressForm onSaved={onSaved} {...props} />);
  return { ...made, onSaved };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionsOf = (element: HTMLSelectElement) => Array.from(element.options).map((option) => option.value);
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submit = () => act(async () => fireEvent.submit(screen.getByTestId('address-form')));

function fillGuatemala() {
  change(select('Departamento'), 'SA');
  change(select('Municipio'), 'Antigua Guatemala');
  change(field('Dirección'), ' 5a. calle poniente 14 ');
  change(field('Referencias e indicaciones (opcional)'), 'Portón verde');
}

describe('AddressForm: places', () => {
  it('lists the 22 departments by name and, once one is chosen, only its municipalities', () => {
    setup();
    const departments = select('Departamento');
    expect(departments.options).toHaveLength(23);
    expect(Array.from(departments.options).map((o) => o.text)).toContain('Alta Verapaz');
    // No department yet: the municipality waits for it.
    expect(select('Municipio').disabled).toBe(true);

    change(departments, 'SA');
    const cities = select('Municipio');
    expect(cities.disabled).toBe(false);
    expect(cities.options).toHaveLength(17); // Sacatepéquez's 16 and the prompt
    expect(optionsOf(cities)).toContain('Antigua Guatemala');
    expect(optionsOf(cities)).not.toContain('Mixco');

    change(departments, 'GU');
    expect(optionsOf(select('Municipio'))).toContain('Mixco');
    expect(optionsOf(select('Municipio'))).not.toContain('Antigua Guatemala');
  });

  it('clears a municipality that is not of the newly chosen department, and keeps one that is', () => {
    setup();
    change(select('Departamento'), 'GU');
    change(select('Municipio'), 'Mixco');
    expect(select('Municipio').value).toBe('Mixco');
    change(select('Departamento'), 'SA');
    expect(select('Municipio').value).toBe('');
  });

  it('shows the domain\'s Spanish message for a municipality of another department, marks it, focuses it and does not send', async () => {
    const { fakes } = setup({ address: address({ state: 'SA', city: 'Mixco' }) });
    // The saved, wrong city stays visible rather than silently replaced.
    expect(select('Municipio').value).toBe('Mixco');
    await submit();
    const city = select('Municipio');
    expect(screen.getByText('«Mixco» no es un municipio de Sacatepéquez. Elige uno de la lista.')).toBeTruthy();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(city.getAttribute('aria-describedby')).toContain(`${city.id}-problem`);
    expect(document.activeElement).toBe(city);
    expect(fakes.addresses.update).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Revisa el campo marcado.');
  });

  it('offers the 50 states and DC for the United States, with a free city field', () => {
    setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Estados Unidos' }));
    const states = select('Estado');
    expect(states.options).toHaveLength(52); // 51 and the prompt
    expect(optionsOf(states)).toContain('DC');
    expect(Array.from(states.options).map((o) => o.text)).toContain('Nueva York');
    expect(field('Ciudad').tagName).toBe('INPUT');
    expect(screen.queryByLabelText('Departamento')).toBeNull();
  });

  it('asks a United States address for its ZIP code, with its problem beside the field, and sends it', async () => {
    const { fakes, onSaved } = setup();
    // Guatemala has no ZIP field.
    expect(screen.queryByLabelText('Código ZIP')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Estados Unidos' }));
    change(select('Estado'), 'NY');
    change(field('Ciudad'), 'Brooklyn');
    change(field('Teléfono de contacto'), '+1 718 555 0199');
    change(field('Dirección'), '350 Fifth Avenue, Apt 5B');
    const zip = field('Código ZIP');
    expect(zip.getAttribute('autocomplete')).toBe('postal-code');
    change(zip, '1121');
    fireEvent.blur(zip);
    const problem = 'El código ZIP no es válido: escribe 5 dígitos (p. ej. 11215) o 5 + 4 con guion (11215-1234).';
    expect(screen.getByText(problem).id).toBe(`${zip.id}-problem`);
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(zip.getAttribute('aria-describedby')).toContain(`${zip.id}-problem`);
    await submit();
    expect(fakes.addresses.create).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(zip);

    const saved = address({ id: 11, country: 'US', state: 'NY', city: 'Brooklyn', postcode: '11215-1234' });
    fakes.addresses.create.mockResolvedValue(saved);
    change(zip, '11215-1234');
    await submit();
    expect(fakes.addresses.create).toHaveBeenCalledWith(expect.objectContaining({ country: 'US', state: 'NY', city: 'Brooklyn', postcode: '11215-1234' }));
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('shows a wrong phone\'s problem when the shopper leaves the field', () => {
    setup();
    change(field('Teléfono de contacto'), '123');
    fireEvent.blur(field('Teléfono de contacto'));
    expect(
      screen.getByText('El teléfono no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.'),
    ).toBeTruthy();
    expect(field('Teléfono de contacto').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('AddressForm: saving', () => {
  it('creates the address with the values typed (the signed-in shopper\'s names prefilled) and hands back the saved one', async () => {
    const { fakes, onSaved } = setup();
    const saved = address({ id: 9, state: 'SA', city: 'Antigua Guatemala' });
    fakes.addresses.create.mockResolvedValue(saved);
    fillGuatemala();
    await submit();
    expect(fakes.addresses.create).toHaveBeenCalledTimes(1);
    expect(fakes.addresses.create).toHaveBeenCalledWith({
      first_name: 'Ana',
      last_name: 'López',
      phone: '+50255501234',
      country: 'GT',
      state: 'SA',
      city: 'Antigua Guatemala',
      street: '5a. calle poniente 14',
      references: 'Portón verde',
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('updates a saved address by its id', async () => {
    const { fakes, onSaved } = setup({ address: address(), submitLabel: 'Guardar y seguir' });
    fakes.addresses.update.mockResolvedValue(address({ street: 'Otra calle 1' }));
    change(field('Dirección'), 'Otra calle 1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar y seguir' })));
    expect(fakes.addresses.update).toHaveBeenCalledWith({
      id: 7,
      changes: { first_name: 'Ana', last_name: 'López', phone: '+50255501234', country: 'GT', state: 'GU', city: 'Guatemala', street: 'Otra calle 1', references: null },
    });
    expect(fakes.addresses.create).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('disables the submit while sending', async () => {
    const { fakes } = setup();
    let answer!: (value: Address) => void;
    fakes.addresses.create.mockImplementation(() => new Promise<Address>((resolve) => (answer = resolve)));
    fillGuatemala();
    await submit();
    const button = screen.getByRole('button', { name: 'Guardando…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => answer(address()));
    expect((screen.getByRole('button', { name: 'Guardar dirección' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a server refusal in Spanish and keeps every value', async () => {
    const { fakes, onSaved } = setup();
    fakes.addresses.create.mockRejectedValue(new UseCaseError('invalidAddress', { apiMessage: 'Elige el municipio de Sacatepéquez.', status: 400 }));
    fillGuatemala();
    await submit();
    expect(within(screen.getByTestId('address-form')).getByRole('alert').textContent).toBe('Elige el municipio de Sacatepéquez.');
    expect(select('Departamento').value).toBe('SA');
    expect(select('Municipio').value).toBe('Antigua Guatemala');
    expect(field('Dirección').value).toBe(' 5a. calle poniente 14 ');
    expect(field('Referencias e indicaciones (opcional)').value).toBe('Portón verde');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('calls onCancel from its Cancelar button', () => {
    const onCancel = vi.fn();
    setup({ onCancel });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
