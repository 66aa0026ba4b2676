// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src/index';
import B2bScreen from '../../src/presentation/forms/B2bScreen';
import SellerScreen from '../../src/presentation/forms/SellerScreen';
import { fakeClient } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

function setUp(which: 'b2b' | 'seller') {
  const made = fakeClient();
  made.stores.session.setSession({ token: 'a'.repeat(64), isUser: false });
  const rendered =
    which === 'b2b'
      ? renderAt(made.client, <B2bScreen />, { path: '/empresas', pattern: '/empresas' })
      : renderAt(made.client, <SellerScreen />, { path: '/vender', pattern: '/vender' });
  return { ...made, forms: made.fakes.forms, ...rendered };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () =>
  act(async () => {
    // As a click does, the button takes the focus first.
    const button = screen.getByRole('button', { name: 'Enviar solicitud' });
    button.focus();
    fireEvent.click(button);
  });
const problemOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return document.getElementById(`${field.id}-problem`)!.textContent;
};

const B2B = {
  full_name: 'Marta Gómez',
  email: 'marta@empresa.com.gt',
  phone_number: '5555 1234',
  company: 'Distribuidora Maya',
  company_size: '11-50',
  industry: 'Restaurantes',
};

function fillB2b() {
  type('Nombre completo', B2B.full_name);
  type('Correo electrónico', B2B.email);
  type('Teléfono', B2B.phone_number);
  type('Empresa', B2B.company);
  type('Tamaño de la empresa', B2B.company_size);
  type('Sector', B2B.industry);
}

describe('B2bScreen (/empresas)', () => {
  it('shows every field’s Spanish problem and sends nothing while one is wrong; the first takes the focus', async () => {
    const { forms } = setUp('b2b');
    await send();
    expect(forms.b2b).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Revisa los 6 campos marcados.');
    expect(problemOf('Nombre completo')).toBe('Escribe tu nombre completo.');
    expect(problemOf('Tamaño de la empresa')).toBe('Elige el tamaño de tu empresa: 1-10, 11-50, 51-200, 201-500, 501+ empleados.');
    expect(document.activeElement).toBe(screen.getByLabelText('Nombre completo'));
    expect(screen.getByLabelText('Nombre completo').getAttribute('aria-invalid')).toBe('true');

    fillB2b();
    type('Correo electrónico', 'marta@empresa');
    await send();
    expect(forms.b2b).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Revisa el campo marcado.');
    expect(problemOf('Correo electrónico')).toBe('El correo electrónico no es válido (por ejemplo: nombre@empresa.com).');
    expect(problemOf('Nombre completo')).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico'));
  });

  it('sends the enquiry once through tienda.forms.b2b and shows the thanks, focused', async () => {
    const { forms } = setUp('b2b');
    forms.b2b.mockResolvedValue({ id: '7', message: 'Gracias: recibimos tu solicitud. Te contactaremos en 2 días hábiles.' });
    fillB2b();
    await send();
    expect(forms.b2b).toHaveBeenCalledTimes(1);
    expect(forms.b2b).toHaveBeenCalledWith(B2B);
    const thanks = screen.getByTestId('b2b-thanks');
    expect(thanks.textContent).toContain('Gracias: recibimos tu solicitud. Te contactaremos en 2 días hábiles.');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  });

  it('puts the server’s refusal under its field and keeps everything typed', async () => {
    const { forms } = setUp('b2b');
    forms.b2b.mockRejectedValueOnce(
      new UseCaseError('NOT_ALLOWED', { apiMessage: 'El sector de tu empresa es demasiado corto: al menos 2 caracteres.', details: { field: 'industry' }, status: 400 }),
    );
    fillB2b();
    await send();
    expect(problemOf('Sector')).toBe('El sector de tu empresa es demasiado corto: al menos 2 caracteres.');
    expect(document.activeElement).toBe(screen.getByLabelText('Sector'));
    expect((screen.getByLabelText('Nombre completo') as HTMLInputElement).value).toBe(B2B.full_name);
    expect((screen.getByLabelText('Tamaño de la empresa') as HTMLSelectElement).value).toBe('11-50');
    // The server's word holds until the field changes.
    type('Sector', 'Restaurantes y hoteles');
    expect(problemOf('Sector')).toBe('');
  });

  it('shows a refusal about no field in the form’s alert, keeps what was typed, and sends again', async () => {
    const { forms } = setUp('b2b');
    forms.b2b
      .mockRejectedValueOnce(new UseCaseError('TOO_MANY_REQUESTS', { apiMessage: 'Ya recibimos varias solicitudes tuyas hoy. Te contactaremos pronto; inténtalo de nuevo mañana.', status: 429 }))
      .mockResolvedValueOnce({ id: '8', message: 'Gracias: recibimos tu solicitud.' });
    fillB2b();
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Ya recibimos varias solicitudes tuyas hoy. Te contactaremos pronto; inténtalo de nuevo mañana.');
    expect((screen.getByLabelText('Empresa') as HTMLInputElement).value).toBe(B2B.company);
    await send();
    expect(forms.b2b).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('b2b-thanks').textContent).toContain('Gracias: recibimos tu solicitud.');
  });
});

describe('SellerScreen (/vender)', () => {
  function fillSeller(nit: string) {
    type('Nombre completo', 'José Pérez');
    type('Correo electrónico', 'jose@artesanias.gt');
    type('Teléfono', '+502 5555 7777');
    type('Nombre del negocio', 'Artesanías Pérez');
    type('Qué vendes', 'Hogar y cocina');
    type('NIT del negocio', nit);
  }

  it('checks the NIT’s check digit inline before any call, then sends the sign-up', async () => {
    const { forms } = setUp('seller');
    forms.sellerSignup.mockResolvedValue({ id: '3', message: 'Gracias por tu interés en vender con nosotros.' });
    fillSeller('1234567-8');
    await send();
    expect(forms.sellerSignup).not.toHaveBeenCalled();
    expect(problemOf('NIT del negocio')).toMatch(/dígito verificador|NIT/);
    expect(document.activeElement).toBe(screen.getByLabelText('NIT del negocio'));

    type('NIT del negocio', '1234567-9');
    await send();
    expect(forms.sellerSignup).toHaveBeenCalledTimes(1);
    expect(forms.sellerSignup).toHaveBeenCalledWith({
      full_name: 'José Pérez',
      email: 'jose@artesanias.gt',
      phone_number: '+502 5555 7777',
      company: 'Artesanías Pérez',
      category: 'Hogar y cocina',
      business_tax_id: '1234567-9',
      social_media: '',
    });
    expect(screen.getByTestId('seller-thanks').textContent).toContain('Gracias por tu interés en vender con nosotros.');
  });

  it('takes no CF and checks the optional social link', async () => {
    const { forms } = setUp('seller');
    fillSeller('CF');
    type('Redes sociales o sitio web (opcional)', 'no es un enlace');
    await send();
    expect(forms.sellerSignup).not.toHaveBeenCalled();
    expect(problemOf('NIT del negocio')).toBe('Un vendedor necesita el NIT de su negocio; CF no sirve aquí.');
    expect(problemOf('Redes sociales o sitio web (opcional)')).toBe('Escribe el enlace (https://…) o el usuario (@tienda) de tus redes sociales.');
    expect(screen.getByRole('alert').textContent).toBe('Revisa los 2 campos marcados.');
  });
});
